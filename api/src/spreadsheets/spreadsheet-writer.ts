import { stringify } from 'csv-stringify/sync';
import * as XLSX from '@e965/xlsx';
import type { SpreadsheetFormat } from './bulk-upload.types.js';
import { guardFormulaText } from './formula-guard.js';

export interface SheetFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A one-sheet file of text cells. A CSV quotes every cell and guards text a spreadsheet would
 * run as a formula (see formula-guard.ts); a workbook's cells are text cells, which no
 * spreadsheet runs, so they hold the text exactly. In a workbook, the `textColumns` (ZIP codes) are formatted as
 * Text for `blankRows` more rows too, so codes typed there keep their leading zeros.
 */
export function writeSheet(rows: string[][], format: SpreadsheetFormat, name: string, { textColumns = [] as number[], blankRows = 0 } = {}): SheetFile {
  if (format === 'csv') {
    // A BOM so Excel reads accents as UTF-8; CRLF as Excel writes.
    const text = stringify(
      rows.map((row) => row.map(guardFormulaText)),
      { record_delimiter: 'windows', quoted: true, quoted_empty: true },
    );
    return { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', data: Buffer.from(`\uFEFF${text}`, 'utf8') };
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (const c of textColumns) {
    for (let r = 1; r < rows.length + blankRows; r++) {
      const address = XLSX.utils.encode_cell({ r, c });
      sheet[address] = { ...(sheet[address] ?? { t: 's', v: '' }), z: '@' };
    }
  }
  if (blankRows) sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length + blankRows - 1, c: rows[0].length - 1 } });
  sheet['!cols'] = rows[0].map((header) => ({ wch: Math.max(12, header.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Guests');
  return { filename: `${name}.xlsx`, contentType: XLSX_TYPE, data: XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer };
}
