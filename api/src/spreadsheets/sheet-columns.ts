import { badInput } from '../graphql/errors.js';
import type { Cell, SheetRows } from './spreadsheet-file.js';

/** A data row by its column names as the template spells them. */
export interface SheetRow<C extends string> {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  number: number;
  cell(column: C): Cell | undefined;
}

const headerKey = (text: string) => text.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Finds the columns by their headers, case-insensitively and ignoring spaces, underscores and
 * dashes ("Last Name", "last_name" and "LASTNAME" are LastName); refuses a sheet that lacks a
 * required one, naming every missing column.
 */
export function sheetRows<C extends string>(sheet: SheetRows, required: readonly C[], optional: readonly C[]): Array<SheetRow<C>> {
  const [header, ...data] = sheet.rows;
  const positions = new Map<string, number>();
  header?.cells.forEach((cell, i) => {
    const key = headerKey(cell.text);
    if (key && !positions.has(key)) positions.set(key, i);
  });
  const missing = required.filter((c) => !positions.has(headerKey(c)));
  if (missing.length) {
    throw badInput('file', 'COLUMNS_MISSING', `The file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`, {
      columns: missing.join(', '),
    });
  }
  const index = new Map([...required, ...optional].map((c) => [c, positions.get(headerKey(c))]));
  return data.map((row) => ({
    number: row.number,
    cell: (column: C) => {
      const i = index.get(column);
      return i === undefined ? undefined : row.cells[i];
    },
  }));
}

export const text = (cell: Cell | undefined) => (cell?.text ?? '').trim();

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'sí', 'si', 's', 'verdadero', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'falso']);

/** true/false/yes/no/1/0 and the Spanish sí/no; a blank cell is undefined (left as it is). */
export function booleanCell(cell: Cell | undefined, column: string): boolean | undefined {
  if (typeof cell?.value === 'boolean') return cell.value;
  const word = text(cell).toLowerCase();
  if (word === '') return undefined;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw badInput(column, 'BOOLEAN_INVALID', `${column} must be yes or no (true/false, 1/0), not "${text(cell)}"`, {
    field: column,
    value: text(cell),
  });
}

/**
 * A ZIP code as text. Excel turns "02139" into the number 2139 unless the column is text, and
 * writes "2139" when such a sheet is saved as CSV: a whole number under 100000 from a number
 * cell, or three or four digits of text (too short to sign in with anyway), get their leading
 * zeros back.
 */
export function zipCell(cell: Cell | undefined): string {
  if (typeof cell?.value === 'number' && Number.isInteger(cell.value) && cell.value >= 0 && cell.value < 100_000) {
    return String(cell.value).padStart(5, '0');
  }
  const value = text(cell);
  return /^\d{3,4}$/.test(value) ? value.padStart(5, '0') : value;
}
