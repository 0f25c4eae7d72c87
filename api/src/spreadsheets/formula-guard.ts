/**
 * A spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return as a formula
 * (OWASP "CSV injection"). A CSV cell is not always split where we put its commas: Excel in
 * Spain and most of Europe, and LibreOffice when asked, split lines at semicolons, so
 * "Nuts;=2+3" starts a cell at "=2+3". Every place a cell may start (the start of the text, or
 * after a comma, semicolon, tab or line break, and any quotes after it) is guarded: a formula
 * starter there gets an apostrophe before it, which spreadsheets show as typed text.
 *
 * Apostrophes the text already has at such a place get one more, so `restoreFormulaText` gives
 * back exactly what was guarded: an export uploaded again reads as the names it was made from.
 */
const CELL_START = String.raw`(?<=^|[,;\t\r\n]"*)`;
const STARTER = String.raw`[=+\-@\t\r]`;
const GUARD_AT = new RegExp(`${CELL_START}(?='*${STARTER})`, 'g');
const GUARD = new RegExp(`${CELL_START}'(?='*${STARTER})`, 'g');

export function guardFormulaText(value: string): string {
  return value.replace(GUARD_AT, "'");
}

/** Undoes `guardFormulaText`: drops the one apostrophe it put before each formula starter. */
export function restoreFormulaText(value: string): string {
  return value.replace(GUARD, '');
}
