import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import { Setting } from '../settings/setting.entity.js';
import { getWedding, isCalendarDate } from '../settings/settings.service.js';
import type { RsvpOptionsInput, RsvpOptionsType } from './rsvp.types.js';

const DEADLINE = 'rsvp.deadline';
const MEAL_OPTIONS = 'rsvp.mealOptions';
export const MAX_MEAL_OPTIONS = 12;
export const MAX_MEAL_OPTION_LENGTH = 60;

/** Today's calendar day where the wedding happens, so "respond by June 1" means June 1 there. */
export function todayIn(timezone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export async function getRsvpOptions(em: EntityManager): Promise<RsvpOptionsType> {
  // One after the other: inside a transaction both would share its one connection (pg 9 refuses that).
  const rows = await em.find(Setting, { key: { $in: [DEADLINE, MEAL_OPTIONS] } });
  const wedding = await getWedding(em);
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const deadline = saved.get(DEADLINE) || null;
  const mealOptions = saved.has(MEAL_OPTIONS) ? (JSON.parse(saved.get(MEAL_OPTIONS)!) as string[]) : [];
  return { deadline, open: !deadline || todayIn(wedding.timezone) <= deadline, mealOptions };
}

function checkMealOptions(options: string[]): string[] {
  const kept: string[] = [];
  for (const raw of options) {
    const meal = raw.trim();
    if (!meal) continue;
    if (meal.length > MAX_MEAL_OPTION_LENGTH) {
      throw badInput('mealOptions', 'FIELD_TOO_LONG', `mealOptions must be at most ${MAX_MEAL_OPTION_LENGTH} characters each`, { field: 'mealOptions', max: MAX_MEAL_OPTION_LENGTH });
    }
    if (kept.some((k) => k.toLowerCase() === meal.toLowerCase())) {
      throw badInput('mealOptions', 'MEAL_OPTION_TWICE', `"${meal}" is listed twice`, { meal });
    }
    kept.push(meal);
  }
  if (kept.length > MAX_MEAL_OPTIONS) {
    throw badInput('mealOptions', 'TOO_MANY_ITEMS', `mealOptions can have at most ${MAX_MEAL_OPTIONS} entries`, { field: 'mealOptions', max: MAX_MEAL_OPTIONS });
  }
  return kept;
}

export async function updateRsvpOptions(em: EntityManager, input: RsvpOptionsInput): Promise<RsvpOptionsType> {
  const writes: Array<{ key: string; value: string }> = [];
  if (input.deadline !== undefined) {
    const deadline = input.deadline?.trim() ?? '';
    if (deadline && !isCalendarDate(deadline)) throw badInput('deadline', 'DATE_INVALID', 'deadline must be a day written YYYY-MM-DD');
    writes.push({ key: DEADLINE, value: deadline });
  }
  if (input.mealOptions != null) writes.push({ key: MEAL_OPTIONS, value: JSON.stringify(checkMealOptions(input.mealOptions)) });
  await em.transactional(async (tx) => {
    for (const w of writes) await tx.upsert(Setting, w);
  });
  return getRsvpOptions(em);
}
