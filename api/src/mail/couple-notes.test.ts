import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';
import { todayIn } from '../rsvp/rsvp-options.service.js';
import { addDays } from './mail-schedule.js';
import { SmtpSink } from '../../../tests/support/smtp-sink.js';
import { until } from '../../../tests/support/until.js';

// Issue 22 §4 "To the couple" and the automatic RSVP reminder, against a real SMTP server on
// loopback. Time: NOTIFY_DIGEST_HOUR=0 makes the daily digest due at any hour, and the RSVP
// deadline is set so that "N days before" has already come: nothing of ours is mocked.
const ADMIN = { lastName: 'Notifyadmin', zipCode: '90210-0023' };
const COUPLE = 'couple@wedding.test';
const PLANNER = 'planner@wedding.test';
const sink = new SmtpSink();
const received = sink.received;
let server: OwnServer;
const others: ServerProcess[] = [];
let baseUrl: string;
let admin: Client;
/** A guest group that sees the RSVP and registry pages. */
let group: string;
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-notify-'));

const startSmtp = () => sink.start();

let env: Record<string, string>;
/**
 * The server's real timers, set short (MAIL_GROUP_SECONDS, default 10; MAIL_SCHEDULE_SECONDS,
 * default 5) so the file waits seconds, not minutes. Grouping still needs two answers sent one
 * after the other to fall within it on a busy machine.
 */
const GROUP_SECONDS = 4;
const SCHEDULE_SECONDS = 1;

const mailsTo = (address: string) => received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));
const firstTo = (address: string) => until(`a message to ${address}`, () => mailsTo(address)[0]);
/** Past the worker's next look at its schedule (and its one-second idle poll), so a second digest or round would show. */
const pastNextLook = () => new Promise((r) => setTimeout(r, SCHEDULE_SECONDS * 1000 + 2_000));

/** A party with an e-mail and two guests, signed in as a household. */
async function household(guests = ['Ana', 'Ben']) {
  const lastName = uniqueLastName('Note');
  const zipCode = uniqueZip();
  const address = `${lastName.toLowerCase()}@example.com`;
  const res = await admin.rest('POST', '/api/admin/parties', { lastName, zipCode, email: address, guestGroup: group, guests: guests.map((firstName) => ({ firstName })) });
  expect(res.status).toBe(201);
  const ids = ((await admin.rest('GET', `/api/admin/party-guests/${res.body.id}`)).body as Array<{ id: number }>).map((g) => g.id);
  const client = new Client(undefined, baseUrl);
  expect((await client.login(lastName, zipCode)).status).toBe(200);
  const answer = async (...attending: boolean[]) => {
    const attendanceData = ids.map((guestId, i) => ({ guestId, attending: attending[i] }));
    const sent = await client.rest('POST', '/api/guest-attendance', { attendanceData });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  };
  return { id: res.body.id as number, lastName, address, client, answer };
}

async function item(name: string, price: number) {
  const res = await admin.rest('POST', '/api/admin/registry-items', { name, price, totalQuantity: 5 });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const setNotify = async (input: Record<string, unknown>) => {
  const res = await admin.rest('PUT', '/api/admin/notify-settings', input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

beforeAll(async () => {
  const smtpPort = await startSmtp();
  env = {
    ADMIN_LAST_NAME: ADMIN.lastName,
    ADMIN_ZIP: ADMIN.zipCode,
    SESSION_SECRET: 'notify-test',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Alex & Jordan <wedding@wedding.test>',
    SITE_URL: 'http://wedding.test',
    MAIL_PER_MINUTE: '6000',
    MAIL_RETRY_SECONDS: '1',
    NOTIFY_EMAIL: COUPLE,
    NOTIFY_DIGEST_HOUR: '0',
    MAIL_GROUP_SECONDS: String(GROUP_SECONDS),
    MAIL_SCHEDULE_SECONDS: String(SCHEDULE_SECONDS),
    DATA_DIR: dataDir,
  };
  server = await startOwnServer('notify', env);
  baseUrl = server.baseUrl;
  admin = await adminClient({ baseUrl, admin: ADMIN });
  const created = await admin.rest('POST', '/api/admin/guest-groups', { name: 'Notes', allowedPages: ['home', 'rsvp', 'registry'] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  group = created.body.name;
}, 120_000);

afterAll(async () => {
  for (const p of others) await p.stop();
  await server?.stop();
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('notes to the couple', () => {
  it('start from NOTIFY_EMAIL, a note for each RSVP', async () => {
    expect((await admin.rest('GET', '/api/admin/notify-settings')).body).toEqual({ email: null, frequency: 'each', defaultEmail: COUPLE, sendTo: COUPLE, digestHour: 0 });
  });

  it('send the couple one note for answers changed within MAIL_GROUP_SECONDS, with what each guest answered', async () => {
    const h = await household(['Carla', 'Dani']);
    await h.answer(true, true);
    await h.answer(true, false);
    const note = await until('the RSVP note', () => mailsTo(COUPLE).find((m) => m.subject === `RSVP from ${h.lastName}`));
    expect(note.text).toContain(`Carla ${h.lastName}: attending`);
    expect(note.text).toContain(`Dani ${h.lastName}: not attending`);
    expect(note.text).toContain('http://wedding.test/admin');
    expect(note.html).toContain('<li>');
    // The household's own confirmation went to the household, not to the couple.
    await firstTo(h.address);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(mailsTo(COUPLE).filter((m) => m.subject === `RSVP from ${h.lastName}`)).toHaveLength(1);
    const rows = (await admin.rest('GET', '/api/admin/messages')).body as Array<{ partyId: number; kind: string; toAddress: string }>;
    expect(rows.filter((r) => r.partyId === h.id && r.kind === 'rsvp_note')).toEqual([expect.objectContaining({ toAddress: COUPLE })]);
  }, 60_000);

  it('send the couple a note for each payment a guest reports, at the address the dashboard names', async () => {
    expect(await setNotify({ email: PLANNER })).toMatchObject({ email: PLANNER, frequency: 'each', sendTo: PLANNER });
    const h = await household();
    const toaster = await item(uniqueLastName('Toaster'), 2500);
    const res = await h.client.rest('POST', '/api/payment-confirmations/batch', { items: [{ registryItemId: toaster, quantity: 2 }], guestName: 'Ana Garcia', paymentMethod: 'zelle', message: 'Enjoy!' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const note = await until('the payment note', () => mailsTo(PLANNER).find((m) => m.subject?.startsWith('Gift from Ana Garcia')));
    expect(note.subject).toBe('Gift from Ana Garcia: $50.00');
    expect(note.text).toContain('Ana Garcia reports a payment by Zelle');
    expect(note.text).toMatch(/- 2 × Toaster\w*: \$50\.00/);
    expect(note.text).toContain('> Enjoy!');
    // Back to NOTIFY_EMAIL.
    expect(await setNotify({ email: '' })).toMatchObject({ email: null, sendTo: COUPLE });
  }, 60_000);

  it('refuse a frequency not offered and an address that is not one, naming the field', async () => {
    const bad = await admin.rest('PUT', '/api/admin/notify-settings', { frequency: 'weekly' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ messageCode: 'VALUE_NOT_ALLOWED', field: 'frequency' });
    const address = await admin.rest('PUT', '/api/admin/notify-settings', { email: 'couple@' });
    expect(address.body).toMatchObject({ messageCode: 'EMAIL_INVALID', field: 'email' });
    for (const days of [0, 61, 1.5]) {
      const res = await admin.rest('PUT', '/api/admin/rsvp-options', { reminderDaysBefore: days });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'reminderDaysBefore' });
    }
    expect((await admin.rest('PUT', '/api/admin/rsvp-options', { reminderDaysBefore: 0 })).body.messageCode).toBe('NUMBER_OUT_OF_RANGE');
    // Guests cannot read or change where the couple's notes go.
    const h = await household();
    expect((await h.client.rest('GET', '/api/admin/notify-settings')).status).toBe(403);
    expect((await h.client.rest('PUT', '/api/admin/notify-settings', { frequency: 'off' })).status).toBe(403);
  });

  it('off sends nothing; daily sends one digest of the day’s answers and payments, once, and not again after a restart', async () => {
    expect(await setNotify({ frequency: 'off' })).toMatchObject({ frequency: 'off', sendTo: null });
    const before = mailsTo(COUPLE).length;
    const [one, two] = [await household(['Eva', 'Fran']), await household(['Gil'])];
    await one.answer(true, false);
    await two.answer(false);
    const vase = await item(uniqueLastName('Vase'), 1000);
    expect((await two.client.rest('POST', '/api/payment-confirmations/batch', { items: [{ registryItemId: vase, quantity: 1 }], guestName: 'Gil', paymentMethod: 'venmo' })).status).toBe(201);
    await firstTo(one.address); // the households' confirmations still go
    await new Promise((r) => setTimeout(r, GROUP_SECONDS * 1000 + 1_000)); // past the seconds an RSVP note waits
    expect(mailsTo(COUPLE)).toHaveLength(before);

    expect(await setNotify({ frequency: 'daily' })).toMatchObject({ frequency: 'daily', sendTo: COUPLE });
    const digest = await until('the digest', () => mailsTo(COUPLE).find((m) => m.subject?.startsWith('Today on your wedding website')));
    expect(digest.text).toContain(`Eva ${one.lastName}: attending`);
    expect(digest.text).toContain(`Fran ${one.lastName}: not attending`);
    expect(digest.text).toContain(`Gil ${two.lastName}: not attending`);
    expect(digest.text).toMatch(/- Gil: 1 × Vase\w*, \$10\.00 \(Venmo\)/);
    // The earlier tests' answers were today too, so they are in it as well.
    expect(digest.subject).toMatch(/^Today on your wedding website: \d+ RSVPs, \d+ gifts$/);
    const rows = (await admin.rest('GET', '/api/admin/messages')).body as Array<{ kind: string; partyId: number | null; partyName: string | null }>;
    expect(rows.filter((r) => r.kind === 'digest')).toEqual([expect.objectContaining({ partyId: null, partyName: null })]);
    await pastNextLook();
    expect(mailsTo(COUPLE).filter((m) => m.subject?.startsWith('Today'))).toHaveLength(1);

    // A restart on the same database: today's digest has run, so none is queued again.
    await server.kill('SIGTERM');
    const restarted = await startServerProcess('notify-restart', { ...env, DATABASE_URL: server.databaseUrl });
    others.push(restarted);
    baseUrl = restarted.baseUrl;
    admin = await adminClient({ baseUrl, admin: ADMIN });
    await pastNextLook();
    expect(mailsTo(COUPLE).filter((m) => m.subject?.startsWith('Today'))).toHaveLength(1);
    expect(await setNotify({ frequency: 'each' })).toMatchObject({ frequency: 'each' });
  }, 120_000);
});

describe('the automatic RSVP reminder', () => {
  it('is off by default, then goes once, only to households with a guest not answered, whatever the number of servers', async () => {
    expect((await admin.rest('GET', '/api/admin/rsvp-options')).body).toMatchObject({ reminderDaysBefore: null });
    const waiting = await household();
    const half = await household();
    await half.answer(true); // the second guest has not answered: still reminded
    const answered = await household(['Ivo']);
    await answered.answer(true);
    // A second server process on the same database (a PostgreSQL server only: the embedded one is one process's).
    if (server.databaseUrl) others.push(await startServerProcess('notify-second', { ...env, DATABASE_URL: server.databaseUrl }));
    await pastNextLook();
    expect(mailsTo(waiting.address).filter((m) => m.subject?.startsWith('A reminder'))).toHaveLength(0);

    // The deadline two days from now, the reminder three days before it: the moment has come.
    const deadline = addDays(todayIn('Europe/Madrid'), 2);
    const saved = await admin.rest('PUT', '/api/admin/rsvp-options', { deadline, reminderDaysBefore: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ deadline, reminderDaysBefore: 3, open: true });
    const reminder = await until('the reminder', () => mailsTo(waiting.address).find((m) => m.subject?.startsWith('A reminder')));
    expect(reminder.subject).toBe('A reminder: please RSVP for Alex & Jordan');
    await until('the reminder of the half-answered household', () => mailsTo(half.address).find((m) => m.subject?.startsWith('A reminder')));
    await pastNextLook();
    const reminders = (address: string) => mailsTo(address).filter((m) => m.subject?.startsWith('A reminder'));
    expect(reminders(waiting.address)).toHaveLength(1);
    expect(reminders(half.address)).toHaveLength(1);
    expect(reminders(answered.address)).toHaveLength(0);

    // Turned off and on again for the same deadline: that round has gone.
    expect((await admin.rest('PUT', '/api/admin/rsvp-options', { reminderDaysBefore: null })).body.reminderDaysBefore).toBeNull();
    expect((await admin.rest('PUT', '/api/admin/rsvp-options', { reminderDaysBefore: 5 })).body.reminderDaysBefore).toBe(5);
    await pastNextLook();
    expect(reminders(waiting.address)).toHaveLength(1);
  }, 120_000);
});
