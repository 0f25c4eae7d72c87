import type { MessageId, MessageValues } from '../../../i18n/useT';

/** The server's limits (api/src/rsvp/rsvp-options.service.ts), checked here first to say so beside the field. */
export const MAX_MEAL_OPTIONS = 12;
export const MAX_MEAL_OPTION_LENGTH = 60;
/** The automatic reminder goes 1 to 60 days before the deadline (api/src/rsvp/rsvp-options.service.ts). */
export const MAX_REMINDER_DAYS = 60;

/** A meal option being edited; `key` keeps React's row identity while options move. */
export interface MealRow {
  key: number;
  /** The English name, which answers store. */
  value: string;
  /** The Spanish name beside it; empty shows guests reading Spanish the English. */
  valueEs: string;
}

export interface RsvpOptionsValues {
  /** YYYY-MM-DD, or '' for no deadline. */
  deadline: string;
  meals: MealRow[];
  /** Days before the deadline for the automatic reminder, as typed; '' is off. */
  reminderDays?: string;
}

/** A problem with one meal option, as a catalogue message. */
export interface MealError {
  id: MessageId;
  values: MessageValues;
}
/** The problems found, by meal row key. */
export type MealErrors = Record<number, MealError>;

/**
 * As the server checks: at most 60 characters each, none twice (case aside). Blank rows are
 * dropped on save, as the server does.
 */
export function validateMeals(meals: readonly MealRow[]): MealErrors {
  const errors: MealErrors = {};
  const seen = new Set<string>();
  for (const row of meals) {
    const meal = row.value.trim();
    const es = row.valueEs.trim();
    if (!meal) {
      if (es) errors[row.key] = { id: 'admin.error.MEAL_OPTION_ES_WITHOUT_EN', values: { meal: es } };
      continue;
    }
    if (meal.length > MAX_MEAL_OPTION_LENGTH || es.length > MAX_MEAL_OPTION_LENGTH) {
      errors[row.key] = { id: 'admin.rsvpOptions.mealTooLong', values: { max: MAX_MEAL_OPTION_LENGTH } };
    } else if (seen.has(meal.toLowerCase())) {
      // The server's own words for it (it refuses the same).
      errors[row.key] = { id: 'error.MEAL_OPTION_TWICE', values: { meal } };
    }
    seen.add(meal.toLowerCase());
  }
  // A Spanish name may not name another meal in either language: a guest's choice names one meal.
  const kept = meals.filter((m) => m.value.trim());
  for (const row of kept) {
    const es = row.valueEs.trim().toLowerCase();
    if (!es || errors[row.key]) continue;
    const clash = kept.some((other) => other.key !== row.key && (other.value.trim().toLowerCase() === es || other.valueEs.trim().toLowerCase() === es));
    if (clash) errors[row.key] = { id: 'error.MEAL_OPTION_TWICE', values: { meal: row.valueEs.trim() } };
  }
  return errors;
}

/** The automatic reminder's days as typed: a problem as a catalogue message, or null when fine ('' is off). */
export function validateReminderDays(typed: string): MealError | null {
  const days = typed.trim();
  if (!days) return null;
  const n = Number(days);
  if (!/^\d+$/.test(days) || n < 1 || n > MAX_REMINDER_DAYS) return { id: 'admin.rsvpOptions.reminderDaysRange', values: { max: MAX_REMINDER_DAYS } };
  return null;
}

/** The mutation's input: the deadline or null, the options trimmed, blanks left out, and the reminder's days or null (off). */
export function rsvpOptionsInput(values: RsvpOptionsValues) {
  const days = values.reminderDays?.trim() ?? '';
  return {
    deadline: values.deadline.trim() || null,
    ...mealLists(values.meals),
    reminderDaysBefore: days ? Number(days) : null,
  };
}

/** The English names and the Spanish beside each, same order; rows without English left out. */
function mealLists(meals: readonly MealRow[]) {
  const kept = meals.filter((m) => m.value.trim());
  return { mealOptions: kept.map((m) => m.value.trim()), mealOptionsEs: kept.map((m) => m.valueEs.trim()) };
}

/** Moves the row at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
