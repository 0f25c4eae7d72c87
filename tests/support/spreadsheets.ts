import { deflateRawSync, crc32 } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import type { Client } from './client.js';

type Value = string | number | boolean | null;

/** A CSV file as Excel and Google Sheets write them: a BOM, CRLF line ends, quotes where needed. */
export function csvFile(rows: Value[][], { bom = true, newline = '\r\n' } = {}): Buffer {
  const quote = (v: Value) => {
    const s = v == null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return Buffer.from(`${bom ? '\uFEFF' : ''}${rows.map((r) => r.map(quote).join(',')).join(newline)}${newline}`, 'utf8');
}

/** An Excel workbook made here, .xlsx or the old binary .xls: numbers stay number cells. */
export function workbookFile(rows: Value[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Guests');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const OOXML = 'http://schemas.openxmlformats.org';
const REL = `${OOXML}/officeDocument/2006/relationships`;
const xmlPart = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An .xlsx written by hand around the XML of its sheet's rows (see `xmlRow`): no dimension
 * tag, text as inline strings. For sheets no spreadsheet program writes, as an attacker would.
 */
export function sheetXmlFile(rowsXml: string): Buffer {
  return zipFile([
    {
      name: '[Content_Types].xml',
      data: xmlPart(
        `<Types xmlns="${OOXML}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
          `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    { name: '_rels/.rels', data: xmlPart(`<Relationships xmlns="${OOXML}/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`) },
    { name: 'xl/workbook.xml', data: xmlPart(`<workbook xmlns="${OOXML}/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    { name: 'xl/_rels/workbook.xml.rels', data: xmlPart(`<Relationships xmlns="${OOXML}/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`) },
    { name: 'xl/worksheets/sheet1.xml', data: xmlPart(`<worksheet xmlns="${OOXML}/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`) },
  ]);
}

/** One row of a `sheetXmlFile`: text cells by column letter, e.g. xmlRow(2, { A: 'Garcia', XFD: 'x' }). */
export function xmlRow(row: number, cells: Record<string, string>): string {
  const xml = Object.entries(cells).map(([column, text]) => `<c r="${column}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`);
  return `<row r="${row}">${xml.join('')}</row>`;
}

/** An OLE compound file (the container of .xls) holding no workbook, as a Word .doc does. */
export function wordFile(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, '/WordDocument', Buffer.from('Dear guests, this is a letter, not a sheet.'));
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/**
 * A zip of the given entries (deflated), written by hand so a test can make an archive bomb;
 * `claimedSize` makes an entry's headers lie about its unpacked size.
 */
export function zipFile(entries: Array<{ name: string; data: Buffer; claimedSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, claimedSize = data.length } of entries) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(claimedSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(claimedSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** POSTs a file as multipart/form-data with the field "file", as the admin panels do. */
export async function uploadFile(client: Client, path: string, file: Buffer | null, filename = 'guests.csv') {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file)]), filename);
  else form.set('note', 'no file');
  // Building a test file can hold this process for seconds; let it see first any kept-alive
  // connection the server closed meanwhile, rather than send on it (EPIPE).
  await new Promise((resolve) => setImmediate(resolve));
  const res = await client.raw('POST', path, { body: form });
  return { status: res.status, body: await res.json() };
}

/** The same upload through /graphql as a GraphQL multipart request. */
export async function uploadFileGraphQL(client: Client, mutation: string, file: Buffer, dryRun = false) {
  const form = new FormData();
  const query = `mutation ($file: Upload, $dryRun: Boolean!) { ${mutation}(file: $file, dryRun: $dryRun) { success updated unchanged failed dryRun errors { row guest label error messageCode field } } }`;
  form.set('operations', JSON.stringify({ query, variables: { file: null, dryRun } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(file)]), 'guests.xlsx');
  const res = await client.raw('POST', '/graphql', { body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}
