import { describe, expect, it } from 'vitest';
import { checkCsvLimits } from './csv-limits.js';
import { WorkbookPartScan } from './workbook-limits.js';

/** Feeds a part to a scan in chunks of `size` bytes, as unzipping does; the refusal's code, if any. */
function scan(xml: Buffer, size: number): string | undefined {
  const part = new WorkbookPartScan();
  try {
    for (let i = 0; i < xml.length; i += size) part.write(xml.subarray(i, i + size));
  } catch (err) {
    return (err as { extensions: { messageCode: string } }).extensions.messageCode;
  }
  return undefined;
}

const sheet = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`;

describe('the workbook scan places cells as Excel does', () => {
  it('reads references split across chunks, without their "r", with a namespace prefix, or in UTF-16', () => {
    const xfd = sheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="XFD2" t="s"><v>0</v></c></row>');
    const unnumbered = sheet(`<row>${'<c><v>1</v></c>'.repeat(51)}</row>`);
    const prefixed = sheet('<x:row r="2"><x:c r="AY2"><x:v>1</x:v></x:c></x:row>').replace(/<(\/?)(worksheet|sheetData)/g, '<$1x:$2');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xfd, 'utf16le')]);
    for (const size of [1, 3, 7, 64, 65_536]) {
      expect(scan(Buffer.from(xfd), size), `XFD in chunks of ${size}`).toBe('TOO_MANY_COLUMNS');
      expect(scan(Buffer.from(unnumbered), size), `51 cells without r, chunks of ${size}`).toBe('TOO_MANY_COLUMNS');
      expect(scan(Buffer.from(prefixed), size), `prefixed, chunks of ${size}`).toBe('TOO_MANY_COLUMNS');
      expect(scan(utf16, size), `UTF-16, chunks of ${size}`).toBe('TOO_MANY_COLUMNS');
    }
  });

  it('lets formatting alone sit anywhere, but not content; counts rows without "r" from the one before', () => {
    expect(scan(Buffer.from(sheet('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="3"/></row><row r="900000"><c r="A900000" s="1"/></row>')), 100)).toBeUndefined();
    expect(scan(Buffer.from(sheet('<row r="19999"><c r="A19999"><v>1</v></c></row><row><c><v>1</v></c></row>')), 100)).toBeUndefined();
    expect(scan(Buffer.from(sheet('<row r="20000"><c r="A20000"><v>1</v></c></row><row><c><v>1</v></c></row>')), 100)).toBe('TOO_MANY_ROWS');
  });

  it('counts shared strings, empty cells included in the cell limit', () => {
    expect(scan(Buffer.from(`<sst>${'<si><t>x</t></si>'.repeat(500_001)}</sst>`), 65_536)).toBe('TOO_MANY_CELLS');
    expect(scan(Buffer.from(`<sst>${'<si><t>x</t></si>'.repeat(1_000)}</sst>`), 65_536)).toBeUndefined();
  });
});

describe('the CSV scan splits as the parser will', () => {
  const code = (text: string, delimiter = ',') => {
    try {
      checkCsvLimits(text, delimiter);
    } catch (err) {
      return (err as { extensions: { messageCode: string } }).extensions.messageCode;
    }
    return undefined;
  };

  it('counts a comma inside quotes (doubled quotes too) as text, not as a new column', () => {
    const quoted = `LastName,ZipCode\r\n"${'a, ""b"", '.repeat(100)}",02139\r\n`;
    expect(code(quoted)).toBeUndefined();
    expect(code(`LastName${',x'.repeat(50)}\r\n`)).toBe('TOO_MANY_COLUMNS');
    expect(code(`LastName${';x'.repeat(50)}\r\n`, ';')).toBe('TOO_MANY_COLUMNS');
    // Empty cells far right (Excel writes them for a sheet's used range) are not content.
    expect(code(`LastName,ZipCode${','.repeat(100)}\r\nGarcia,02139${', '.repeat(100)}\r\n`)).toBeUndefined();
  });

  it('counts filled rows against the limit, and a quoted line break as part of its cell', () => {
    expect(code(`LastName\n${'a\n'.repeat(10_000)}`)).toBeUndefined();
    expect(code(`LastName\n${'a\n'.repeat(10_001)}`)).toBe('TOO_MANY_ROWS');
    expect(code(`LastName\n${'"a\nb"\n'.repeat(10_000)}\n\n\n`)).toBeUndefined();
    expect(code(`LastName\n${',\n'.repeat(30_000)}a\n`)).toBe('TOO_MANY_ROWS');
  });
});
