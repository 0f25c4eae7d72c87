import { describe, expect, it } from 'vitest';
import { moveRow, rsvpOptionsInput, validateMeals, validateReminderDays } from './rsvpOptionsForm';

const rows = (...values: string[]) => values.map((value, key) => ({ key, value, valueEs: '' }));
/** Rows of [English, Spanish]. */
const pairs = (...values: Array<[string, string]>) => values.map(([value, valueEs], key) => ({ key, value, valueEs }));

describe('meal options', () => {
  it('refuse one longer than 60 characters and one listed twice (case aside); blanks are fine', () => {
    expect(validateMeals(rows('Meat', '', 'x'.repeat(60)))).toEqual({});
    expect(validateMeals(rows('Meat', 'x'.repeat(61), ' meat '))).toEqual({
      1: { id: 'admin.rsvpOptions.mealTooLong', values: { max: 60 } },
      2: { id: 'error.MEAL_OPTION_TWICE', values: { meal: 'meat' } },
    });
  });

  it('are sent trimmed without blanks, with the deadline or null', () => {
    expect(rsvpOptionsInput({ deadline: '', meals: rows(' Meat ', ' ', 'Fish') })).toEqual({ deadline: null, mealOptions: ['Meat', 'Fish'], mealOptionsEs: ['', ''], reminderDaysBefore: null });
    expect(rsvpOptionsInput({ deadline: '2026-05-01', meals: [] })).toEqual({ deadline: '2026-05-01', mealOptions: [], mealOptionsEs: [], reminderDaysBefore: null });
  });

  it('send the Spanish beside each English name, same length and order', () => {
    expect(rsvpOptionsInput({ deadline: '', meals: pairs([' Chicken ', ' Pollo '], [' ', ''], ['Fish', '']) })).toEqual({
      deadline: null,
      mealOptions: ['Chicken', 'Fish'],
      mealOptionsEs: ['Pollo', ''],
      reminderDaysBefore: null,
    });
  });

  it('send the automatic reminder’s days as a number, blank as off, and refuse what the server refuses', () => {
    expect(rsvpOptionsInput({ deadline: '2026-05-01', meals: [], reminderDays: ' 7 ' })).toMatchObject({ reminderDaysBefore: 7 });
    expect(rsvpOptionsInput({ deadline: '2026-05-01', meals: [], reminderDays: ' ' })).toMatchObject({ reminderDaysBefore: null });
    expect(validateReminderDays('')).toBeNull();
    expect(validateReminderDays('60')).toBeNull();
    for (const bad of ['0', '61', '1.5', '-2', 'x']) expect(validateReminderDays(bad)).toEqual({ id: 'admin.rsvpOptions.reminderDaysRange', values: { max: 60 } });
  });

  it('refuse a Spanish name without English, too long, or naming another meal', () => {
    expect(validateMeals(pairs(['Chicken', 'Pollo'], ['Fish', '']))).toEqual({});
    expect(validateMeals(pairs(['', 'Pollo'], ['Fish', 'x'.repeat(61)], ['Meat', 'fish'], ['Pasta', 'POLLO'], ['Rice', 'Pollo ']))).toEqual({
      0: { id: 'admin.error.MEAL_OPTION_ES_WITHOUT_EN', values: { meal: 'Pollo' } },
      1: { id: 'admin.rsvpOptions.mealTooLong', values: { max: 60 } },
      2: { id: 'error.MEAL_OPTION_TWICE', values: { meal: 'fish' } },
      3: { id: 'error.MEAL_OPTION_TWICE', values: { meal: 'POLLO' } },
      4: { id: 'error.MEAL_OPTION_TWICE', values: { meal: 'Pollo' } },
    });
  });

  it('move one place up or down, and stay put at the ends', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
