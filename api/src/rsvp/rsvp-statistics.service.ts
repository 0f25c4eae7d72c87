import type { EntityManager } from '@mikro-orm/postgresql';
import { mealOptionsOffered } from './rsvp-options.service.js';
import { GuestRsvpStatus, type MealCount, type RsvpStatistics, type StatisticsGuest } from './rsvp-statistics.types.js';

interface Row {
  id: number;
  party_id: number;
  first_name: string;
  last_name: string;
  is_child: boolean;
  is_plus_one: boolean;
  sort_order: number;
  answered: boolean;
  attending: boolean | null;
  meal_preference: string | null;
}

// One statement however many parties there are: the dashboard must not slow down with the guest list.
const GUESTS_SQL = `
  select g.id, g.party_id, g.first_name, g.last_name, g.is_child, g.is_plus_one, g.sort_order,
         a.id is not null as answered, a.attending, a.meal_preference
  from guest g
  join party p on p.id = g.party_id
  left join guest_attendance a on a.guest_id = g.id
  where p.can_rsvp
  order by p.last_name, p.id, g.sort_order, g.id`;

export function statusOf(r: { answered: boolean; attending: boolean | null }): GuestRsvpStatus {
  if (!r.answered) return GuestRsvpStatus.NO_RSVP;
  if (r.attending === true) return GuestRsvpStatus.ATTENDING;
  if (r.attending === false) return GuestRsvpStatus.NOT_ATTENDING;
  return GuestRsvpStatus.PENDING;
}

export function responseRate(responded: number, invited: number): number {
  return invited ? Math.round((responded / invited) * 100) : 0;
}

/** The guests the statistics count, with their status: only when a client selects `guests` (the dashboard no longer does). */
export async function statisticsGuests(em: EntityManager): Promise<StatisticsGuest[]> {
  const rows = await em.getConnection().execute<Row[]>(GUESTS_SQL);
  return rows.map((r) => ({
    id: r.id,
    partyId: r.party_id,
    firstName: r.first_name,
    lastName: r.last_name,
    isChild: r.is_child,
    isPlusOne: r.is_plus_one,
    sortOrder: r.sort_order,
    status: statusOf(r),
    mealPreference: r.meal_preference,
  }));
}

// Counted by the database (issue 23): the answer's size and the work in Node stay the same however
// long the guest list. One pass over the guests, grouped by the meal chosen: the totals are the
// groups' sums, and a meal's count its group's guests who are coming.
const COUNTS_SQL = `
  select a.meal_preference as meal,
         count(*) as total,
         count(*) filter (where a.attending) as attending,
         count(*) filter (where a.attending = false) as not_attending,
         count(*) filter (where g.is_plus_one) as plus_ones
  from guest g
  join party p on p.id = g.party_id
  left join guest_attendance a on a.guest_id = g.id
  where p.can_rsvp
  group by a.meal_preference`;

type Counted = Omit<RsvpStatistics, 'guests'>;

export async function rsvpStatistics(em: EntityManager): Promise<Counted> {
  // In turn: given a transaction's EntityManager, they would run on its one connection at once.
  const groups = await em.getConnection().execute<Array<Record<string, string | number | null>>>(COUNTS_SQL);
  const mealOptions = await mealOptionsOffered(em);
  const sum = (column: string) => groups.reduce((n, g) => n + Number(g[column]), 0);
  const total = sum('total');
  const attending = sum('attending');
  const notAttending = sum('not_attending');
  const responded = attending + notAttending;
  let meals: MealCount[] = [];
  if (mealOptions.length) {
    const chosen = new Map(groups.map((g) => [g.meal, Number(g.attending)]));
    const offered = mealOptions.map((meal) => ({ meal, count: chosen.get(meal) ?? 0 }));
    // Guests who answered before the options existed, or whose meal was since removed.
    const counted = offered.reduce((n, m) => n + m.count, 0);
    meals = [...offered, { meal: null, count: attending - counted }];
  }
  return {
    totalInvited: total,
    responded,
    attending,
    notAttending,
    noResponse: total - responded,
    responseRate: responseRate(responded, total),
    plusOnes: sum('plus_ones'),
    meals,
  };
}
