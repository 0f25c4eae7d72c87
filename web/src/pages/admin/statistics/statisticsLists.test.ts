import { describe, expect, it } from 'vitest';
import { rsvpStatistics, statisticsGuest } from '../../../test/adminMocks';
import { clampPercent, guestLines, guestsOf, mealLines } from './statisticsLists';

const guests = [
  statisticsGuest({ id: 1, firstName: 'Ana', status: 'ATTENDING' }),
  statisticsGuest({ id: 2, firstName: 'Leo', status: 'NOT_ATTENDING' }),
  statisticsGuest({ id: 3, firstName: 'Eva', status: 'PENDING' }),
  statisticsGuest({ id: 4, firstName: 'Tom', status: 'NO_RSVP', isChild: true, partyId: 99 }),
];
const ids = (list: Array<{ id: number }>) => list.map((g) => g.id);

describe('the guests behind each stat', () => {
  it('responded is a yes or a no; no response is no answer or a pending one', () => {
    expect(ids(guestsOf('totalInvited', guests))).toEqual([1, 2, 3, 4]);
    expect(ids(guestsOf('responded', guests))).toEqual([1, 2]);
    expect(ids(guestsOf('attending', guests))).toEqual([1]);
    expect(ids(guestsOf('notAttending', guests))).toEqual([2]);
    expect(ids(guestsOf('noResponse', guests))).toEqual([3, 4]);
  });

  it('lists name, child flag and the party’s last name, or null for a party not in the list', () => {
    expect(guestLines('noResponse', guests, [{ id: 10, lastName: 'Garcia' }])).toEqual([
      { id: 3, name: 'Eva Garcia', isChild: false, isPlusOne: false, partyLastName: 'Garcia' },
      { id: 4, name: 'Tom Garcia', isChild: true, isPlusOne: false, partyLastName: null },
    ]);
  });
});

describe('meal counts', () => {
  it('are shown only when meal options exist, the unchosen last', () => {
    expect(mealLines([])).toEqual([]);
    const stats = rsvpStatistics([statisticsGuest({ status: 'ATTENDING', mealPreference: 'Fish' }), statisticsGuest({ id: 2, status: 'ATTENDING' })], ['Meat', 'Fish']);
    expect(mealLines(stats.meals).map(({ meal, count }) => [meal, count])).toEqual([
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
