import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import { Setting } from '../settings/setting.entity.js';
import { getWedding, isCalendarDate } from '../settings/settings.service.js';
import type { Language } from '../content/content-keys.js';
import { inLanguage } from '../i18n/reader-language.js';
import type { AdminRsvpOptionsType, RsvpOptionsInput, RsvpOptionsType } from './rsvp.types.js';

const DEADLINE = 'rsvp.deadline';
const MEAL_OPTIONS = 'rsvp.mealOptions';
/** The Spanish names, one per English option in the same order ('' while not translated). */
const MEAL_OPTIONS_ES = 'rsvp.mealOptionsEs';
export const MAX_MEAL_OPTIONS = 12;
export const MAX_MEAL_OPTION_LENGTH = 60;
/** Days before the deadline for the automatic reminder (issue 22 §4); unset or '' is off. */
const REMINDER_DAYS = 'rsvp.reminderDaysBefore';
export const MAX_REMINDER_DAYS = 60;

/** Today's calendar day where the wedding happens, so "respond by June 1" means June 1 there. */
export function todayIn(timezone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const storedList = (value: string | undefined): string[] => (value ? (JSON.parse(value) as string[]) : []);

/** The meals offered, by their English names (what an answer stores): one read, for the statistics. */
export async function mealOptionsOffered(em: EntityManager): Promise<string[]> {
  const row = await em.findOne(Setting, { key: MEAL_OPTIONS });
  return storedList(row?.value);
}

/**
 * Both languages as stored. The English name is the meal's identity: an answer stores it,
 * whichever language the guest chose in, so "Pollo" and "Chicken" are one meal.
 */
export async function getRsvpOptions(em: EntityManager): Promise<AdminRsvpOptionsType> {
  // One after the other: inside a transaction both would share its one connection (pg 9 refuses that).
  const rows = await em.find(Setting, { key: { $in: [DEADLINE, MEAL_OPTIONS, MEAL_OPTIONS_ES, REMINDER_DAYS] } });
  const wedding = await getWedding(em);
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const deadline = saved.get(DEADLINE) || null;
  const mealOptions = storedList(saved.get(MEAL_OPTIONS));
  const spanish = storedList(saved.get(MEAL_OPTIONS_ES));
  // Options saved before there was Spanish have none: '' (read as the English).
  const mealOptionsEs = mealOptions.map((_, i) => spanish[i] ?? '');
  const reminderDaysBefore = Number(saved.get(REMINDER_DAYS)) || null;
  return { deadline, open: !deadline || todayIn(wedding.timezone) <= deadline, mealOptions, mealOptionsEs, reminderDaysBefore };
}

/** The meal names a reader sees: the Spanish where there is one, else the English. */
export function mealNames(options: Pick<AdminRsvpOptionsType, 'mealOptions' | 'mealOptionsEs'>, language: Language): string[] {
  return options.mealOptions.map((en, i) => inLanguage(language, en, options.mealOptionsEs[i]));
}

/** The options as guests read them, in their language (the spec's shape). */
export async function guestRsvpOptions(em: EntityManager, language: Language): Promise<RsvpOptionsType> {
  const options = await getRsvpOptions(em);
  return { deadline: options.deadline, open: options.open, mealOptions: mealNames(options, language) };
}

/** The stored (English) meal a name in either language stands for, or null when none matches. */
export function canonicalMeal(options: Pick<AdminRsvpOptionsType, 'mealOptions' | 'mealOptionsEs'>, asked: string): string | null {
  const wanted = asked.trim().toLowerCase();
  const spanish = mealNames(options, 'es');
  const i = options.mealOptions.findIndex((en, n) => en.toLowerCase() === wanted || spanish[n].toLowerCase() === wanted);
  return i < 0 ? null : options.mealOptions[i];
}

/** A stored (English) meal as a reader sees it; a meal no longer offered stays as stored. */
export function mealInLanguage(options: Pick<AdminRsvpOptionsType, 'mealOptions' | 'mealOptionsEs'>, meal: string | null, language: Language): string | null {
  if (meal == null || language === 'en') return meal;
  const i = options.mealOptions.indexOf(meal);
  return i < 0 ? meal : inLanguage(language, meal, options.mealOptionsEs[i]);
}

function checkMealName(field: 'mealOptions' | 'mealOptionsEs', meal: string): void {
  if (meal.length > MAX_MEAL_OPTION_LENGTH) {
    throw badInput(field, 'FIELD_TOO_LONG', `${field} must be at most ${MAX_MEAL_OPTION_LENGTH} characters each`, { field, max: MAX_MEAL_OPTION_LENGTH });
  }
}

/**
 * The English options with their Spanish beside them: a pair whose English is blank is
 * dropped (its Spanish must be blank too), a blank Spanish reads as the English. No name may
 * stand for two meals in either language, so a guest's choice in either names one meal.
 */
function checkMealOptions(english: string[], spanishGiven: string[]): { mealOptions: string[]; mealOptionsEs: string[] } {
  const mealOptions: string[] = [];
  const mealOptionsEs: string[] = [];
  english.forEach((raw, i) => {
    const meal = raw.trim();
    const es = (spanishGiven[i] ?? '').trim();
    checkMealName('mealOptions', meal);
    checkMealName('mealOptionsEs', es);
    if (!meal) {
      if (es) throw badInput('mealOptionsEs', 'MEAL_OPTION_ES_WITHOUT_EN', `"${es}" has no English name`, { meal: es });
      return;
    }
    if (mealOptions.some((k) => k.toLowerCase() === meal.toLowerCase())) {
      throw badInput('mealOptions', 'MEAL_OPTION_TWICE', `"${meal}" is listed twice`, { meal });
    }
    mealOptions.push(meal);
    mealOptionsEs.push(es);
  });
  if (mealOptions.length > MAX_MEAL_OPTIONS) {
    throw badInput('mealOptions', 'TOO_MANY_ITEMS', `mealOptions can have at most ${MAX_MEAL_OPTIONS} entries`, { field: 'mealOptions', max: MAX_MEAL_OPTIONS });
  }
  const spanish = mealNames({ mealOptions, mealOptionsEs }, 'es');
  spanish.forEach((es, i) => {
    const clash = spanish.findIndex((other, j) => j !== i && other.toLowerCase() === es.toLowerCase());
    const clashEn = mealOptions.findIndex((en, j) => j !== i && en.toLowerCase() === es.toLowerCase());
    if (clash >= 0 || clashEn >= 0) throw badInput('mealOptionsEs', 'MEAL_OPTION_TWICE', `"${es}" is listed twice`, { meal: es });
  });
  return { mealOptions, mealOptionsEs };
}

/**
 * The lists to store. Spanish given without English pairs with the stored English (same
 * length); English given without Spanish keeps each unchanged option's Spanish.
 */
async function mealWrites(em: EntityManager, input: RsvpOptionsInput): Promise<Array<{ key: string; value: string }>> {
  if (input.mealOptions == null && input.mealOptionsEs == null) return [];
  const current = await getRsvpOptions(em);
  let spanish: string[];
  const english = input.mealOptions ?? current.mealOptions;
  if (input.mealOptionsEs != null) {
    if (input.mealOptionsEs.length !== english.length) {
      throw badInput('mealOptionsEs', 'MEAL_OPTIONS_ES_LENGTH', `mealOptionsEs must have one entry for each of the ${english.length} meal options`, {
        count: english.length,
      });
    }
    spanish = input.mealOptionsEs;
  } else {
    const kept = new Map(current.mealOptions.map((en, i) => [en.toLowerCase(), current.mealOptionsEs[i]]));
    spanish = english.map((en) => kept.get(en.trim().toLowerCase()) ?? '');
  }
  const checked = checkMealOptions(english, spanish);
  return [
    { key: MEAL_OPTIONS, value: JSON.stringify(checked.mealOptions) },
    { key: MEAL_OPTIONS_ES, value: JSON.stringify(checked.mealOptionsEs) },
  ];
}

export async function updateRsvpOptions(em: EntityManager, input: RsvpOptionsInput): Promise<AdminRsvpOptionsType> {
  const writes: Array<{ key: string; value: string }> = [];
  if (input.deadline !== undefined) {
    const deadline = input.deadline?.trim() ?? '';
    if (deadline && !isCalendarDate(deadline)) throw badInput('deadline', 'DATE_INVALID', 'deadline must be a day written YYYY-MM-DD');
    writes.push({ key: DEADLINE, value: deadline });
  }
  if (input.reminderDaysBefore !== undefined) {
    const days = input.reminderDaysBefore;
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_REMINDER_DAYS)) {
      throw badInput('reminderDaysBefore', 'NUMBER_OUT_OF_RANGE', `reminderDaysBefore must be a whole number from 1 to ${MAX_REMINDER_DAYS}`, {
        field: 'reminderDaysBefore',
        min: 1,
        max: MAX_REMINDER_DAYS,
      });
    }
    writes.push({ key: REMINDER_DAYS, value: days === null ? '' : String(days) });
  }
  writes.push(...(await mealWrites(em, input)));
  await em.transactional(async (tx) => {
    for (const w of writes) await tx.upsert(Setting, w);
  });
  return getRsvpOptions(em);
}
