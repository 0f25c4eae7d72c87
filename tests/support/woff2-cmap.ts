import { brotliDecompressSync } from 'node:zlib';

/**
 * The characters a WOFF2 font file maps to glyphs, read from its `cmap` table (which WOFF2
 * stores untransformed inside one Brotli stream). Enough of the format to check which letters
 * a bundled font really has; no font library needed.
 */
export function woff2Characters(file: Buffer): Set<number> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  let pos = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[pos++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tables: Array<{ tag: string; length: number }> = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[pos++];
    const known = flags & 0x3f;
    const tag = known === 63 ? file.toString('latin1', pos, (pos += 4)) : (KNOWN_TAGS[known] ?? `#${known}`);
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; every other table only when version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(pos, pos + file.readUInt32BE(20)));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === 'cmap') return cmapCharacters(data.subarray(offset, offset + table.length));
    offset += table.length;
  }
  throw new Error('no cmap table');
}

const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB'];

function cmapCharacters(cmap: Buffer): Set<number> {
  const chars = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 3 && (encoding === 1 || encoding === 10)) && platform !== 0) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segs = sub.readUInt16BE(6) / 2;
      const ends = 14, starts = ends + segs * 2 + 2, deltas = starts + segs * 2, rangeOffsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const end = sub.readUInt16BE(ends + s * 2), start = sub.readUInt16BE(starts + s * 2);
        const delta = sub.readInt16BE(deltas + s * 2), rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset === 0 ? (c + delta) & 0xffff : sub.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
          if (glyph !== 0) chars.add(c);
        }
      }
    } else if (format === 12) {
      const groups = sub.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = sub.readUInt32BE(16 + g * 12), end = sub.readUInt32BE(20 + g * 12);
        for (let c = start; c <= end; c++) chars.add(c);
      }
    }
  }
  return chars;
}
