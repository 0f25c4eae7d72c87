import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import { Setting } from './setting.entity.js';
import type { Venue, Wedding, WeddingInput } from './wedding.types.js';

/** The spec's facts, used until the couple saves their own. */
export const WEDDING_DEFAULTS = {
  coupleNames: 'Alex & Jordan',
  date: '2026-06-11',
  timezone: 'Europe/Madrid',
  country: 'Spain',
  venueName: 'Our wedding venue',
  venueAddress: 'Sitges, Barcelona, Spain',
};
type WeddingKey = keyof typeof WEDDING_DEFAULTS;
const KEYS = Object.keys(WEDDING_DEFAULTS) as WeddingKey[];
const settingKey = (k: WeddingKey) => `wedding.${k}`;

async function readWedding(em: EntityManager): Promise<Record<WeddingKey, string>> {
  const rows = await em.find(Setting, { key: { $in: KEYS.map(settingKey) } });
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(KEYS.map((k) => [k, saved.get(settingKey(k)) ?? WEDDING_DEFAULTS[k]])) as Record<WeddingKey, string>;
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

export async function getWedding(em: EntityManager): Promise<Wedding> {
  const w = await readWedding(em);
  return { coupleNames: w.coupleNames, date: w.date, dateText: dateText(w.date), timezone: w.timezone, country: w.country };
}

export async function getVenue(em: EntityManager): Promise<Venue> {
  const w = await readWedding(em);
  const query = encodeURIComponent(`${w.venueName}, ${w.venueAddress}`);
  return { name: w.venueName, address: w.venueAddress, mapsUrl: `https://www.google.com/maps/search/?api=1&query=${query}` };
}

/** YYYY-MM-DD naming a day that exists: Date.parse would take 2026-02-31 as March 3. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkWedding(input: WeddingInput): Partial<Record<WeddingKey, string>> {
  const out: Partial<Record<WeddingKey, string>> = {};
  for (const k of KEYS) {
    const value = input[k]?.trim();
    if (value === undefined) continue;
    if (!value) throw badInput(k, 'FIELD_EMPTY', `${k} cannot be empty`, { field: k });
    if (value.length > 200) throw badInput(k, 'FIELD_TOO_LONG', `${k} must be at most 200 characters`, { field: k, max: 200 });
    out[k] = value;
  }
  if (out.date && !isCalendarDate(out.date)) {
    throw badInput('date', 'DATE_INVALID', 'date must be a day written YYYY-MM-DD');
  }
  if (out.timezone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: out.timezone });
    } catch {
      throw badInput('timezone', 'TIMEZONE_INVALID', 'timezone must be an IANA timezone such as Europe/Madrid');
    }
  }
  return out;
}

export async function updateWedding(em: EntityManager, input: WeddingInput): Promise<Wedding> {
  const changes = checkWedding(input);
  await em.transactional(async (tx) => {
    for (const [k, value] of Object.entries(changes)) {
      await tx.upsert(Setting, { key: settingKey(k as WeddingKey), value });
    }
  });
  return getWedding(em);
}
