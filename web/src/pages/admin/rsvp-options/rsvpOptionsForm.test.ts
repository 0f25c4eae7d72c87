import { describe, expect, it } from 'vitest';
import { moveRow, rsvpOptionsInput, validateMeals } from './rsvpOptionsForm';

const rows = (...values: string[]) => values.map((value, key) => ({ key, value }));

describe('meal options', () => {
  it('refuse one longer than 60 characters and one listed twice (case aside); blanks are fine', () => {
    expect(validateMeals(rows('Meat', '', 'x'.repeat(60)))).toEqual({});
    expect(validateMeals(rows('Meat', 'x'.repeat(61), ' meat '))).toEqual({
      1: { id: 'admin.rsvpOptions.mealTooLong', values: { max: 60 } },
      2: { id: 'error.MEAL_OPTION_TWICE', values: { meal: 'meat' } },
    });
  });

  it('are sent trimmed without blanks, with the deadline or null', () => {
    expect(rsvpOptionsInput({ deadline: '', meals: rows(' Meat ', ' ', 'Fish') })).toEqual({ deadline: null, mealOptions: ['Meat', 'Fish'] });
    expect(rsvpOptionsInput({ deadline: '2026-05-01', meals: [] })).toEqual({ deadline: '2026-05-01', mealOptions: [] });
  });

  it('move one place up or down, and stay put at the ends', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
