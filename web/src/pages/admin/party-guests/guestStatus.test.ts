import { describe, expect, it } from 'vitest';
import { guestsByParty, STATUS_OF, STATUS_TEXT, type GuestRow } from './guestStatus';

const row = (id: number, partyId: number, status: GuestRow['status'] = 'NO_RSVP'): GuestRow => ({
  id,
  partyId,
  firstName: `G${id}`,
  lastName: 'Garcia',
  isChild: false,
  isPlusOne: false,
  sortOrder: id,
  status,
  mealPreference: null,
  dietaryRestrictions: null,
  partyLastName: 'Garcia',
});

describe('guestStatus', () => {
  it('says each server status in the spec’s words', () => {
    expect(Object.entries(STATUS_OF).map(([status, key]) => [status, STATUS_TEXT[key]])).toEqual([
      ['ATTENDING', 'admin.guests.status.attending'],
      ['NOT_ATTENDING', 'admin.guests.status.notAttending'],
      ['PENDING', 'admin.guests.status.pending'],
      ['NO_RSVP', 'admin.guests.status.noRsvp'],
    ]);
  });

  it('groups a page’s guests by party, keeping the server’s order', () => {
    const grouped = guestsByParty([row(3, 1), row(1, 1, 'ATTENDING'), row(2, 2)]);
    expect(grouped.get(1)?.map((g) => g.id)).toEqual([3, 1]);
    expect(grouped.get(2)?.map((g) => g.id)).toEqual([2]);
    expect(grouped.get(9)).toBeUndefined();
  });
});
