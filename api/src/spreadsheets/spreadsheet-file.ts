import { parse as parseCsv } from 'csv-parse/sync';
import * as XLSX from '@e965/xlsx';
import yauzl from 'yauzl';
import { badInput } from '../graphql/errors.js';
import { checkCsvLimits } from './csv-limits.js';
import { restoreFormulaText } from './formula-guard.js';
import { MAX_ROWS, SheetLimits, tooManyRows } from './sheet-limits.js';
import { WorkbookPartScan } from './workbook-limits.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What an .xlsx may inflate to: a real 10,000-row guest list is a few MB unpacked. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
const MAX_ARCHIVE_ENTRIES = 500;

/** One cell as read: its text, and for Excel number or boolean cells the value itself. */
export interface Cell {
  text: string;
  value?: number | boolean;
}

export type Format = 'csv' | 'xlsx' | 'xls';

export interface SheetRows {
  format: Format;
  /** The first row (the headers), then every row after it; blank rows are left out but counted. */
  rows: Array<{ number: number; cells: Cell[] }>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const notSpreadsheet = () =>
  badInput('file', 'NOT_A_SPREADSHEET', 'The file is not a spreadsheet: upload a .csv, .xlsx or .xls file');

/** Recognised by content, never by the file's name. */
export function detectFormat(data: Buffer): Format {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (data.subarray(0, 8).equals(CFB_MAGIC)) return 'xls';
  // Text files have no NUL bytes; images, PDFs and other binaries do within their first bytes.
  if (data.subarray(0, 8192).includes(0)) throw notSpreadsheet();
  return 'csv';
}

/**
 * Opens the archive and inflates every entry, counting real bytes (entry headers can lie),
 * before any parser sees it: a zip bomb is refused after at most MAX_INFLATED_BYTES, and a
 * sheet past the row, column or cell limits as soon as its XML reaches them.
 */
async function checkArchive(data: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, z) => (err ? reject(notSpreadsheet()) : resolve(z))),
  );
  const names = new Set<string>();
  let inflated = 0;
  const tooBig = () => badInput('file', 'ARCHIVE_TOO_LARGE', 'The spreadsheet unpacks to more than 50 MB; it cannot be a guest list', { max: 50 });
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(notSpreadsheet()));
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        if (names.size > MAX_ARCHIVE_ENTRIES || inflated + entry.uncompressedSize > MAX_INFLATED_BYTES) return reject(tooBig());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(notSpreadsheet());
          const scan = new WorkbookPartScan();
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            try {
              if (inflated > MAX_INFLATED_BYTES) throw tooBig();
              scan.write(chunk);
            } catch (refusal) {
              stream.destroy();
              reject(refusal);
            }
          });
          stream.on('error', () => reject(notSpreadsheet()));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  // A zip that is not a workbook (a .docx, photos, anything else).
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notSpreadsheet();
}

/** UTF-8 as the web and Numbers write it; else Windows-1252, as Excel on Windows saves "CSV". */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function readCsv(data: Buffer): SheetRows['rows'] {
  const text = decodeText(data);
  // Semicolons are what Excel writes where the decimal mark is a comma (Spain, much of Europe).
  const delimiter = sniffDelimiter(data);
  checkCsvLimits(text, delimiter);
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      delimiter,
    }) as unknown as typeof parsed;
  } catch {
    throw notSpreadsheet();
  }
  // The apostrophes our own export put before formula starters come off again, so an export
  // uploaded as it is names the same guests.
  return parsed
    .map(({ record, info }) => ({ number: info.lines, cells: record.map((cell) => ({ text: restoreFormulaText(cell) })) }))
    .filter((row) => row.cells.some((c) => c.text.trim() !== ''));
}

function sniffDelimiter(data: Buffer): string {
  const firstLine = data.subarray(0, 4096).toString('latin1').split(/\r?\n/)[0] ?? '';
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') && count(';') >= count('\t') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

const blank = (cell: XLSX.CellObject | undefined) => !cell || String(cell.w ?? cell.v ?? '').trim() === '';

function readWorkbook(data: Buffer): SheetRows['rows'] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, { type: 'buffer', dense: true, cellFormula: false, cellHTML: false, sheets: 0 });
  } catch {
    throw notSpreadsheet();
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) throw notSpreadsheet();
  const rows: SheetRows['rows'] = [];
  const dense = (sheet['!data'] ?? []) as Array<Array<XLSX.CellObject | undefined> | undefined>;
  // The limits again, on what the parser read: an .xls is not scanned before, and only the
  // cells present are visited (a row's array is as long as its rightmost cell).
  const limits = new SheetLimits();
  dense.forEach((line, r) => {
    if (!line) return;
    let width = 0;
    for (const key of Object.keys(line)) {
      const c = Number(key);
      limits.cell(r + 1, c, !blank(line[c]));
      if (!blank(line[c])) width = c + 1;
    }
    if (!width) return;
    const cells: Cell[] = [];
    for (let c = 0; c < width; c++) {
      const cell = line[c];
      const text = cell ? String(cell.w ?? cell.v ?? '') : '';
      const value = cell && (cell.t === 'n' || cell.t === 'b') ? (cell.v as number | boolean) : undefined;
      cells.push(value === undefined ? { text } : { text, value });
    }
    rows.push({ number: r + 1, cells });
  });
  return rows;
}

/**
 * Reads the first sheet of a .csv, .xlsx or .xls file into rows of cells, refusing files that
 * are too big, too long, not spreadsheets, or archives that would unpack past a sane size.
 */
export async function readSpreadsheet(data: Buffer): Promise<SheetRows> {
  if (data.length === 0) throw badInput('file', 'FILE_EMPTY', 'The file is empty');
  if (data.length > MAX_FILE_BYTES) throw badInput('file', 'FILE_TOO_LARGE', 'The file is larger than 5 MB', { max: 5 });
  const format = detectFormat(data);
  if (format === 'xlsx') await checkArchive(data);
  const rows = format === 'csv' ? readCsv(data) : readWorkbook(data);
  if (rows.length > MAX_ROWS + 1) throw tooManyRows();
  return { format, rows };
}
