import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDist } from '../../scripts/bundle-size.js';
import { woff2Characters } from '../support/woff2-cmap.js';

// Over the production build in web/dist (`npm test` rebuilds it first when it is stale): the
// @font-face rules of the guest's stylesheet, and the character maps of the files they name.

interface Face {
  family: string;
  weight: string;
  /** Code-point ranges the rule is used for; a rule without unicode-range covers everything. */
  ranges: Array<[number, number]> | null;
  woff2: Buffer;
}

const LATIN_1 = range(0xc0, 0xff);
const LATIN_EXT_A = range(0x100, 0x17f);
// Lato as published (version 1) draws only these of Latin Extended-A; the others fall back to
// the next font of the body stack, letter by letter.
const LATO_EXT_A = [0x104, 0x105, 0x106, 0x107, 0x118, 0x119, 0x141, 0x142, 0x143, 0x144, 0x15a, 0x15b, 0x160, 0x161, 0x178, 0x179, 0x17a, 0x17b, 0x17c, 0x17d, 0x17e];
// "ŉ" (deprecated by Unicode) and the long "ſ" are not in Great Vibes.
const ARCHAIC = [0x149, 0x17f];
const FAMILIES: Record<string, { weights: string[]; extA: number[] }> = {
  'Great Vibes': { weights: ['400'], extA: LATIN_EXT_A.filter((c) => !ARCHAIC.includes(c)) },
  'Cormorant Garamond': { weights: ['400', '600'], extA: LATIN_EXT_A },
  Lato: { weights: ['400', '700'], extA: LATO_EXT_A },
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** "U+100-2BA", "U+??" (minified U+0000-00FF), "U+2122". */
function parseRanges(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    if (b) return [parseInt(a, 16), parseInt(b, 16)];
    return [parseInt(a.replace(/\?/g, '0'), 16), parseInt(a.replace(/\?/g, 'F'), 16)];
  });
}

function readFaces(): Face[] {
  const html = readFileSync(join(defaultDist, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  expect(sheets.length, 'index.html links the stylesheet').toBeGreaterThan(0);
  const faces: Face[] = [];
  for (const sheet of sheets) {
    const css = readFileSync(join(defaultDist, sheet), 'utf8');
    for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const prop = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1].trim();
      const src = /url\(([^)]+)\)\s*format\(["']woff2["']\)/.exec(body)?.[1].replace(/^["']|["']$/g, '');
      const family = prop('font-family')!.replace(/^["']|["']$/g, '');
      if (!src) throw new Error(`${family}: a rule without a WOFF2 file`);
      let woff2: Buffer;
      if (src.startsWith('data:')) woff2 = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
      else {
        const file = join(defaultDist, src.replace(/^\//, ''));
        expect(existsSync(file), `${src} is in web/dist`).toBe(true);
        woff2 = readFileSync(file);
      }
      const unicodeRange = prop('unicode-range');
      faces.push({ family, weight: prop('font-weight') ?? '400', ranges: unicodeRange ? parseRanges(unicodeRange) : null, woff2 });
    }
  }
  return faces;
}

let faces: Face[];
beforeAll(() => {
  faces = readFaces();
});

describe('the bundled fonts', () => {
  for (const [family, { weights, extA }] of Object.entries(FAMILIES))
    for (const weight of weights)
      it(`${family} ${weight} draws Latin-1 and Latin Extended-A, each file fetched only for its letters`, () => {
        const own = faces.filter((f) => f.family === family && f.weight === weight);
        expect(own.length, `@font-face rules for ${family} ${weight}`).toBeGreaterThan(0);
        // Every rule names its characters: the browser downloads a file only when the page shows one.
        expect(own.filter((f) => !f.ranges).length, 'rules without unicode-range').toBe(0);
        // A letter is drawn by the face whose unicode-range takes it (the last one that does,
        // as browsers pick) and must be in that file's character map.
        const drawn = (c: number) => {
          const face = own.findLast((f) => f.ranges!.some(([a, b]) => c >= a && c <= b));
          return face !== undefined && woff2Characters(face.woff2).has(c);
        };
        const name = (c: number) => `${String.fromCodePoint(c)} U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
        expect(LATIN_1.filter((c) => !drawn(c)).map(name), 'Latin-1 letters not drawn').toEqual([]);
        expect(extA.filter((c) => !drawn(c)).map(name), 'Latin Extended-A letters not drawn').toEqual([]);
        // Every letter of Latin Extended-A is routed to one of the family's files, so the browser
        // uses the family's own glyph wherever it has one.
        expect(LATIN_EXT_A.filter((c) => !own.some((f) => f.ranges!.some(([a, b]) => c >= a && c <= b))).map(name)).toEqual([]);
      });
});
