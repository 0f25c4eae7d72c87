import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import { getPaymentSettings, paymentSettingWrites } from '../registry/registry.service.js';
import { preparedRead } from '../db/prepared.js';
import { Setting } from './setting.entity.js';
import { CEREMONY_TIME, COUNTRY_CODES, DEFAULT_TIMEZONE, WEDDING_MAX_LENGTH } from './wedding-rules.js';
import type { Venue, Wedding, WeddingDetails, WeddingInput } from './wedding.types.js';

/** The spec's facts, used until the couple saves their own. */
export const WEDDING_DEFAULTS = {
  partnerOneName: 'Alex',
  partnerTwoName: 'Jordan',
  date: '2026-06-11',
  ceremonyTime: '',
  timezone: DEFAULT_TIMEZONE,
  venueName: 'Our wedding venue',
  venueAddress: '',
  venueCity: 'Sitges, Barcelona',
  country: 'ES',
  mapsUrl: '',
};
type WeddingKey = keyof typeof WEDDING_DEFAULTS;
const KEYS = Object.keys(WEDDING_DEFAULTS) as WeddingKey[];
const settingKey = (k: string) => `wedding.${k}`;
/** Written by the first API (one text for both names); the partners' names replace it when saved. */
const COUPLE_NAMES_KEY = settingKey('coupleNames');
/** The details the couple must have saved for the set-up checklist to tick "names, date and venue". */
export const REQUIRED_DETAIL_KEYS = (['partnerOneName', 'partnerTwoName', 'date', 'venueName'] as const).map(settingKey);

/** A country's name in a language ("ES" → "Spain" / "España"). */
export function countryName(code: string, language = 'en'): string {
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** A stored country: an ISO code, or (saved by the first API) an English name such as "Spain". */
function countryCode(stored: string): string {
  const upper = stored.trim().toUpperCase();
  if (COUNTRY_CODES.includes(upper)) return upper;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return COUNTRY_CODES.find((c) => names.of(c)?.toUpperCase() === upper) ?? WEDDING_DEFAULTS.country;
}

interface StoredWedding extends Record<WeddingKey, string> {
  coupleNames: string;
}

async function readWedding(em: EntityManager): Promise<StoredWedding> {
  const rows = await em.find(Setting, { key: { $in: [...KEYS.map(settingKey), COUPLE_NAMES_KEY] } });
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const w = Object.fromEntries(KEYS.map((k) => [k, saved.get(settingKey(k)) ?? WEDDING_DEFAULTS[k]])) as Record<WeddingKey, string>;
  const legacyNames = saved.get(COUPLE_NAMES_KEY);
  if (legacyNames && !saved.has(settingKey('partnerOneName'))) {
    // "Ana & Ben" saved as one text: the form shows it as the two names it holds.
    const [one, two = ''] = legacyNames.split(/\s+(?:&|and|y)\s+/);
    Object.assign(w, { partnerOneName: one, partnerTwoName: two });
  }
  return { ...w, country: countryCode(w.country), coupleNames: legacyNames ?? `${w.partnerOneName} & ${w.partnerTwoName}` };
}

export function dateText(isoDate: string): string {
  // Noon UTC keeps the calendar day the same in every timezone the server may run in.
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The wedding's time zone alone: a hot read (the events' times). Shared with bench/baseline.ts. */
export const WEDDING_TIMEZONE_SQL = 'select value from setting where key = $1';
export const WEDDING_TIMEZONE_KEY = settingKey('timezone');

/** The wedding's time zone, the default until the couple saves one. Outside any unit of work only (a prepared read). */
export async function weddingTimezone(em: EntityManager): Promise<string> {
  const rows = await preparedRead<{ value: string }>(em, 'wedding_timezone', WEDDING_TIMEZONE_SQL, [WEDDING_TIMEZONE_KEY]);
  return rows[0]?.value ?? WEDDING_DEFAULTS.timezone;
}

export async function getWedding(em: EntityManager): Promise<Wedding> {
  const w = await readWedding(em);
  return {
    coupleNames: w.coupleNames,
    partnerOneName: w.partnerOneName,
    partnerTwoName: w.partnerTwoName,
    date: w.date,
    dateText: dateText(w.date),
    ceremonyTime: w.ceremonyTime || null,
    timezone: w.timezone,
    country: countryName(w.country),
    countryCode: w.country,
  };
}

/** "street, city, country": the country named in `language`. */
function addressLine(w: StoredWedding, language: string): string {
  return [w.venueAddress, w.venueCity, countryName(w.country, language)].filter(Boolean).join(', ');
}

/** The couple's maps link, else a maps search for the venue and its address. */
function mapsUrl(w: StoredWedding): string {
  if (w.mapsUrl) return w.mapsUrl;
  const query = encodeURIComponent(`${w.venueName}, ${addressLine(w, 'en')}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** The venue; `language` names its country (the REST read and the calendar use English). */
export async function getVenue(em: EntityManager, language = 'en'): Promise<Venue> {
  const w = await readWedding(em);
  return { name: w.venueName, address: addressLine(w, language), street: w.venueAddress, city: w.venueCity, countryCode: w.country, mapsUrl: mapsUrl(w) };
}

/** Every detail as the couple saved it, for the dashboard's form (the maps link empty when generated). */
export async function getWeddingDetails(em: EntityManager): Promise<WeddingDetails> {
  const w = await readWedding(em);
  const { currency } = await getPaymentSettings(em);
  const { coupleNames: _derived, ...details } = w;
  return { ...details, currency };
}

/** YYYY-MM-DD naming a day that exists: Date.parse would take 2026-02-31 as March 3. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An IANA zone name ("Europe/Madrid", "UTC") in its canonical spelling, or null. */
function ianaZone(text: string): string | null {
  // Area/Location names only: offsets ("+01:00") and abbreviations ("CET", which ICU reads as
  // Europe/Brussels) are not zones a guest's calendar knows.
  if (text !== 'UTC' && !/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(text)) return null;
  let zone: string;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (zone !== 'UTC' && (!zone.includes('/') || zone.startsWith('Etc/'))) return null;
  // The name as written when it is one the list offers (ICU may resolve "Asia/Kolkata" to "Asia/Calcutta").
  return text === 'UTC' || Intl.supportedValuesOf('timeZone').includes(text) ? text : zone;
}

const OPTIONAL: ReadonlySet<string> = new Set(['ceremonyTime', 'venueAddress', 'venueCity', 'mapsUrl']);

/** Each field given, checked and trimmed; a blank optional field clears it. Throws naming the first bad field. */
function checkWedding(input: WeddingInput): Array<{ key: string; value: string | null }> {
  const out: Partial<Record<WeddingKey | 'coupleNames', string>> = {};
  for (const k of [...KEYS, 'coupleNames'] as const) {
    const value = input[k]?.trim();
    if (value === undefined) continue;
    if (!value && !OPTIONAL.has(k)) throw badInput(k, 'FIELD_EMPTY', `${k} cannot be empty`, { field: k });
    const max = WEDDING_MAX_LENGTH[k as keyof typeof WEDDING_MAX_LENGTH] ?? 200;
    if (value.length > max) throw badInput(k, 'FIELD_TOO_LONG', `${k} must be at most ${max} characters`, { field: k, max });
    out[k] = value;
  }
  if (out.date && !isCalendarDate(out.date)) {
    throw badInput('date', 'DATE_INVALID', 'date must be a day written YYYY-MM-DD');
  }
  if (out.ceremonyTime && !CEREMONY_TIME.test(out.ceremonyTime)) {
    throw badInput('ceremonyTime', 'TIME_INVALID', 'ceremonyTime must be a time written HH:MM, e.g. 17:30', { field: 'ceremonyTime' });
  }
  if (out.timezone) {
    const zone = ianaZone(out.timezone);
    if (!zone) throw badInput('timezone', 'TIMEZONE_INVALID', 'timezone must be an IANA timezone such as Europe/Madrid');
    out.timezone = zone;
  }
  if (out.country) {
    out.country = out.country.toUpperCase();
    if (!COUNTRY_CODES.includes(out.country)) {
      throw badInput('country', 'COUNTRY_INVALID', 'country must be an ISO 3166 country code such as ES', { field: 'country' });
    }
  }
  if (out.mapsUrl && !isHttpsUrl(out.mapsUrl)) {
    throw badInput('mapsUrl', 'LINK_NOT_HTTPS', 'mapsUrl must be an https:// address', { field: 'mapsUrl' });
  }
  const writes: Array<{ key: string; value: string | null }> = Object.entries(out).map(([k, value]) => ({ key: settingKey(k), value }));
  // The partners' names make the couple's names from now on (a null value deletes the setting).
  if (out.partnerOneName !== undefined || out.partnerTwoName !== undefined) {
    if (out.coupleNames === undefined) writes.push({ key: COUPLE_NAMES_KEY, value: null });
  }
  return writes;
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Saves the details given (and the registry currency) in one transaction: all of them or none. */
export async function updateWedding(em: EntityManager, input: WeddingInput): Promise<Wedding> {
  const writes = [...checkWedding(input), ...paymentSettingWrites({ currency: input.currency })];
  await em.transactional(async (tx) => {
    for (const { key, value } of writes) {
      if (value === null) await tx.nativeDelete(Setting, { key });
      else await tx.upsert(Setting, { key, value });
    }
  });
  return getWedding(em);
}
