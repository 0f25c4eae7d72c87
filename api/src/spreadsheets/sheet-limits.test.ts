import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, uniqueLastName } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { csvFile, sheetXmlFile, uploadFile, workbookFile, xmlRow } from '../../../tests/support/spreadsheets.js';

// Files made to exhaust the server: this file has a server of its own, so a failure here takes
// down no other test's server. Its heap is capped well below what such files once took (1.8 GB
// for 2,000 rows with a cell in column XFD), so a file that still makes the server build its
// rows ends it, and the request after it fails.
const ADMIN = { lastName: 'Limitsadmin', zipCode: '90210-0020' };
const HEAP_MB = 256;
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('sheet_limits', {
    ADMIN_LAST_NAME: ADMIN.lastName,
    ADMIN_ZIP: ADMIN.zipCode,
    TRUST_PROXY: '1',
    SESSION_SECRET: 'sheet-limits',
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
  });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

const PARTIES = '/api/admin/bulk-guests';
const GUESTS = '/api/admin/bulk-party-guests';

/** The server still answers, and a small upload after the refused one works. */
async function stillServing() {
  const name = uniqueLastName('After');
  const res = await uploadFile(admin, `${PARTIES}?dryRun=true`, csvFile([['LastName', 'ZipCode'], [name, '02139']]));
  expect(res).toMatchObject({ status: 200, body: { success: 1, failed: 0, dryRun: true } });
}

describe('an upload past the limits is refused before its rows are built, and the server keeps serving', () => {
  it('a 10,000-row sheet with one cell in column XFD on each row (the dashboard previews it as soon as it is picked)', async () => {
    const rows = [xmlRow(1, { A: 'PartyLastName', B: 'PartyZipCode', C: 'FirstName', D: 'LastName' })];
    for (let r = 2; r <= 10_000; r++) rows.push(xmlRow(r, { XFD: 'x' }));
    const file = sheetXmlFile(rows.join(''));
    expect(file.length).toBeLessThan(200 * 1024);
    const res = await uploadFile(admin, `${GUESTS}?dryRun=true`, file, 'guests.xlsx');
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({
        field: 'file',
        messageCode: 'TOO_MANY_COLUMNS',
        message: 'The file has content beyond column 50; a guest list needs only a few columns: delete the others',
        params: { max: 50 },
      }),
    });
    await stillServing();
  });

  it('content in column 51 of a CSV or an .xls; columns 51 and on left empty are fine', async () => {
    const header = ['LastName', 'ZipCode', ...Array.from({ length: 48 }, (_, i) => `Note${i}`)];
    const wide = [...header, 'Extra'];
    const csv = csvFile([wide, [uniqueLastName('Wide'), '02139', ...header.slice(2).map(() => ''), 'x']]);
    const xls = workbookFile([wide, [uniqueLastName('Wide'), '02139', ...header.slice(2).map(() => ''), 'x']], 'biff8');
    for (const file of [csv, xls]) {
      const res = await uploadFile(admin, `${PARTIES}?dryRun=true`, file);
      expect(res).toMatchObject({ status: 400, body: { field: 'file', messageCode: 'TOO_MANY_COLUMNS', params: { max: 50 } } });
    }
    const emptyBeyond = csvFile([[...header, '', ''], [uniqueLastName('Wide'), '02139', ...header.slice(2).map(() => ''), '', '']]);
    expect(await uploadFile(admin, `${PARTIES}?dryRun=true`, emptyBeyond)).toMatchObject({ status: 200, body: { success: 1, failed: 0 } });
  });

  it('a sheet without a dimension tag whose last row is row 30,000 (rows past 20,000 were dropped unseen)', async () => {
    const name = uniqueLastName('Far');
    const rows = [xmlRow(1, { A: 'LastName', B: 'ZipCode' }), ...[2, 3, 4, 30_000].map((r) => xmlRow(r, { A: `${name}${r}`, B: '02139' }))];
    const res = await uploadFile(admin, PARTIES, sheetXmlFile(rows.join('')), 'parties.xlsx');
    expect(res).toMatchObject({
      status: 400,
      body: { field: 'file', messageCode: 'TOO_MANY_ROWS', message: 'The file has more than 10000 rows; split it into smaller files' },
    });
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string }>;
    expect(parties.filter((p) => p.lastName.startsWith(name))).toEqual([]);
  });

  it('millions of cells: a 5 MB CSV line of commas, a workbook of 600,000 formatted empty cells', async () => {
    const commas = Buffer.from(`LastName,ZipCode${','.repeat(5_000_000)}\r\n`);
    // Cells and rows without their "r" follow the one before.
    const formatted = xmlRow(1, { A: 'LastName', B: 'ZipCode' }) + `<row>${'<c s="1"/>'.repeat(40)}</row>`.repeat(15_000);
    for (const [file, name] of [
      [commas, 'parties.csv'],
      [sheetXmlFile(formatted), 'parties.xlsx'],
    ] as const) {
      const res = await uploadFile(admin, `${PARTIES}?dryRun=true`, file, name);
      expect(res, name).toMatchObject({
        status: 400,
        body: { field: 'file', messageCode: 'TOO_MANY_CELLS', message: 'The file has more than 500000 cells; a guest list needs far fewer', params: { max: 500000 } },
      });
    }
    await stillServing();
  });

  it('a full guest list at the row limit still reads, within the same memory', async () => {
    const run = uniqueLastName('Full');
    const rows = [xmlRow(1, { A: 'LastName', B: 'ZipCode', C: 'GuestGroup', D: 'IsAdmin', E: 'CanRsvp' })];
    for (let r = 2; r <= 10_001; r++) rows.push(xmlRow(r, { A: `${run}x${r}`, B: String(r).padStart(5, '0'), C: 'default', D: 'no', E: 'yes' }));
    const res = await uploadFile(admin, `${PARTIES}?dryRun=true`, sheetXmlFile(rows.join('')), 'parties.xlsx');
    expect(res).toMatchObject({ status: 200, body: { success: 10_000, failed: 0, dryRun: true } });
  }, 60_000);
});
