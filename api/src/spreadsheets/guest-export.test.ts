import { parse } from 'csv-parse/sync';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../../../tests/support/client.js';
import { neutralise } from './guest-export.service.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

/** A party of three: one coming with dietary needs, a child not coming, one who has not answered. */
async function answeredParty() {
  const zipCode = `0${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const party = await createParty(admin, { canRsvp: true, zipCode });
  const added = await admin.rest('POST', '/api/admin/party-guests', {
    guests: [
      { partyId: party.id, firstName: '=HYPERLINK("http://evil.example","Click")', lastName: party.lastName },
      { partyId: party.id, firstName: 'Sofía', lastName: party.lastName, isChild: true },
      { partyId: party.id, firstName: '@Pat', lastName: party.lastName },
    ],
  });
  expect(added.status).toBe(201);
  const [evil, sofia] = added.body as Array<{ id: number }>;
  const guest = new Client();
  await guest.login(party.lastName, party.zipCode);
  const answered = await guest.rest('POST', '/api/guest-attendance', {
    attendanceData: [
      { guestId: evil.id, attending: true, dietaryRestrictions: '-no nuts, +gluten free' },
      { guestId: sofia.id, attending: false },
    ],
  });
  expect(answered.status).toBe(200);
  return party;
}

const HEADER = ['PartyLastName', 'PartyZipCode', 'GuestGroup', 'FirstName', 'LastName', 'IsChild', 'RsvpStatus', 'MealPreference', 'DietaryRestrictions'];

describe('guest list export', () => {
  it('GET /api/admin/export/guests.csv: one row per guest with status and dietary needs; formulas neutralised', async () => {
    const party = await answeredParty();
    const res = await admin.raw('GET', '/api/admin/export/guests.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="guest-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(HEADER);
    expect(rows.filter((r) => r[0] === party.lastName)).toEqual([
      [party.lastName, party.zipCode, 'default', `'=HYPERLINK("http://evil.example","Click")`, party.lastName, 'no', 'attending', '', "'-no nuts, +gluten free"],
      [party.lastName, party.zipCode, 'default', 'Sofía', party.lastName, 'yes', 'not attending', '', ''],
      [party.lastName, party.zipCode, 'default', "'@Pat", party.lastName, 'no', 'no rsvp', '', ''],
    ]);
  });

  it('GET /api/admin/export/guests.xlsx: the same rows, ZIP codes as text with their leading zero', async () => {
    const party = await answeredParty();
    const res = await admin.raw('GET', '/api/admin/export/guests.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual(HEADER);
    const ours = rows.filter((r) => r[0] === party.lastName);
    expect(ours.map((r) => [r[1], r[3], r[6]])).toEqual([
      [party.zipCode, `'=HYPERLINK("http://evil.example","Click")`, 'attending'],
      [party.zipCode, 'Sofía', 'not attending'],
      [party.zipCode, "'@Pat", 'no rsvp'],
    ]);
    expect(party.zipCode.startsWith('0')).toBe(true);
    // No cell of the workbook is a formula.
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });

  it('the GraphQL twin answers the file Base64-encoded; guests and the signed-out are refused', async () => {
    const res = await admin.gql('{ guestListExport(format: CSV) { filename contentType base64 } }');
    expect(res.errors).toBeUndefined();
    expect(Buffer.from(res.data.guestListExport.base64, 'base64').toString('utf8')).toContain(HEADER.join(','));
    const party = await createParty(admin);
    const guest = new Client();
    expect((await guest.raw('GET', '/api/admin/export/guests.csv')).status).toBe(401);
    await guest.login(party.lastName, party.zipCode);
    expect((await guest.raw('GET', '/api/admin/export/guests.xlsx')).status).toBe(403);
  });
});

describe('formula neutralising (OWASP CSV injection)', () => {
  it('puts an apostrophe before text starting with =, +, -, @, a tab or a carriage return, and leaves other text alone', () => {
    expect(['=1+1', '+34 600', '-2', '@SUM(A1)', '\tcmd', '\rcmd'].map(neutralise)).toEqual(["'=1+1", "'+34 600", "'-2", "'@SUM(A1)", "'\tcmd", "'\rcmd"]);
    expect(['Ana', 'Gluten-free', ' =x', "Kids' menu", ''].map(neutralise)).toEqual(['Ana', 'Gluten-free', ' =x', "Kids' menu", '']);
  });
});

describe('upload templates', () => {
  it('the party-guest template (CSV) has two parties with adults and a child, and imports as it is', async () => {
    const res = await admin.raw('GET', '/api/admin/templates/party-guest-upload-template.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="party-guest-upload-template.csv"');
    const rows = parse(Buffer.from(await res.arrayBuffer()).toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName', 'IsChild']);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(2);
    expect(rows.slice(1).filter((r) => r[4] === 'yes').length).toBeGreaterThanOrEqual(1);
    expect(rows.slice(1).filter((r) => r[4] === 'no').length).toBeGreaterThanOrEqual(2);
  });

  it('the party template (workbook) formats the ZIP code column as Text, so a typed 02139 keeps its zero', async () => {
    const res = await admin.raw('GET', '/api/admin/templates/party-upload-template.xlsx');
    expect(res.status).toBe(200);
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]).toEqual(['LastName', 'ZipCode', 'GuestGroup', 'IsAdmin', 'CanRsvp', 'CanViewFullLogistics']);
    expect(sheet.B2).toMatchObject({ t: 's', v: '02139', z: '@' });
    // Rows to fill in are Text too.
    expect(sheet.B500?.z).toBe('@');
  });
});
