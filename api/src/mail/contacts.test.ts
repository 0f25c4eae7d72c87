import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';
import { csvFile, uploadFile } from '../../../tests/support/spreadsheets.js';

// Issue 22 §1 on the shared test server, which has no SMTP_URL: contacts, and messages kept as not sent.
let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

describe("a party's e-mail and language", () => {
  it('are optional on create, checked, stored trimmed with the domain lowercased, and changed by PATCH', async () => {
    const lastName = uniqueLastName('Contact');
    const res = await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: uniqueZip(), email: '  Ana.Perez@Example.COM ', language: 'es' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'Ana.Perez@example.com', language: 'es', unsubscribed: false });
    const plain = await createParty(admin);
    expect(plain.party).toMatchObject({ email: null, language: 'en' });

    for (const email of ['not-an-address', 'a@b', 'two@example.com three@example.com', 'a@example.com\r\nBcc: x@example.com', `${'x'.repeat(250)}@example.com`]) {
      const bad = await admin.rest('PATCH', `/api/admin/parties/${res.body.id}`, { email });
      expect(bad.status, email).toBe(400);
      expect(bad.body.field).toBe('email');
    }
    expect((await admin.rest('PATCH', `/api/admin/parties/${res.body.id}`, { language: 'fr' })).body).toMatchObject({ field: 'language', messageCode: 'LANGUAGE_INVALID' });
    const changed = await admin.rest('PATCH', `/api/admin/parties/${res.body.id}`, { language: 'EN', email: 'new@example.org' });
    expect(changed.body).toMatchObject({ email: 'new@example.org', language: 'en', lastName });
    // An empty text removes the address; leaving the field out keeps it.
    expect((await admin.rest('PATCH', `/api/admin/parties/${res.body.id}`, { canRsvp: false })).body.email).toBe('new@example.org');
    expect((await admin.rest('PATCH', `/api/admin/parties/${res.body.id}`, { email: '' })).body.email).toBeNull();
  });

  it('come from the party upload (optional Email and Language columns) and go out in the export', async () => {
    const [a, b] = [uniqueLastName('Sheet'), uniqueLastName('Sheet')];
    const file = csvFile([
      ['LastName', 'ZipCode', 'Email', 'Language'],
      [a, '11111', 'A@Example.com', 'es'],
      [b, '22222', '', ''],
    ]);
    const res = await uploadFile(admin, '/api/admin/bulk-guests', file);
    expect(res.status).toBe(200);
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string; email: string | null; language: string; id: number }>;
    expect(parties.find((p) => p.lastName === a)).toMatchObject({ email: 'A@example.com', language: 'es' });
    expect(parties.find((p) => p.lastName === b)).toMatchObject({ email: null, language: 'en' });
    // A bad address refuses its row, naming the column.
    const bad = await uploadFile(admin, '/api/admin/bulk-guests', csvFile([['LastName', 'ZipCode', 'Email'], [uniqueLastName('Sheet'), '33333', 'nope']]));
    expect(JSON.stringify(bad.body)).toContain('Email');

    const id = parties.find((p) => p.lastName === a)!.id;
    expect((await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: id, firstName: 'Eva', lastName: a }] })).status).toBe(201);
    const csv = await admin.raw('GET', '/api/admin/export/guests.csv');
    const lines = (await csv.text()).split(/\r?\n/);
    expect(lines[0]).toContain('"PartyEmail","PartyLanguage"');
    expect(lines.find((l) => l.includes(a))).toContain('"A@example.com","es"');
  });
});

describe('messages without a mail server', () => {
  it('are kept with the status "not sent" and the reason, and the dashboard can tell', async () => {
    const p = await createParty(admin);
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { email: 'kept@example.com' })).status).toBe(200);
    const server = await admin.rest('GET', '/api/admin/mail-server');
    expect(server.body).toMatchObject({ configured: false });
    const res = await admin.rest('POST', '/api/admin/messages', { kind: 'invitation', partyIds: [p.id] });
    expect(res.body).toEqual({ queued: 1, withoutEmail: 0, unsubscribed: 0, answered: 0, mailServerConfigured: false });
    const end = Date.now() + 10_000;
    let row: { status: string; error: string; kind: string; toAddress: string } | undefined;
    while (Date.now() < end) {
      row = ((await admin.rest('GET', '/api/admin/messages')).body as Array<typeof row & { partyId: number }>).find((r) => r!.partyId === p.id);
      if (row?.status === 'not sent') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(row).toMatchObject({ kind: 'invitation', status: 'not sent', error: 'no mail server configured', toAddress: 'kept@example.com' });
  });

  it('counts parties left out: without an e-mail', async () => {
    const p = await createParty(admin);
    const res = await admin.rest('POST', '/api/admin/messages', { kind: 'update', partyIds: [p.id], subject: 'Hello', body: 'Hi' });
    expect(res.body).toMatchObject({ queued: 0, withoutEmail: 1 });
    expect((await admin.rest('POST', '/api/admin/messages', { kind: 'update', groups: ['no-such-group'], subject: 'a', body: 'b' })).status).toBe(400);
  });
});

describe('the RSVP page', () => {
  it('lets a party add or correct its own e-mail, checked', async () => {
    const group = uniqueLastName('rsvpgroup').toLowerCase();
    expect((await admin.rest('POST', '/api/admin/guest-groups', { name: group, allowedPages: ['home', 'rsvp'] })).status).toBe(201);
    const p = await createParty(admin, { guestGroup: group });
    const guest = new Client();
    expect((await guest.login(p.lastName, p.zipCode)).status).toBe(200);
    expect((await guest.rest('GET', '/api/party-contact')).body).toEqual({ email: null, language: 'en' });
    expect((await guest.rest('PUT', '/api/party-contact', { email: 'Me@Example.com' })).body).toEqual({ email: 'Me@example.com', language: 'en' });
    expect((await guest.rest('PUT', '/api/party-contact', { email: 'nope' })).body).toMatchObject({ field: 'email', messageCode: 'EMAIL_INVALID' });
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; email: string }>;
    expect(parties.find((x) => x.id === p.id)?.email).toBe('Me@example.com');
    // A party whose group has no RSVP page cannot use it.
    const homeOnly = uniqueLastName('homegroup').toLowerCase();
    expect((await admin.rest('POST', '/api/admin/guest-groups', { name: homeOnly, allowedPages: ['home'] })).status).toBe(201);
    const other = await createParty(admin, { guestGroup: homeOnly });
    const outsider = new Client();
    await outsider.login(other.lastName, other.zipCode);
    expect((await outsider.rest('PUT', '/api/party-contact', { email: 'x@example.com' })).status).toBe(403);
  });
});
