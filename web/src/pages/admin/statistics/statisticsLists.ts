import type { AdminRsvpStatisticsFragment, GuestRsvpStatus } from '../gql/graphql';

export type Statistics = AdminRsvpStatisticsFragment['rsvpStatistics'];

/** The five stat cards of spec §2 "Admin dashboard" section 1, in their order. */
export const STAT_KINDS = ['totalInvited', 'responded', 'attending', 'notAttending', 'noResponse'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** Which answers each stat counts: "responded" is a yes or a no; "no response" is no answer or a pending one. */
export const STAT_STATUSES: Record<StatKind, GuestRsvpStatus[]> = {
  totalInvited: ['ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP'],
  responded: ['ATTENDING', 'NOT_ATTENDING'],
  attending: ['ATTENDING'],
  notAttending: ['NOT_ATTENDING'],
  noResponse: ['PENDING', 'NO_RSVP'],
};

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

/** An event's three counts (issue 21 §2), in their order, and the answer each lists. */
export const EVENT_STAT_KINDS = ['attending', 'notAttending', 'noResponse'] as const;
export type EventStatKind = (typeof EVENT_STAT_KINDS)[number];
export const EVENT_STATUSES: Record<EventStatKind, GuestRsvpStatus> = { attending: 'ATTENDING', notAttending: 'NOT_ATTENDING', noResponse: 'NO_RSVP' };

/** Which guests a list dialog shows: a stat's statuses among the counted guests, or an event's answer. */
export interface GuestListQuery {
  statuses: GuestRsvpStatus[];
  eventId?: number;
}
