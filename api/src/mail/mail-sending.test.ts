import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { GUEST_PAGES } from '../auth/policy.js';
import { Client, adminClient, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';
import { SmtpSink } from '../../../tests/support/smtp-sink.js';
import { until } from '../../../tests/support/until.js';

// Issue 22 §3–4 against a real SMTP server on loopback (smtp-server, from nodemailer's authors).
const ADMIN = { lastName: 'Mailadmin', zipCode: '90210-0022' };
const SITE_URL = 'http://wedding.test';
const sink = new SmtpSink();
const received = sink.received;
let smtpPort = 0;
let server: OwnServer;
let restarted: ServerProcess | undefined;
let baseUrl: string;
let admin: Client;
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-mail-'));

const startSmtp = (port?: number) => sink.start(port);
const stopSmtp = () => sink.stop();

const env = () => ({
  ADMIN_LAST_NAME: ADMIN.lastName,
  ADMIN_ZIP: ADMIN.zipCode,
  SESSION_SECRET: 'mail-test',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Alex & Jordan <wedding@wedding.test>',
  SITE_URL,
  MAIL_PER_MINUTE: '6000',
  MAIL_RETRY_SECONDS: '1',
  // Confirmations group a party's changes for 4 s here instead of 10: the real timer, set short.
  MAIL_GROUP_SECONDS: '4',
  DATA_DIR: dataDir,
  TRUST_PROXY: '1',
});

/** A header as sent (mailparser turns List-Unsubscribe into an object). */
const rawHeader = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');

const mailsTo = (address: string) => received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));

/** A party with an e-mail and guests; `answered` gives every guest an answer. */
async function party(fields: { language?: string; guests?: string[]; answered?: boolean; guestGroup?: string } = {}) {
  const lastName = uniqueLastName('Mail');
  const email = `${lastName.toLowerCase()}@Example.COM`;
  const zipCode = uniqueZip();
  const res = await admin.rest('POST', '/api/admin/parties', {
    lastName,
    zipCode,
    email,
    language: fields.language,
    ...(fields.guestGroup ? { guestGroup: fields.guestGroup, canRsvp: true } : {}),
    guests: (fields.guests ?? ['Ana', 'Ben']).map((firstName) => ({ firstName })),
  });
  expect(res.status).toBe(201);
  const address = `${lastName.toLowerCase()}@example.com`;
  expect(res.body.email).toBe(address);
  const guests = (await admin.rest('GET', `/api/admin/party-guests/${res.body.id}`)).body as Array<{ id: number; firstName: string }>;
  if (fields.answered) {
    const attendanceData = guests.map((g) => ({ guestId: g.id, attending: false }));
    expect((await admin.rest('PATCH', `/api/admin/rsvps/${res.body.id}`, { attendanceData })).status).toBe(200);
  }
  return { id: res.body.id as number, lastName, zipCode, address, guests };
}

async function rowsFor(partyId: number) {
  const res = await admin.rest('GET', '/api/admin/messages');
  expect(res.status).toBe(200);
  return (res.body as Array<{ partyId: number; kind: string; status: string; error: string | null; attempts: number }>).filter((r) => r.partyId === partyId);
}

beforeAll(async () => {
  smtpPort = await startSmtp();
  server = await startOwnServer('mail', env());
  baseUrl = server.baseUrl;
  admin = await adminClient({ baseUrl, admin: ADMIN });
  // The wedding the messages speak of.
  const details = { partnerOneName: 'Alex', partnerTwoName: 'Jordan', date: '2026-06-11', venueName: 'Hotel Terramar', venueCity: 'Sitges', country: 'ES' };
  expect((await admin.rest('PUT', '/api/admin/wedding', details)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await restarted?.stop();
  await server?.stop();
  await stopSmtp();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('e-mail through a real SMTP server', () => {
  it('delivers an invitation: names, date, place, link, the wedding as .ics, one-click unsubscribe', async () => {
    const p = await party();
    const res = await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [p.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ queued: 1, withoutEmail: 0, mailServerConfigured: true });
    const [mail] = await until('the invitation', () => (mailsTo(p.address).length ? mailsTo(p.address) : undefined));
    expect(mail.subject).toBe("You're invited: Alex & Jordan, June 11, 2026");
    expect(mail.from?.text).toContain('wedding@wedding.test');
    expect(mail.text).toContain(`Dear ${p.lastName},`);
    expect(mail.text).toContain('Hotel Terramar');
    // The party's personal link (issue 22 §2): opening it signs the household in.
    const link = new RegExp(`${SITE_URL}/i/${p.id}-[\\w-]{24}`).exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URL(link!).pathname.replace('/i/', '');
    const household = new Client(undefined, baseUrl);
    expect((await household.rest('POST', '/api/login/link', { token })).status).toBe(200);
    expect((await household.rest('GET', '/api/user')).body).toMatchObject({ id: p.id });
    const ics = mail.attachments.find((a) => a.filename === 'wedding.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString()).toContain('DTSTART;TZID=Europe/Madrid:20260611T000000');
    const unsubscribe = String(rawHeader(mail, 'list-unsubscribe'));
    expect(unsubscribe).toMatch(new RegExp(`^<${SITE_URL}/unsubscribe\\?party=${p.id}&token=[\\w-]+>$`));
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await until('the row marked sent', async () => (await rowsFor(p.id)).find((r) => r.kind === 'invitation' && r.status === 'sent'));
  });

  it("writes to a Spanish party in Spanish", async () => {
    const p = await party({ language: 'es' });
    expect((await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [p.id] })).body.queued).toBe(1);
    const [mail] = await until('the invitation', () => (mailsTo(p.address).length ? mailsTo(p.address) : undefined));
    expect(mail.subject).toBe('Estáis invitados: Alex & Jordan, 11 de junio de 2026');
    expect(mail.text).toContain(`Querida familia ${p.lastName}:`);
    expect(mail.text).toContain('Para no recibir más recordatorios ni novedades');
  });

  it('sends reminders only to parties with a guest not answered, never to one that unsubscribed', async () => {
    const answered = await party({ answered: true });
    const waiting = await party();
    const gone = await party();
    // The one-click unsubscribe a mail client posts (RFC 8058), found through the invitation's header.
    await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [gone.id] });
    const [invitation] = await until('the invitation', () => (mailsTo(gone.address).length ? mailsTo(gone.address) : undefined));
    const target = String(rawHeader(invitation, 'list-unsubscribe')).slice(1, -1).replace(SITE_URL, baseUrl);
    const scanned = await fetch(target); // a link scanner's GET changes nothing
    expect(scanned.status).toBe(200);
    const posted = await fetch(target, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.status).toBe(200);
    const forged = await fetch(`${baseUrl}/unsubscribe?party=${waiting.id}&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, { method: 'POST' });
    expect(forged.status).toBe(404);
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; unsubscribed: boolean }>;
    expect(parties.find((p) => p.id === gone.id)?.unsubscribed).toBe(true);
    expect(parties.find((p) => p.id === waiting.id)?.unsubscribed).toBe(false);

    const res = await admin.rest('POST', '/api/admin/messages', { kind: 'reminder', partyIds: [answered.id, waiting.id, gone.id] });
    expect(res.body).toMatchObject({ queued: 1, answered: 1, unsubscribed: 1 });
    const [reminder] = await until('the reminder', () => (mailsTo(waiting.address).length ? mailsTo(waiting.address) : undefined));
    expect(reminder.subject).toBe('A reminder: please RSVP for Alex & Jordan');
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(answered.address)).toHaveLength(0);
    expect(mailsTo(gone.address)).toHaveLength(1); // the invitation only
  });

  it('confirms what each guest answered, once for changes made within MAIL_GROUP_SECONDS', async () => {
    const p = await party({ guests: ['Carla', 'Dani'] });
    const [carla, dani] = p.guests;
    const answer = (attendanceData: unknown[]) => admin.rest('PATCH', `/api/admin/rsvps/${p.id}`, { attendanceData });
    expect((await answer([{ guestId: carla.id, attending: true }, { guestId: dani.id, attending: true }])).status).toBe(200);
    expect((await answer([{ guestId: carla.id, attending: true, dietaryRestrictions: 'No nuts' }, { guestId: dani.id, attending: false }])).status).toBe(200);
    const [mail] = await until('the confirmation', () => (mailsTo(p.address).length ? mailsTo(p.address) : undefined), 40_000);
    expect(mail.subject).toBe('Your RSVP for Alex & Jordan');
    expect(mail.text).toContain(`Carla ${p.lastName}: attending (dietary needs: No nuts)`);
    expect(mail.text).toContain(`Dani ${p.lastName}: not attending`);
    // No List-Unsubscribe on a confirmation: it answers the party's own action.
    expect(rawHeader(mail, 'list-unsubscribe')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 2000));
    expect(mailsTo(p.address)).toHaveLength(1);
  }, 60_000);

  it("sends the couple's edited template in each party's language, as HTML with a plain-text part; restored, the default again", async () => {
    const edited = {
      subject: 'Save the date, {{partyName}}!',
      subjectEs: '¡Reservad la fecha, {{partyName}}!',
      body: 'Hello **{{partyName}}**,\n\n{{coupleNames}} marry on {{date}}{{#rsvpDeadline}} (answer by {{rsvpDeadline}}){{/rsvpDeadline}}.\n\n[Tell us]({{link}}) <script>alert(1)</script>',
      bodyEs: 'Hola **{{partyName}}**:\n\n{{coupleNames}} se casan el {{date}}.\n\n[Contestad]({{link}})',
    };
    expect((await admin.rest('PUT', '/api/admin/message-templates/invitation', edited)).status).toBe(200);
    try {
      const [en, es] = [await party(), await party({ language: 'es' })];
      expect((await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [en.id, es.id] })).body.queued).toBe(2);
      const [mailEn] = await until('the English invitation', () => (mailsTo(en.address).length ? mailsTo(en.address) : undefined));
      const [mailEs] = await until('the Spanish invitation', () => (mailsTo(es.address).length ? mailsTo(es.address) : undefined));

      expect(mailEn.subject).toBe(`Save the date, ${en.lastName}!`);
      expect(mailEn.html).toContain(`Hello <strong>${en.lastName}</strong>`);
      expect(mailEn.html).toContain('Alex &amp; Jordan marry on June 11, 2026.');
      expect(mailEn.html).not.toContain('<script');
      expect(mailEn.html).not.toContain('alert(1)');
      const link = new RegExp(`${SITE_URL}/i/${en.id}-[\\w-]{24}`).exec(mailEn.text ?? '')?.[0];
      expect(mailEn.html).toContain(`href="${link}"`);
      // The plain-text part reads as text: no Markdown markers, no tags, the link spelled out.
      expect(mailEn.text).toMatch(new RegExp(`^Hello ${en.lastName},\\n\\nAlex & Jordan marry on June 11, 2026\\.\\n\\nTell us \\(${link}\\)\\s*\\n`));
      expect(mailEn.text).not.toContain('alert(1)');
      expect(mailEn.text).toContain('No more reminders or updates');
      expect(mailEn.attachments.some((a) => a.filename === 'wedding.ics')).toBe(true);

      expect(mailEs.subject).toBe(`¡Reservad la fecha, ${es.lastName}!`);
      expect(mailEs.html).toContain(`Hola <strong>${es.lastName}</strong>:`);
      expect(mailEs.text).toContain('Alex & Jordan se casan el 11 de junio de 2026.');
      expect(mailEs.text).toMatch(new RegExp(`Contestad \\(${SITE_URL}/i/${es.id}-[\\w-]{24}\\)`));

      // An empty Spanish body falls back to the English one (the Spanish subject stays).
      expect((await admin.rest('PUT', '/api/admin/message-templates/invitation', { ...edited, bodyEs: '' })).status).toBe(200);
      const es2 = await party({ language: 'es' });
      await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [es2.id] });
      const [fallback] = await until('the fallback invitation', () => (mailsTo(es2.address).length ? mailsTo(es2.address) : undefined));
      expect(fallback.subject).toBe(`¡Reservad la fecha, ${es2.lastName}!`);
      expect(fallback.text).toContain(`Hello ${es2.lastName},`);
      expect(fallback.text).toContain('marry on 11 de junio de 2026');
    } finally {
      expect((await admin.rest('DELETE', '/api/admin/message-templates/invitation')).body.isDefault).toBe(true);
    }
    const again = await party();
    await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [again.id] });
    const [restored] = await until('the default invitation', () => (mailsTo(again.address).length ? mailsTo(again.address) : undefined));
    expect(restored.subject).toBe("You're invited: Alex & Jordan, June 11, 2026");
  }, 60_000);

  it('lists each coming guest’s events and answers to the couple’s questions, and the party’s, in the party’s language (issue 21)', async () => {
    const group = (await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('mailgrp'), allowedPages: [...GUEST_PAGES] })).body.name as string;
    const created = async (path: string, body: Record<string, unknown>) => {
      const res = await admin.rest('POST', path, { ...body, guestGroups: [group] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const dinner = await created('/api/admin/events', { name: 'Welcome dinner', nameEs: 'Cena de bienvenida', start: '2026-06-10T20:00', end: '2026-06-10T23:30', venue: 'Casa Bella' });
    const ceremony = await created('/api/admin/events', { name: 'Ceremony', nameEs: 'Ceremonia', start: '2026-06-11T17:30', end: '2026-06-11T19:00', venue: 'Sant Bartomeu' });
    const shuttle = await created('/api/admin/rsvp-questions', { text: 'Will you use the shuttle?', textEs: '¿Usaréis el autobús?', type: 'yesno', perGuest: true });
    const song = await created('/api/admin/rsvp-questions', { text: 'Song request', textEs: 'Petición de canción', type: 'text' });
    const menu = await created('/api/admin/rsvp-questions', { text: 'Starter', textEs: 'Entrante', type: 'choice', options: ['Soup', 'Salad'], optionsEs: ['Sopa', 'Ensalada'] });

    const answered = async (language: string) => {
      const p = await party({ language, guests: ['Elena', 'Hugo', 'Iris'], guestGroup: group });
      const [elena, hugo, iris] = p.guests;
      const guest = new Client(undefined, baseUrl);
      expect((await guest.login(p.lastName, p.zipCode)).status).toBe(200);
      const res = await guest.rest('POST', '/api/guest-attendance', {
        attendanceData: [
          { guestId: elena.id, attending: true, events: [{ eventId: dinner, attending: true }, { eventId: ceremony, attending: false }] },
          { guestId: hugo.id, attending: false },
          { guestId: iris.id, attending: true, events: [{ eventId: dinner, attending: false }, { eventId: ceremony, attending: true }] },
        ],
        answers: [
          { questionId: shuttle, guestId: elena.id, value: 'yes' },
          { questionId: shuttle, guestId: iris.id, value: 'no' },
          { questionId: song, value: 'Bailando' },
          { questionId: menu, value: 'Salad' },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return p;
    };
    const [en, es] = await Promise.all([answered('en'), answered('es')]);
    const mailOf = async (p: { address: string }) => (await until('the confirmation', () => (mailsTo(p.address).length ? mailsTo(p.address) : undefined), 40_000))[0];

    const english = (await mailOf(en)).text!;
    expect(english).toContain(
      [
        `- Elena ${en.lastName}: attending`,
        '  - Welcome dinner: attending',
        '  - Ceremony: not attending',
        '  - Will you use the shuttle?: yes',
        `- Hugo ${en.lastName}: not attending`,
        `- Iris ${en.lastName}: attending`,
        '  - Welcome dinner: not attending',
        '  - Ceremony: attending',
        '  - Will you use the shuttle?: no',
        '',
        'For your party:',
        '',
        '- Song request: Bailando',
        '- Starter: Salad',
      ].join('\n'),
    );
    const spanish = await mailOf(es);
    expect(spanish.text).toContain(
      [
        `- Elena ${es.lastName}: asiste`,
        '  - Cena de bienvenida: asiste',
        '  - Ceremonia: no asiste',
        '  - ¿Usaréis el autobús?: sí',
        `- Hugo ${es.lastName}: no asiste`,
        `- Iris ${es.lastName}: asiste`,
        '  - Cena de bienvenida: no asiste',
        '  - Ceremonia: asiste',
        '  - ¿Usaréis el autobús?: no',
        '',
        'Para vuestra familia:',
        '',
        '- Petición de canción: Bailando',
        '- Entrante: Ensalada',
      ].join('\n'),
    );
    // The HTML part nests each guest's answers under their name.
    expect(spanish.html).toMatch(/<li>Elena [^<]*: asiste\s*<ul>\s*<li>Cena de bienvenida: asiste<\/li>/);
  }, 90_000);

  it('refuses a subject with a line break, and an update without a body', async () => {
    const injected = await admin.rest('POST', '/api/admin/messages', { kind: 'update', subject: 'Hi\r\nBcc: everyone@example.com', body: 'x' });
    expect(injected.status).toBe(400);
    expect(injected.body.messageCode).toBe('LINE_BREAK_NOT_ALLOWED');
    const empty = await admin.rest('POST', '/api/admin/messages', { kind: 'update', subject: 'Shuttle' });
    expect(empty.status).toBe(400);
    expect((await admin.rest('POST', '/api/admin/messages', { kind: 'party' })).body.messageCode).toBe('VALUE_NOT_ALLOWED');
    const unknown = await admin.rest('POST', '/api/admin/messages', { kind: 'update', subject: 'Shuttle', body: 'Hi {{guestName}}' });
    expect(unknown.body).toMatchObject({ field: 'body', messageCode: 'TEMPLATE_PLACEHOLDER_UNKNOWN' });
  });

  it('sends a message queued while the SMTP server is down once it is back, and only once', async () => {
    const p = await party();
    await stopSmtp();
    const res = await admin.rest('POST', '/api/admin/messages', { kind: 'update', partyIds: [p.id], subject: 'The shuttle', body: 'The shuttle leaves at **five**.' });
    expect(res.body.queued).toBe(1);
    const [row] = await until('a failed try', async () => {
      const rows = (await rowsFor(p.id)).filter((r) => r.attempts >= 1 && r.status === 'queued');
      return rows.length ? rows : undefined;
    });
    expect(row.error).toBeTruthy();
    await startSmtp(smtpPort);
    const [mail] = await until('the update', () => (mailsTo(p.address).length ? mailsTo(p.address) : undefined));
    expect(mail.subject).toBe('The shuttle');
    expect(mail.html).toContain('<strong>five</strong>');
    // Inside the update's frame, in the party's language.
    expect(mail.text).toMatch(new RegExp(`^Dear ${p.lastName},\\n\\nThe shuttle leaves at five\\.\\n\\nWith love,\\nAlex & Jordan`));
    await until('the row marked sent', async () => (await rowsFor(p.id)).find((r) => r.status === 'sent'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(p.address)).toHaveLength(1);
  }, 60_000);

  it('loses and duplicates nothing across a SIGKILL and a restart', async () => {
    const parties = [await party(), await party(), await party(), await party()];
    await stopSmtp();
    const res = await admin.rest('POST', '/api/admin/messages', { kind: 'update', partyIds: parties.map((p) => p.id), subject: 'Restart', body: 'Still here.' });
    expect(res.body.queued).toBe(4);
    await until('a try', async () => ((await rowsFor(parties[0].id)).some((r) => r.attempts >= 1) ? true : undefined));
    await server.kill('SIGKILL');
    await startSmtp(smtpPort);
    restarted = await startServerProcess('mail-restart', { ...env(), DATABASE_URL: server.databaseUrl });
    admin = await adminClient({ baseUrl: restarted.baseUrl, admin: ADMIN });
    for (const p of parties) await until(`the update to ${p.lastName}`, () => (mailsTo(p.address).length ? true : undefined));
    await new Promise((r) => setTimeout(r, 2000));
    for (const p of parties) expect(mailsTo(p.address).map((m) => m.subject)).toEqual(['Restart']);
  }, 120_000);
});
