import { badInput } from '../graphql/errors.js';

/** Data rows an upload may hold (the header aside), as the README promises. */
export const MAX_ROWS = 10_000;
/** Columns with content: the templates and the export have at most nine. */
export const MAX_COLUMNS = 50;
/** How far down content may sit: blank rows between guests are not rows of the limit. */
export const MAX_SHEET_ROWS = 2 * MAX_ROWS;
/** Cells a file may store, filled or empty (10,000 rows of 50 columns). */
export const MAX_CELLS = MAX_ROWS * MAX_COLUMNS;

export const tooManyRows = () =>
  badInput('file', 'TOO_MANY_ROWS', `The file has more than ${MAX_ROWS} rows; split it into smaller files`, { max: MAX_ROWS });
const tooManyColumns = () =>
  badInput('file', 'TOO_MANY_COLUMNS', `The file has content beyond column ${MAX_COLUMNS}; a guest list needs only a few columns: delete the others`, { max: MAX_COLUMNS });
export const tooManyCells = () =>
  badInput('file', 'TOO_MANY_CELLS', `The file has more than ${MAX_CELLS} cells; a guest list needs far fewer`, { max: MAX_CELLS });

/**
 * Counts the cells of a sheet as a reader meets them, before any row is built: a file with
 * content far to the right or far down, or millions of cells, is refused at once (a sheet with
 * one cell in column XFD on each of 10,000 rows once took the server's whole memory).
 */
export class SheetLimits {
  private cells = 0;

  /** A cell the file stores, at its 1-based row and 0-based column; `filled` when it holds something. */
  cell(row: number, column: number, filled: boolean): void {
    if (++this.cells > MAX_CELLS) throw tooManyCells();
    if (!filled) return;
    if (column >= MAX_COLUMNS) throw tooManyColumns();
    if (row > MAX_SHEET_ROWS) throw tooManyRows();
  }
}
