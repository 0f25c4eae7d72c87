import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';
import { csvFile, uploadFile, uploadFileGraphQL, wordFile, workbookFile, zipFile } from '../../../tests/support/spreadsheets.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

const PARTIES = '/api/admin/bulk-guests';
const GUESTS = '/api/admin/bulk-party-guests';

async function partiesNamed(...lastNames: string[]) {
  const all = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string; zipCode: string; guestGroup: string; canRsvp: boolean; isAdmin: boolean; id: number }>;
  return all.filter((p) => lastNames.includes(p.lastName));
}

async function guestsOf(partyId: number) {
  return (await admin.rest('GET', `/api/admin/party-guests/${partyId}`)).body as Array<{ firstName: string; lastName: string; isChild: boolean }>;
}

async function newGroup(name: string) {
  const res = await admin.rest('POST', '/api/admin/guest-groups', { name, allowedPages: ['home', 'rsvp'] });
  expect(res.status).toBe(201);
}

describe('bulk party upload (POST /api/admin/bulk-guests)', () => {
  it('reads a messy CSV: BOM, CRLF, blank lines, quoted commas, headers in any case, yes/no/sí booleans', async () => {
    const group = `Friends, college ${uniqueZip()}`;
    await newGroup(group);
    const [a, b, c, d] = [uniqueLastName('Ana'), uniqueLastName('Bo'), uniqueLastName('Cy'), uniqueLastName('Di')];
    const file = Buffer.concat([
      csvFile([[' lastname ', 'ZIPCODE', 'Guest Group', 'can_rsvp', 'IsAdmin']]),
      Buffer.from('\r\n\r\n'),
      csvFile([[a, '02139', group, 'sí', 'no'], [], [b, '10001', group.toUpperCase(), 'no', ''], [c, '94110', '', '', '0'], [d, '2139', '', '', '']], { bom: false }),
    ]);
    const res = await uploadFile(admin, PARTIES, file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 4, updated: 0, unchanged: 0, failed: 0, dryRun: false, errors: [] });
    const saved = await partiesNamed(a, b, c, d);
    expect(saved.map((p) => [p.lastName, p.zipCode, p.guestGroup, p.canRsvp, p.isAdmin]).sort()).toEqual(
      [
        [a, '02139', group, true, false],
        [b, '10001', group, false, false],
        // Blank cells take the "Add New Party" form's defaults.
        [c, '94110', 'default', true, false],
        // Excel saves the ZIP code 02139 as 2139 in a CSV.
        [d, '02139', 'default', true, false],
      ].sort(),
    );
  });

  it('updates, never duplicates: the same file again changes nothing; a changed cell updates that party', async () => {
    const name = uniqueLastName('Re');
    const zip = uniqueZip();
    const first = await uploadFile(admin, PARTIES, csvFile([['LastName', 'ZipCode', 'CanRsvp'], [name, zip, 'yes']]));
    expect(first.body).toMatchObject({ success: 1, updated: 0, unchanged: 0, failed: 0 });
    // Matched as sign-in matches: whatever the case of the last name.
    const again = await uploadFile(admin, PARTIES, csvFile([['LastName', 'ZipCode', 'CanRsvp'], [name.toUpperCase(), zip, 'yes']]));
    expect(again.body).toMatchObject({ success: 0, updated: 0, unchanged: 1, failed: 0 });
    const changed = await uploadFile(admin, PARTIES, csvFile([['LastName', 'ZipCode', 'CanRsvp'], [name, zip, 'no']]));
    expect(changed.body).toMatchObject({ success: 0, updated: 1, unchanged: 0, failed: 0 });
    const saved = await partiesNamed(name);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ lastName: name, zipCode: zip, canRsvp: false });
  });

  it('a dry run answers exactly what the import would do and writes nothing', async () => {
    const [a, b] = [uniqueLastName('Dry'), uniqueLastName('Dry')];
    const existing = await createParty(admin, { canRsvp: true });
    const file = csvFile([
      ['LastName', 'ZipCode', 'CanRsvp'],
      [a, uniqueZip(), 'yes'],
      [b, '12', 'yes'],
      [existing.lastName, existing.zipCode, 'no'],
    ]);
    const preview = await uploadFile(admin, `${PARTIES}?dryRun=true`, file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: 1, updated: 1, unchanged: 0, failed: 1, dryRun: true });
    expect(await partiesNamed(a, b, existing.lastName)).toEqual([expect.objectContaining({ lastName: existing.lastName, canRsvp: true })]);

    const applied = await uploadFile(admin, PARTIES, file);
    expect({ ...applied.body, dryRun: true }).toEqual(preview.body);
    expect((await partiesNamed(a, existing.lastName)).map((p) => [p.lastName, p.canRsvp]).sort()).toEqual(
      [
        [a, true],
        [existing.lastName, false],
      ].sort(),
    );
  });

  it('reports each bad row by its number and column, and still imports the good ones together', async () => {
    const [good, bad1, bad2, bad3] = [uniqueLastName('Ok'), uniqueLastName('Zip'), uniqueLastName('Grp'), uniqueLastName('Bool')];
    const res = await uploadFile(
      admin,
      PARTIES,
      csvFile([
        ['LastName', 'ZipCode', 'GuestGroup', 'CanRsvp'],
        [bad1, '12', '', ''],
        [good, uniqueZip(), '', ''],
        [bad2, uniqueZip(), 'no such group', ''],
        [bad3, uniqueZip(), '', 'maybe'],
        ['', uniqueZip(), '', ''],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, updated: 0, failed: 4 });
    expect(res.body.errors.map((e: Record<string, unknown>) => [e.row, e.field, e.messageCode])).toEqual([
      [2, 'ZipCode', 'ZIP_CODE_INVALID'],
      [4, 'GuestGroup', 'GUEST_GROUP_NOT_FOUND'],
      [5, 'CanRsvp', 'BOOLEAN_INVALID'],
      [6, 'LastName', 'LAST_NAME_REQUIRED'],
    ]);
    expect(res.body.errors[0]).toMatchObject({ guest: `Row 2: ${bad1} (12)`, label: `${bad1} (12)`, error: 'Valid ZIP code required' });
    expect(res.body.errors[2].error).toBe('CanRsvp must be yes or no (true/false, 1/0), not "maybe"');
    expect((await partiesNamed(good, bad1, bad2, bad3)).map((p) => p.lastName)).toEqual([good]);
  });

  it('will not let the couple remove their own admin access from a sheet', async () => {
    const me = inject('admin');
    const res = await uploadFile(admin, PARTIES, csvFile([['LastName', 'ZipCode', 'IsAdmin'], [me.lastName, me.zipCode, 'no']]));
    expect(res.body).toMatchObject({ success: 0, updated: 0, failed: 1, errors: [expect.objectContaining({ row: 2, field: 'IsAdmin', messageCode: 'CANNOT_REMOVE_OWN_ADMIN' })] });
    expect((await admin.rest('GET', '/api/user')).body.isAdmin).toBe(true);
  });

  it('reads .xlsx and .xls by content, whatever the name; an Excel number cell 2139 is the ZIP code 02139', async () => {
    const [x, y] = [uniqueLastName('Xlsx'), uniqueLastName('Xls')];
    const xlsx = workbookFile([
      ['LastName', 'ZipCode', 'CanRsvp'],
      [x, 2139, true],
    ]);
    const xls = workbookFile(
      [
        ['LastName', 'ZipCode', 'CanRsvp'],
        [y, '60614', false],
      ],
      'biff8',
    );
    expect((await uploadFile(admin, PARTIES, xlsx, 'list.csv')).body).toMatchObject({ success: 1, failed: 0 });
    expect((await uploadFile(admin, PARTIES, xls, 'list')).body).toMatchObject({ success: 1, failed: 0 });
    const saved = await partiesNamed(x, y);
    expect(saved.map((p) => [p.lastName, p.zipCode, p.canRsvp]).sort()).toEqual(
      [
        [x, '02139', true],
        [y, '60614', false],
      ].sort(),
    );
  });

  it('answers bad files with a clear 400 and writes nothing', async () => {
    const name = uniqueLastName('Never');
    const cases: Array<[string, Buffer | null, string, string]> = [
      ['no file', null, 'FILE_REQUIRED', 'Please select a file to upload'],
      ['a PNG named .csv', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]), 'NOT_A_SPREADSHEET', 'The file is not a spreadsheet: upload a .csv, .xlsx or .xls file'],
      ['a zip that is no workbook', zipFile([{ name: 'photo.txt', data: Buffer.from('hello') }]), 'NOT_A_SPREADSHEET', 'The file is not a spreadsheet: upload a .csv, .xlsx or .xls file'],
      ['a Word document (an .xls-like container with no workbook)', wordFile(), 'NOT_A_SPREADSHEET', 'The file is not a spreadsheet: upload a .csv, .xlsx or .xls file'],
      ['a missing column', csvFile([['LastName', 'Zip'], [name, '02139']]), 'COLUMNS_MISSING', 'The file is missing the column ZipCode'],
      ['10,001 rows', csvFile([['LastName', 'ZipCode'], ...Array.from({ length: 10_001 }, (_, i) => [`${name}${i}`, String(10000 + i)])]), 'TOO_MANY_ROWS', 'The file has more than 10000 rows; split it into smaller files'],
      ['more than 5 MB', csvFile([['LastName', 'ZipCode'], [name, '02139'], [`x${'y'.repeat(5.5 * 1024 * 1024)}`, '02139']]), 'FILE_TOO_LARGE', 'The file is larger than 5 MB'],
      [
        'an .xlsx that inflates to 200 MB',
        zipFile([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(200 * 1024 * 1024, 0x20) },
        ]),
        'ARCHIVE_TOO_LARGE',
        'The spreadsheet unpacks to more than 50 MB; it cannot be a guest list',
      ],
    ];
    for (const [what, file, messageCode, message] of cases) {
      const res = await uploadFile(admin, PARTIES, file);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toMatchObject({ messageCode, message, field: 'file' });
    }
    const json = await admin.rest('POST', PARTIES, {});
    expect(json.body).toMatchObject({ messageCode: 'FILE_REQUIRED' });
    expect(await partiesNamed(name, `${name}0`)).toEqual([]);
  });

  it('refuses a zip bomb whose headers claim a small sheet, without unpacking it all', async () => {
    const bomb = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(200 * 1024 * 1024, 0x20), claimedSize: 1024 },
    ]);
    const started = Date.now();
    const res = await uploadFile(admin, `${PARTIES}?dryRun=true`, bomb, 'guests.xlsx');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'file' });
    // The entry outgrows its header at the first chunk: a corrupt archive, refused as such.
    expect(res.body).toMatchObject({ messageCode: 'NOT_A_SPREADSHEET' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is for admins only, whatever the transport', async () => {
    const guest = await createParty(admin);
    const client = new Client();
    expect((await uploadFile(client, PARTIES, csvFile([['LastName', 'ZipCode']]))).status).toBe(401);
    await client.login(guest.lastName, guest.zipCode);
    expect((await uploadFile(client, PARTIES, csvFile([['LastName', 'ZipCode']]))).status).toBe(403);
    expect((await uploadFile(client, GUESTS, csvFile([['LastName', 'ZipCode']]))).status).toBe(403);
  });
});

describe('bulk party-guest upload (POST /api/admin/bulk-party-guests)', () => {
  it('adds adults and a child to two parties, matched as sign-in matches; the same file again changes nothing', async () => {
    const garcia = await createParty(admin);
    const smith = await createParty(admin);
    const rows = [
      ['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName', 'IsChild'],
      [garcia.lastName.toLowerCase(), garcia.zipCode, 'Maria', garcia.lastName, 'no'],
      [garcia.lastName, garcia.zipCode, 'Luis', '', ''],
      [garcia.lastName, garcia.zipCode, 'Sofia', garcia.lastName, 'yes'],
      [smith.lastName, smith.zipCode, 'John', 'Smith-Jones', 'false'],
      ['Nobody', '99999', 'Ghost', 'Nobody', ''],
    ];
    const res = await uploadFile(admin, GUESTS, csvFile(rows));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 4, updated: 0, unchanged: 0, failed: 1 });
    expect(res.body.errors).toEqual([
      expect.objectContaining({ row: 6, field: 'PartyLastName', messageCode: 'PARTY_NOT_IN_LIST', error: 'No party "Nobody" with ZIP code 99999: add the party first' }),
    ]);
    expect((await guestsOf(garcia.id)).map((g) => [g.firstName, g.lastName, g.isChild])).toEqual([
      ['Maria', garcia.lastName, false],
      // A blank last name is the party's.
      ['Luis', garcia.lastName, false],
      ['Sofia', garcia.lastName, true],
    ]);
    expect((await guestsOf(smith.id)).map((g) => [g.firstName, g.lastName, g.isChild])).toEqual([['John', 'Smith-Jones', false]]);

    const again = await uploadFile(admin, GUESTS, csvFile(rows));
    expect(again.body).toMatchObject({ success: 0, updated: 0, unchanged: 4, failed: 1 });
    const grownUp = await uploadFile(admin, GUESTS, workbookFile([rows[0], [garcia.lastName, garcia.zipCode, 'SOFIA', garcia.lastName, false]]));
    expect(grownUp.body).toMatchObject({ success: 0, updated: 1, unchanged: 0, failed: 0 });
    expect((await guestsOf(garcia.id)).map((g) => g.isChild)).toEqual([false, false, false]);
  });

  it('names every missing column', async () => {
    const res = await uploadFile(admin, GUESTS, csvFile([['PartyLastName', 'First Name'], ['Garcia', 'Ana']]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      messageCode: 'COLUMNS_MISSING',
      message: 'The file is missing the columns PartyZipCode, LastName',
      params: { columns: 'PartyZipCode, LastName' },
    });
  });
});

describe('the GraphQL twins take the Upload scalar', () => {
  it('bulkUploadParties previews with dryRun and imports without it', async () => {
    const name = uniqueLastName('Gql');
    const file = workbookFile([
      ['LastName', 'ZipCode'],
      [name, '30301'],
    ]);
    const preview = await uploadFileGraphQL(admin, 'bulkUploadParties', file, true);
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.bulkUploadParties).toMatchObject({ success: 1, dryRun: true });
    expect(await partiesNamed(name)).toEqual([]);
    const applied = await uploadFileGraphQL(admin, 'bulkUploadParties', file);
    expect(applied.data?.bulkUploadParties).toMatchObject({ success: 1, dryRun: false, failed: 0 });
    expect(await partiesNamed(name)).toHaveLength(1);
  });

  it('refuses a multipart request without the preflight header (a plain form from another site), writing nothing', async () => {
    const name = uniqueLastName('Csrf');
    const form = new FormData();
    const query = 'mutation ($file: Upload) { bulkUploadParties(file: $file) { success } }';
    form.set('operations', JSON.stringify({ query, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([new Uint8Array(csvFile([['LastName', 'ZipCode'], [name, '30301']]))]), 'guests.csv');
    const res = await admin.raw('POST', '/graphql', { body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/apollo-require-preflight/);
    expect(await partiesNamed(name)).toEqual([]);
  });

  it('bulkUploadPartyGuests refuses a non-spreadsheet with the same error as REST', async () => {
    const res = await uploadFileGraphQL(admin, 'bulkUploadPartyGuests', Buffer.from('GIF89a\0\0\0\0'));
    expect(res.errors?.[0]).toMatchObject({ message: 'The file is not a spreadsheet: upload a .csv, .xlsx or .xls file', extensions: { messageCode: 'NOT_A_SPREADSHEET', field: 'file' } });
  });
});
