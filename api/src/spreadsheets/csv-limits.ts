import { MAX_ROWS, SheetLimits, tooManyRows } from './sheet-limits.js';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const isSpace = (ch: number) => ch === 0x20 || ch === 0x09 || ch === 0xa0 || ch === 0xfeff;

/**
 * Walks a CSV text once, as the parser will split it (quoted cells, doubled quotes, CRLF, LF
 * or CR line ends, empty lines skipped), and refuses it at the first limit it passes. The
 * parser takes seconds for millions of cells, so it only ever sees a file within the limits.
 */
export function checkCsvLimits(text: string, delimiter: string): void {
  const limits = new SheetLimits();
  const separator = delimiter.charCodeAt(0);
  let record = 0;
  let column = 0;
  let filledRecords = 0;
  let recordFilled = false;
  let lineStarted = false;
  let quoted = false;
  let cellStart = true;
  let filled = false;

  const endCell = () => {
    limits.cell(record + 1, column, filled);
    recordFilled ||= filled;
    column += 1;
    filled = false;
    cellStart = true;
  };
  const endRecord = () => {
    endCell();
    if (recordFilled && ++filledRecords > MAX_ROWS + 1) throw tooManyRows();
    record += 1;
    column = 0;
    recordFilled = false;
    lineStarted = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      if (ch !== QUOTE) filled ||= !isSpace(ch);
      else if (text.charCodeAt(i + 1) === QUOTE) {
        filled = true;
        i++;
      } else quoted = false;
    } else if (ch === CR || ch === LF) {
      if (lineStarted) endRecord();
    } else {
      lineStarted = true;
      if (ch === separator) endCell();
      else if (ch === QUOTE && cellStart) {
        quoted = true;
        cellStart = false;
      } else {
        cellStart = false;
        filled ||= !isSpace(ch);
      }
    }
  }
  if (lineStarted) endRecord();
}
