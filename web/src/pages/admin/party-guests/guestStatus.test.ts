import { describe, expect, it } from 'vitest';
import { guestStatus, guestsByParty, type GuestAnswer, type PartyGuest } from './guestStatus';

const guest = (id: number, partyId: number, sortOrder: number, firstName = `G${id}`): PartyGuest => ({
  id,
  partyId,
  firstName,
  lastName: 'Garcia',
  isChild: false,
  isPlusOne: false,
  sortOrder,
});
const answer = (guestId: number, attending: boolean | null, mealPreference: string | null = null): GuestAnswer => ({
  id: guestId + 100,
  guestId,
  attending,
  mealPreference,
  dietaryRestrictions: null,
});

describe('guestStatus', () => {
  it('is "noRsvp" without an answer row', () => {
    expect(guestStatus(undefined)).toBe('noRsvp');
    expect(guestStatus(null)).toBe('noRsvp');
  });
  it('is "pending" for an answer row whose attending is unset', () => {
    expect(guestStatus({ attending: null })).toBe('pending');
  });
  it('follows attending otherwise', () => {
    expect(guestStatus({ attending: true })).toBe('attending');
    expect(guestStatus({ attending: false })).toBe('notAttending');
  });
});

describe('guestsByParty', () => {
  it('groups guests by party in sortOrder (then id), each with their answer and status', () => {
    const grouped = guestsByParty(
      [guest(3, 1, 1, 'Jose'), guest(1, 2, 0, 'Emma'), guest(4, 1, 0, 'Maria'), guest(2, 1, 1, 'Lucia')],
      [answer(4, true, 'Fish'), answer(2, false), answer(1, null)],
    );
    expect([...grouped.keys()].sort()).toEqual([1, 2]);
    expect(grouped.get(1)!.map((g) => [g.guest.firstName, g.status, g.answer?.mealPreference ?? null])).toEqual([
      ['Maria', 'attending', 'Fish'],
      ['Lucia', 'notAttending', null],
      ['Jose', 'noRsvp', null],
    ]);
    expect(grouped.get(2)!.map((g) => g.status)).toEqual(['pending']);
  });

  it('has no entry for a party without guests, and ignores answers of unknown guests', () => {
    const grouped = guestsByParty([guest(1, 1, 0)], [answer(99, true)]);
    expect(grouped.get(5)).toBeUndefined();
    expect(grouped.get(1)!.map((g) => g.status)).toEqual(['noRsvp']);
  });
});
