import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import type { Random } from './random.js';

/** Ids the fuzzer may aim at: its own objects, plus ids that exist nowhere. Never its own sessions' parties. */
export interface IdPool {
  owned: number[];
  protected: Set<number>;
}

const PAGES = ['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia', 'admin'];
const ZONES = ['Europe/Madrid', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Mars/Olympus', 'Europe/../../x', ''];

/** encodeURIComponent, which throws on a lone surrogate; those go as U+FFFD, as a browser sends them. */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** Text that has broken servers before. None of it looks like SQL or a server path, so echoes of it are not mistaken for leaks. */
export function hostileString(r: Random): string {
  return r.weighted<() => string>([
    [3, () => ''],
    [2, () => ' '.repeat(r.int(1, 40))],
    [4, () => `${r.letters(0, 5)}\u0000${r.letters(0, 5)}`],
    [3, () => `${r.letters(0, 5)}${r.pick(['\ud800', '\udfff', '\udbff'])}${r.letters(0, 5)}`],
    [3, () => '😀👩‍👩‍👧‍👦🏳️‍🌈'.repeat(r.int(1, 60))],
    [2, () => 'e\u0301\u0308'.repeat(r.int(1, 300))],
    [2, () => r.pick(['\u202e', '\ufeff', '\u200b', 'İ', 'ς', 'ß', 'ﬁ', '\u2028', '\t\r\n', '\\', '"', "'", '`'])],
    [2, () => r.pick(["' OR '1'='1", '"; --', "'); --", '%00', '%s%s%n', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '../../../../etc/passwd', '\\x00'])],
    [2, () => r.pick(['1e0', '0x2', '-1', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '2026-02-31', '2026-13-01', '0000-00-00', '2026-6-1', '99999-01-01'])],
    [3, () => 'x'.repeat(r.pick([201, 256, 1_000, 10_000, 100_000]))],
    [1, () => 'y'.repeat(r.int(300_000, 600_000))],
    [3, () => r.codeUnits(r.int(1, 60))],
  ])();
}

export function hostileNumber(r: Random): number {
  return r.pick([0, -1, -0, 1, 2147483647, 2147483648, -2147483649, 9007199254740993, 1e308, -1e308, 0.5, 1e-7, 123456789012]);
}

/** A value of the wrong kind altogether, sometimes nested far deeper than any input. */
export function wrongValue(r: Random): unknown {
  return r.weighted<() => unknown>([
    [3, () => hostileString(r)],
    [3, () => hostileNumber(r)],
    [1, () => r.chance(0.5)],
    [2, () => null],
    [1, () => ({})],
    [1, () => []],
    [1, () => ({ [r.letters(1, 8)]: hostileString(r) })],
    [1, () => Array.from({ length: r.int(1, 50) }, () => hostileString(r))],
    [1, () => nest(r.pick([10, 100, 1_000, 5_000]), r.chance(0.5))],
  ])();
}

/** Nesting deeper than JSON.stringify can write: serialised by `toJson` and `toLiteral` as text. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly asArray: boolean,
  ) {}
  wrap(inner: string, objectKey: string): string {
    return this.asArray ? '['.repeat(this.depth) + inner + ']'.repeat(this.depth) : `{${objectKey}`.repeat(this.depth) + inner + '}'.repeat(this.depth);
  }
}

function nest(depth: number, asArray: boolean): unknown {
  return new Deep(depth, asArray);
}

/** JSON.stringify, but for Deep values too. */
export function toJson(value: unknown): string {
  if (value instanceof Deep) return value.wrap('"deep"', '"a":');
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Plausible text for a field, guessed from its name, so valid requests get past the first checks. */
function plausibleString(r: Random, name: string): string {
  if (/zip/i.test(name)) return r.pick([String(r.int(10000, 99999)), `${r.int(10000, 99999)}-${r.int(1000, 9999)}`, 'SW1A 1AA', 'abc']);
  if (/date/i.test(name)) return `20${r.int(20, 40)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 31)).padStart(2, '0')}`;
  if (/zone/i.test(name)) return r.pick(ZONES);
  if (/page/i.test(name)) return r.pick(PAGES);
  if (/version/i.test(name)) return r.pick(['default', 'parents', 'close-friends', r.letters(1, 12)]);
  if (/group/i.test(name)) return r.pick(['default', `fuzz-${r.letters(3, 8)}`]);
  if (/name/i.test(name)) return `Fuzz${r.letters(3, 10)}`;
  return r.pick([r.letters(1, 30), `${r.letters(3, 8)} ${r.letters(3, 8)}`, String(r.int(0, 1000))]);
}

function plausibleInt(r: Random, name: string, ids: IdPool): number {
  if (name === 'id' || name.endsWith('Id')) {
    const owned = ids.owned.filter((id) => !ids.protected.has(id));
    if (owned.length && r.chance(0.6)) return r.pick(owned);
    return r.pick([0, -1, 2147483647, 987654]);
  }
  return r.pick([0, 1, 2, 10, 100, -1]);
}

/**
 * A value for an input type: mostly valid (so deeper code runs), sometimes with one hostile
 * part (`hostility` is the chance per position).
 */
export function valueFor(r: Random, type: GraphQLInputType, name: string, ids: IdPool, hostility: number, depth = 0): unknown {
  if (r.chance(hostility)) return r.chance(0.5) && isStringLike(type) ? hostileString(r) : wrongValue(r);
  const inner = getNullableType(type) as GraphQLInputType;
  if (!isNonNullType(type) && r.chance(0.1)) return null;
  if (isListType(inner)) {
    return Array.from({ length: r.int(0, 4) }, () => valueFor(r, inner.ofType as GraphQLInputType, name, ids, hostility, depth + 1));
  }
  if (isEnumType(inner)) return r.pick(inner.getValues()).name;
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    if (depth > 6) return out;
    for (const field of Object.values(inner.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      if (!required && r.chance(0.5)) continue;
      if (required && r.chance(hostility / 2)) continue; // a missing required field
      out[field.name] = valueFor(r, field.type, field.name, ids, hostility, depth + 1);
    }
    if (r.chance(hostility / 2)) {
      // defineProperty: a plain assignment to __proto__ would set the prototype, not a key.
      const key = r.pick(['__proto__', 'constructor', r.letters(1, 10)]);
      Object.defineProperty(out, key, { value: wrongValue(r), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return plausibleInt(r, name, ids);
      case 'Float':
        return r.pick([0, 1.5, -2.25, 1e6]);
      case 'Boolean':
        return r.chance(0.5);
      case 'ID':
        return String(plausibleInt(r, 'id', ids));
      default:
        return plausibleString(r, name);
    }
  }
  return null;
}

function isStringLike(type: GraphQLInputType): boolean {
  const inner = getNullableType(type);
  return isScalarType(inner) && inner.name !== 'Int' && inner.name !== 'Float' && inner.name !== 'Boolean';
}

/** A JSON-ish value written as a GraphQL literal (wrong types included, so validation is tried too). */
export function toLiteral(value: unknown, r: Random): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Deep) return value.wrap('"deep"', 'a: ');
  if (typeof value === 'string') return r.chance(0.05) ? `"""${value.replace(/"""/g, '')}"""` : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, r)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k));
  return `{${entries.map(([k, v]) => `${k}: ${toLiteral(v, r)}`).join(', ')}}`;
}
