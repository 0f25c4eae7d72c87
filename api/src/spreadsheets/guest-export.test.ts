import { parse } from 'csv-parse/sync';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../../../tests/support/client.js';
import { guardFormulaText, restoreFormulaText } from './formula-guard.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

/** A party of four: two coming with dietary needs, a child not coming, one who has not answered. */
async function answeredParty() {
  const zipCode = `0${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const party = await createParty(admin, { canRsvp: true, zipCode });
  const added = await admin.rest('POST', '/api/admin/party-guests', {
    guests: [
      { partyId: party.id, firstName: '=HYPERLINK("http://evil.example","Click")', lastName: party.lastName },
      { partyId: party.id, firstName: 'Sofía', lastName: party.lastName, isChild: true },
      { partyId: party.id, firstName: '@Pat', lastName: party.lastName },
      { partyId: party.id, firstName: 'Leo', lastName: party.lastName },
    ],
  });
  expect(added.status).toBe(201);
  const [evil, sofia, , leo] = added.body as Array<{ id: number }>;
  const guest = new Client();
  await guest.login(party.lastName, party.zipCode);
  const answered = await guest.rest('POST', '/api/guest-attendance', {
    attendanceData: [
      { guestId: evil.id, attending: true, dietaryRestrictions: '-no nuts, +gluten free' },
      { guestId: sofia.id, attending: false },
      // A cell of its own where a semicolon separates cells (Excel in Spain, LibreOffice).
      { guestId: leo.id, attending: true, dietaryRestrictions: 'Nuts;=2+3' },
    ],
  });
  expect(answered.status).toBe(200);
  return party;
}

// The spec's columns and the party's; each event and RSVP question on the shared server adds one after them.
const HEADER = ['PartyLastName', 'PartyZipCode', 'GuestGroup', 'FirstName', 'LastName', 'IsChild', 'RsvpStatus', 'MealPreference', 'DietaryRestrictions', 'IsPlusOne', 'PlusOnes', 'PartyEmail', 'PartyLanguage'];

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
    expect(rows[0].slice(0, HEADER.length)).toEqual(HEADER);
    expect(rows.filter((r) => r[0] === party.lastName).map((r) => r.slice(0, HEADER.length))).toEqual([
      [party.lastName, party.zipCode, 'default', `'=HYPERLINK("http://evil.example","Click")`, party.lastName, 'no', 'attending', '', "'-no nuts, +gluten free", 'no', '0', '', 'en'],
      [party.lastName, party.zipCode, 'default', 'Sofía', party.lastName, 'yes', 'not attending', '', '', 'no', '0', '', 'en'],
      [party.lastName, party.zipCode, 'default', "'@Pat", party.lastName, 'no', 'no rsvp', '', '', 'no', '0', '', 'en'],
      [party.lastName, party.zipCode, 'default', 'Leo', party.lastName, 'no', 'attending', '', "Nuts;'=2+3", 'no', '0', '', 'en'],
    ]);
    // Every cell is quoted.
    const lines = bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const sofiaLine = lines.find((line) => line.startsWith(`"${party.lastName}"`) && line.includes('Sofía'))!;
    expect(sofiaLine.split(',').slice(0, HEADER.length).join(',')).toBe(`"${party.lastName}","${party.zipCode}","default","Sofía","${party.lastName}","yes","not attending","","","no","0","","en"`);
    expect(sofiaLine.split(',').every((cell) => /^".*"$/.test(cell))).toBe(true);
    // Split at every semicolon or at every comma, quotes or not, no cell starts a formula.
    for (const delimiter of [';', ',']) {
      const cells = (parse(bytes.toString('utf8'), { bom: true, delimiter, relax_column_count: true, quote: false }) as string[][]).flat();
      expect(cells.filter((cell) => /^"*[=+\-@\t\r]/.test(cell)), delimiter).toEqual([]);
    }
  });

  it('GET /api/admin/export/guests.xlsx: the same rows, ZIP codes as text with their leading zero', async () => {
    const party = await answeredParty();
    const res = await admin.raw('GET', '/api/admin/export/guests.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true });
    expect(rows[0].slice(0, HEADER.length)).toEqual(HEADER);
    const ours = rows.filter((r) => r[0] === party.lastName);
    // Text cells, which no spreadsheet runs as formulas: they hold the text as it is, without
    // the CSV's apostrophe (Excel would show it).
    expect(ours.map((r) => [r[1], r[3], r[6], r[8]])).toEqual([
      [party.zipCode, '=HYPERLINK("http://evil.example","Click")', 'attending', '-no nuts, +gluten free'],
      [party.zipCode, 'Sofía', 'not attending', ''],
      [party.zipCode, '@Pat', 'no rsvp', ''],
      [party.zipCode, 'Leo', 'attending', 'Nuts;=2+3'],
    ]);
    expect(party.zipCode.startsWith('0')).toBe(true);
    const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!')).map(([, cell]) => cell as XLSX.CellObject);
    expect(cells.filter((cell) => cell.t !== 's')).toEqual([]);
    // No cell of the workbook is a formula.
    expect(cells.filter((cell) => 'f' in cell)).toEqual([]);
  });

  it('the GraphQL twin answers the file Base64-encoded; guests and the signed-out are refused', async () => {
    const res = await admin.gql('{ guestListExport(format: CSV) { filename contentType base64 } }');
    expect(res.errors).toBeUndefined();
    expect(Buffer.from(res.data.guestListExport.base64, 'base64').toString('utf8')).toContain(HEADER.map((h) => `"${h}"`).join(','));
    const party = await createParty(admin);
    const guest = new Client();
    expect((await guest.raw('GET', '/api/admin/export/guests.csv')).status).toBe(401);
    await guest.login(party.lastName, party.zipCode);
    expect((await guest.raw('GET', '/api/admin/export/guests.xlsx')).status).toBe(403);
  });
});

describe('formula guarding in CSV (OWASP CSV injection)', () => {
  it('puts an apostrophe before =, +, -, @, a tab or a carriage return where a cell may start, and leaves other text alone', () => {
    expect(['=1+1', '+34 600', '-2', '@SUM(A1)', '\tcmd', '\rcmd'].map(guardFormulaText)).toEqual(["'=1+1", "'+34 600", "'-2", "'@SUM(A1)", "'\tcmd", "'\rcmd"]);
    // After a separator a spreadsheet may split at (and the quotes our CSV doubles there).
    expect(['Nuts;=2+3', 'a,-1', 'a\n@b', 'a;"=b', 'x\t+y'].map(guardFormulaText)).toEqual(["Nuts;'=2+3", "a,'-1", "a\n'@b", `a;"'=b`, "x\t'+y"]);
    expect(['Ana', 'Gluten-free', ' =x', "Kids' menu", 'nuts, -dairy', "x;'y", ''].map(guardFormulaText)).toEqual(['Ana', 'Gluten-free', ' =x', "Kids' menu", 'nuts, -dairy', "x;'y", '']);
  });

  it('restoring gives back exactly the text guarded, apostrophes typed before a formula starter included', () => {
    const awkward = ["'=typed", "''=x", "a;'=b", "'", "=,=", 'O\'Brien, +1', ';;==', '"=x"', "a,\"\"'+b"];
    for (const text of awkward) expect(restoreFormulaText(guardFormulaText(text)), text).toBe(text);
    // Every short string over the characters that matter.
    const alphabet = ["'", '=', '-', ';', ',', '"', '\t', '\n', 'a', ' '];
    let checked = 0;
    const changed: string[] = [];
    const walk = (prefix: string) => {
      if (prefix.length === 5) return;
      for (const ch of alphabet) {
        const text = prefix + ch;
        if (restoreFormulaText(guardFormulaText(text)) !== text) changed.push(text);
        checked++;
        walk(text);
      }
    };
    walk('');
    expect(changed).toEqual([]);
    expect(checked).toBe(111_110);
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
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]).toEqual(['LastName', 'ZipCode', 'GuestGroup', 'IsAdmin', 'CanRsvp', 'CanViewFullLogistics', 'PlusOnes', 'Email', 'Language']);
    expect(sheet.B2).toMatchObject({ t: 's', v: '02139', z: '@' });
    // Rows to fill in are Text too.
    expect(sheet.B500?.z).toBe('@');
  });
});
