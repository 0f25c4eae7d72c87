import type { EntityManager } from '@mikro-orm/postgresql';
import { getRsvpOptions } from './rsvp-options.service.js';
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

export async function rsvpStatistics(em: EntityManager): Promise<RsvpStatistics> {
  // In turn: given a transaction's EntityManager, both would run on its one connection at once.
  const rows = await em.getConnection().execute<Row[]>(GUESTS_SQL);
  const options = await getRsvpOptions(em);
  const guests: StatisticsGuest[] = rows.map((r) => ({
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
  const count = (s: GuestRsvpStatus) => guests.filter((g) => g.status === s).length;
  const attending = count(GuestRsvpStatus.ATTENDING);
  const notAttending = count(GuestRsvpStatus.NOT_ATTENDING);
  const responded = attending + notAttending;
  const coming = guests.filter((g) => g.status === GuestRsvpStatus.ATTENDING);
  const meals: MealCount[] = options.mealOptions.length
    ? [
        ...options.mealOptions.map((meal) => ({ meal, count: coming.filter((g) => g.mealPreference === meal).length })),
        // Guests who answered before the options existed, or whose meal was since removed.
        { meal: null, count: coming.filter((g) => !g.mealPreference || !options.mealOptions.includes(g.mealPreference)).length },
      ]
    : [];
  return {
    totalInvited: guests.length,
    responded,
    attending,
    notAttending,
    noResponse: guests.length - responded,
    responseRate: responseRate(responded, guests.length),
    plusOnes: guests.filter((g) => g.isPlusOne).length,
    meals,
    guests,
  };
}
