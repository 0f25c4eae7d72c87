import type { AdminRsvpStatisticsFragment, GuestRsvpStatus } from '../gql/graphql';

export type Statistics = AdminRsvpStatisticsFragment['rsvpStatistics'];
export type StatisticsGuest = Statistics['guests'][number];

/** The five stat cards of spec §2 "Admin dashboard" section 1, in their order. */
export const STAT_KINDS = ['totalInvited', 'responded', 'attending', 'notAttending', 'noResponse'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** Which answers each stat counts: "responded" is a yes or a no; "no response" is no answer or a pending one. */
const STATUSES: Record<StatKind, readonly GuestRsvpStatus[]> = {
  totalInvited: ['ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP'],
  responded: ['ATTENDING', 'NOT_ATTENDING'],
  attending: ['ATTENDING'],
  notAttending: ['NOT_ATTENDING'],
  noResponse: ['PENDING', 'NO_RSVP'],
};

/** The guests a stat counts, in the server's order (party by party). */
export function guestsOf(kind: StatKind, guests: readonly StatisticsGuest[]): StatisticsGuest[] {
  return guests.filter((g) => STATUSES[kind].includes(g.status));
}

/** One line of a stat's guest list; `partyLastName` is null when the party is not in the list. */
export interface GuestLine {
  id: number;
  name: string;
  isChild: boolean;
  /** Named by the party within its plus-one allowance. */
  isPlusOne: boolean;
  partyLastName: string | null;
}

export function guestLines(
  kind: StatKind,
  guests: readonly StatisticsGuest[],
  parties: ReadonlyArray<{ id: number; lastName: string }>,
): GuestLine[] {
  const lastNames = new Map(parties.map((p) => [p.id, p.lastName]));
  return guestsOf(kind, guests).map((g) => ({
    id: g.id,
    name: `${g.firstName} ${g.lastName}`.trim(),
    isChild: g.isChild,
    isPlusOne: g.isPlusOne,
    partyLastName: lastNames.get(g.partyId) ?? null,
  }));
}

/** The meal counts to show: none when no meal options are offered; the "not chosen" entry last. */
export function mealLines(meals: Statistics['meals']): Array<{ meal: string | null; count: number }> {
  const chosen = meals.filter((m) => m.meal !== null);
  const notChosen = meals.filter((m) => m.meal === null);
  return chosen.length ? [...chosen, ...notChosen] : [];
}

/** The response rate as a whole percentage between 0 and 100, whatever the server sent. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

/** An event's three counts (issue 21 §2), in their order. */
export const EVENT_STAT_KINDS = ['attending', 'notAttending', 'noResponse'] as const;
export type EventStatKind = (typeof EVENT_STAT_KINDS)[number];
const EVENT_STATUSES: Record<EventStatKind, GuestRsvpStatus> = { attending: 'ATTENDING', notAttending: 'NOT_ATTENDING', noResponse: 'NO_RSVP' };

/** The guests behind one of an event's counts, named from the statistics' guest list. */
export function eventGuestLines(
  kind: EventStatKind,
  event: Statistics['events'][number],
  guests: readonly StatisticsGuest[],
  parties: ReadonlyArray<{ id: number; lastName: string }>,
): GuestLine[] {
  const ids = new Set(event.guests.filter((g) => g.status === EVENT_STATUSES[kind]).map((g) => g.guestId));
  return guestLines('totalInvited', guests.filter((g) => ids.has(g.id)), parties);
}
