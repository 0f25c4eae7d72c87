import { MAX_CELLS, SheetLimits, tooManyCells } from './sheet-limits.js';

// The start tags that place cells: rows, cells, and the shared strings cells point to.
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c|si)(?=[\s/>])([^>]*)>/g;
const ROW_NUMBER = /(?:^|\s)r\s*=\s*["'](\d+)["']/;
const CELL_REFERENCE = /(?:^|\s)r\s*=\s*["']([A-Za-z]*)(\d*)["']/;
// Row and cell tags are short; a longer unfinished tag is dropped rather than kept growing.
const MAX_TAG = 64 * 1024;

/** "A" is 0, "AX" is 49, "XFD" is 16383; anything longer is past every limit. */
function columnIndex(letters: string): number {
  let index = 0;
  for (const ch of letters.toUpperCase()) {
    index = index * 26 + ch.charCodeAt(0) - 64;
    if (index > 1e6) break;
  }
  return index - 1;
}

/** Parts are UTF-8 (read here byte by byte, as tags are ASCII) or, after their BOM, UTF-16. */
function decoderFor(first: Buffer): (chunk: Buffer) => string {
  const utf16 = first[0] === 0xff && first[1] === 0xfe ? 'utf-16le' : first[0] === 0xfe && first[1] === 0xff ? 'utf-16be' : undefined;
  if (!utf16) return (chunk) => chunk.toString('latin1');
  const decoder = new TextDecoder(utf16);
  return (chunk) => decoder.decode(chunk, { stream: true });
}

/**
 * Places the cells of one part of a workbook as it is unpacked, the way Excel places them (a
 * row or cell without its `r` follows the one before), and counts its shared strings. Every
 * part is scanned, as the worksheets are found only later; the limits hold for every sheet.
 */
export class WorkbookPartScan {
  private readonly limits = new SheetLimits();
  private carry = '';
  private row = 0;
  private column = -1;
  private strings = 0;
  private decode?: (chunk: Buffer) => string;
  private head: Buffer = Buffer.alloc(0);

  /** Reads the next unpacked bytes; throws at the first limit the part passes. */
  write(chunk: Buffer): void {
    if (!this.decode) {
      // The BOM's two bytes may come in two chunks.
      chunk = Buffer.concat([this.head, chunk]);
      if (chunk.length < 2) {
        this.head = chunk;
        return;
      }
      this.decode = decoderFor(chunk);
    }
    let text = this.carry + this.decode(chunk);
    this.carry = '';
    const open = text.lastIndexOf('<');
    if (open >= 0 && text.indexOf('>', open) < 0) {
      if (text.length - open <= MAX_TAG) this.carry = text.slice(open);
      text = text.slice(0, open);
    }
    for (const [, name, attributes] of text.matchAll(TAG)) this.tag(name, attributes);
  }

  private tag(name: string, attributes: string) {
    if (name === 'si') {
      if (++this.strings > MAX_CELLS) throw tooManyCells();
    } else if (name === 'row') {
      const r = ROW_NUMBER.exec(attributes);
      this.row = r ? Number(r[1]) : this.row + 1;
      this.column = -1;
    } else {
      const reference = CELL_REFERENCE.exec(attributes);
      this.column = reference?.[1] ? columnIndex(reference[1]) : this.column + 1;
      const row = Math.max(this.row, Number(reference?.[2] || 0));
      // <c r="B2" s="1"/> is formatting alone; a cell with content has a body.
      this.limits.cell(row, this.column, !attributes.trimEnd().endsWith('/'));
    }
  }
}
