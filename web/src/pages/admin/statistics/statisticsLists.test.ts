import { describe, expect, it } from 'vitest';
import { clampPercent, mealLines, STAT_STATUSES } from './statisticsLists';

describe('the guests behind each stat', () => {
  it('responded is a yes or a no; no response is no answer or a pending one', () => {
    expect(STAT_STATUSES).toEqual({
      totalInvited: ['ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP'],
      responded: ['ATTENDING', 'NOT_ATTENDING'],
      attending: ['ATTENDING'],
      notAttending: ['NOT_ATTENDING'],
      noResponse: ['PENDING', 'NO_RSVP'],
    });
  });
});

describe('meal counts', () => {
  it('are shown only when meal options exist, the unchosen last', () => {
    expect(mealLines([])).toEqual([]);
    const meals = [
      { meal: null, count: 1 },
      { meal: 'Meat', count: 0 },
      { meal: 'Fish', count: 1 },
    ];
    expect(mealLines(meals).map(({ meal, count }) => [meal, count])).toEqual([
      ['Meat', 0],
      ['Fish', 1],
      [null, 1],
    ]);
    expect(mealLines([{ meal: null, count: 0 }])).toEqual([]);
  });
});

describe('the response rate', () => {
  it('is a whole percentage from 0 to 100', () => {
    expect([clampPercent(0), clampPercent(66.6), clampPercent(140), clampPercent(-3), clampPercent(Number.NaN)]).toEqual([0, 67, 100, 0, 0]);
  });
});
