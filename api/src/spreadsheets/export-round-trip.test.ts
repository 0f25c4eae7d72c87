import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { uploadFile } from '../../../tests/support/spreadsheets.js';

// The whole guest list goes out and comes back: this file has a server of its own, so no
// other test adds or removes a guest between the export and its upload.
const ADMIN = { lastName: 'Roundtripadmin', zipCode: '90210-0019' };
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('round_trip', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'round-trip' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  await guestsWithAwkwardText();
}, 120_000);
afterAll(() => server?.stop());

/**
 * Names a spreadsheet would run as formulas (at the start and after a comma or semicolon),
 * a name the couple typed with an apostrophe before "=", accents, a ZIP code with a leading
 * zero, a child, a guest whose last name is not the party's, and answers with dietary needs.
 */
async function guestsWithAwkwardText() {
  const garcia = await createParty(admin, { lastName: 'García', zipCode: '02139', canRsvp: true });
  const smith = await createParty(admin, { lastName: '-Smith', zipCode: '10001', canRsvp: true });
  const added = await admin.rest('POST', '/api/admin/party-guests', {
    guests: [
      { partyId: garcia.id, firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'García' },
      { partyId: garcia.id, firstName: 'Sofía', lastName: 'García', isChild: true },
      { partyId: garcia.id, firstName: '@Pat', lastName: 'Smith-Jones' },
      { partyId: garcia.id, firstName: 'Ana;=2+3', lastName: 'García' },
      { partyId: smith.id, firstName: "'=quoted", lastName: '-Smith' },
      { partyId: smith.id, firstName: "O'Brien, +1", lastName: '-Smith' },
    ],
  });
  expect(added.status).toBe(201);
  const [evil, sofia] = added.body as Array<{ id: number }>;
  const guest = new Client(undefined, server.baseUrl);
  await guest.login(garcia.lastName, garcia.zipCode);
  const answered = await guest.rest('POST', '/api/guest-attendance', {
    attendanceData: [
      { guestId: evil.id, attending: true, dietaryRestrictions: 'Nuts;=2+3' },
      { guestId: sofia.id, attending: false },
    ],
  });
  expect(answered.status).toBe(200);
}

const guestList = async () => (await admin.rest('GET', '/api/admin/party-guests')).body;

describe.each(['csv', 'xlsx'])('the guest list exported as %s and uploaded again unchanged', (format) => {
  it('changes nothing and reports no errors, in the preview and the import', async () => {
    const before = await guestList();
    expect(before.length).toBeGreaterThanOrEqual(6);
    const exported = await admin.raw('GET', `/api/admin/export/guests.${format}`);
    expect(exported.status).toBe(200);
    const file = Buffer.from(await exported.arrayBuffer());

    const nothingToDo = { success: 0, updated: 0, unchanged: before.length, failed: 0, errors: [] };
    const preview = await uploadFile(admin, '/api/admin/bulk-party-guests?dryRun=true', file, `guests.${format}`);
    expect(preview).toEqual({ status: 200, body: { ...nothingToDo, dryRun: true } });
    const applied = await uploadFile(admin, '/api/admin/bulk-party-guests', file, `guests.${format}`);
    expect(applied).toEqual({ status: 200, body: { ...nothingToDo, dryRun: false } });
    expect(await guestList()).toEqual(before);
  });
});
