import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import type { GuestAttendanceInput } from '../rsvp/rsvp.types.js';
import { GuestRsvpStatus } from '../rsvp/rsvp-statistics.types.js';
import { EventAttendance } from './event.entity.js';
import type { EventAnswerView, EventStatistics } from './events.types.js';

/**
 * A guest's event answers by event start, as JSON, for a statement over guest_attendance `a`: the
 * RSVP page's read carries them in its one statement (rsvp.service.ts PARTY_ANSWERS_SQL).
 */
export const GUEST_EVENT_ANSWERS_SQL = `coalesce((select json_agg(json_build_object('eventId', ea.event_id, 'attending', ea.attending) order by e.start, e.id)
    from event_attendance ea join event e on e.id = ea.event_id where ea.guest_id = a.guest_id), '[]'::json)`;

/** The ids of the events a party's guest group is invited to (inside the submission's transaction). */
async function invitedEventIds(tx: EntityManager, partyId: number): Promise<Set<number>> {
  const rows: Array<{ event_id: number }> = await tx.getConnection().execute(
    `select i.event_id from event_invitation i join guest_group g on g.id = i.guest_group_id
      join party p on p.guest_group = g.name where p.id = ?`,
    [partyId],
    'all',
    tx.getTransactionContext(),
  );
  return new Set(rows.map((r) => r.event_id));
}

export interface CheckedEventAnswers {
  /** Per guest id: the answers given, or undefined when the item carried no `events`. */
  byGuest: Map<number, Map<number, boolean> | undefined>;
}

/**
 * Checks every item's `events` before anything is written: an event the party is not invited to
 * (or that does not exist: the same answer, nothing to learn by guessing) is a 400 naming the
 * field, and the whole submission is refused.
 */
export async function checkEventAnswers(tx: EntityManager, partyId: number, data: GuestAttendanceInput[]): Promise<CheckedEventAnswers> {
  const byGuest = new Map<number, Map<number, boolean> | undefined>();
  const anyGiven = data.some((d) => d.events?.length);
  const invited = anyGiven ? await invitedEventIds(tx, partyId) : new Set<number>();
  data.forEach((entry, i) => {
    if (entry.events == null) {
      byGuest.set(entry.guestId, undefined);
      return;
    }
    const answers = new Map<number, boolean>();
    entry.events.forEach((answer, j) => {
      const field = `attendanceData[${i}].events[${j}].eventId`;
      if (!invited.has(answer.eventId)) {
        throw badInput(field, 'EVENT_NOT_INVITED', `Your party is not invited to event ${answer.eventId}`, { eventId: answer.eventId });
      }
      if (answers.has(answer.eventId)) throw badInput(field, 'EVENT_LISTED_TWICE', `Event ${answer.eventId} is listed twice`, { eventId: answer.eventId });
      answers.set(answer.eventId, answer.attending);
    });
    byGuest.set(entry.guestId, answers);
  });
  return { byGuest };
}

/**
 * Writes the checked answers in the submission's transaction. Event answers belong to guests who
 * are coming: a guest answered "no" or pending loses theirs (as with notes and meals); a guest
 * whose item carried no `events` keeps what they had.
 */
export async function writeEventAnswers(
  tx: EntityManager,
  checked: CheckedEventAnswers,
  attendingOf: Map<number, boolean | null>,
): Promise<void> {
  const notComing = [...attendingOf].filter(([, a]) => a !== true).map(([id]) => id);
  if (notComing.length) await tx.nativeDelete(EventAttendance, { guest: { $in: notComing } });
  const now = new Date();
  for (const [guestId, answers] of checked.byGuest) {
    if (!answers?.size || attendingOf.get(guestId) !== true) continue;
    for (const [eventId, attending] of answers) {
      // One statement per answer whatever was there: a repeated submission updates in place.
      await tx.getConnection().execute(
        `insert into event_attendance (event_id, guest_id, attending, updated_at) values (?, ?, ?, ?)
          on conflict (event_id, guest_id) do update set attending = excluded.attending, updated_at = excluded.updated_at`,
        [eventId, guestId, attending, now],
        'run',
        tx.getTransactionContext(),
      );
    }
  }
}

/** Answers of the given guests, each guest's by event start. */
export async function eventAnswersOf(em: EntityManager, guestIds: number[]): Promise<Map<number, EventAnswerView[]>> {
  const out = new Map<number, EventAnswerView[]>();
  if (!guestIds.length) return out;
  const rows: Array<{ guest_id: number; event_id: number; attending: boolean }> = await em.getConnection().execute(
    `select a.guest_id, a.event_id, a.attending from event_attendance a join event e on e.id = a.event_id
      where a.guest_id in (${guestIds.map(() => '?').join(', ')}) order by e.start, e.id`,
    guestIds,
  );
  for (const r of rows) {
    const list = out.get(r.guest_id) ?? [];
    list.push({ eventId: r.event_id, attending: r.attending });
    out.set(r.guest_id, list);
  }
  return out;
}

interface StatRow {
  event_id: number;
  name: string;
  name_es: string;
  start: string;
  guest_id: number | null;
  overall: boolean | null;
  answer: boolean | null;
}

// One statement for every event: each event with the guests of invited parties that may RSVP.
const EVENT_STATS_SQL = `
  select e.id as event_id, e.name, e.name_es, e.start, g.id as guest_id, a.attending as overall, ea.attending as answer
  from event e
  left join event_invitation i on i.event_id = e.id
  left join guest_group gg on gg.id = i.guest_group_id
  left join party p on p.guest_group = gg.name and p.can_rsvp
  left join guest g on g.party_id = p.id
  left join guest_attendance a on a.guest_id = g.id
  left join event_attendance ea on ea.guest_id = g.id and ea.event_id = e.id
  order by e.start, e.id, p.last_name, p.id, g.sort_order, g.id`;

/** A guest who declined the wedding declines each of its events; a yes counts only from a guest who is coming. */
function eventStatus(r: StatRow): GuestRsvpStatus {
  if (r.overall === false || r.answer === false) return GuestRsvpStatus.NOT_ATTENDING;
  if (r.overall === true && r.answer === true) return GuestRsvpStatus.ATTENDING;
  return GuestRsvpStatus.NO_RSVP;
}

export async function eventStatistics(em: EntityManager): Promise<EventStatistics[]> {
  const rows = await em.getConnection().execute<StatRow[]>(EVENT_STATS_SQL);
  const byEvent = new Map<number, EventStatistics>();
  for (const r of rows) {
    let stats = byEvent.get(r.event_id);
    if (!stats) {
      stats = { eventId: r.event_id, name: r.name, nameEs: r.name_es, start: r.start, invited: 0, attending: 0, notAttending: 0, noResponse: 0, guests: [] };
      byEvent.set(r.event_id, stats);
    }
    if (r.guest_id === null) continue;
    const status = eventStatus(r);
    stats.guests.push({ guestId: r.guest_id, status });
    stats.invited += 1;
    if (status === GuestRsvpStatus.ATTENDING) stats.attending += 1;
    else if (status === GuestRsvpStatus.NOT_ATTENDING) stats.notAttending += 1;
    else stats.noResponse += 1;
  }
  return [...byEvent.values()];
}

const EXPORT_WORDS: Record<string, string> = {
  [GuestRsvpStatus.ATTENDING]: 'attending',
  [GuestRsvpStatus.NOT_ATTENDING]: 'not attending',
  [GuestRsvpStatus.NO_RSVP]: 'no rsvp',
};

/**
 * The guest export's event columns, one per event ("Event: Welcome dinner"), by start. Guests of
 * parties that may not RSVP count like invited ones here, so the caterer sees every invitation;
 * a guest whose group is not invited reads "not invited".
 */
export async function eventExportColumns(em: EntityManager): Promise<{ headers: string[]; cells: (guestId: number) => string[] }> {
  const rows = await em.getConnection().execute<StatRow[]>(EVENT_STATS_SQL.replace(' and p.can_rsvp', ''));
  const events: Array<{ id: number; name: string }> = [];
  const status = new Map<string, string>();
  for (const r of rows) {
    if (!events.some((e) => e.id === r.event_id)) events.push({ id: r.event_id, name: r.name });
    if (r.guest_id !== null) status.set(`${r.event_id}:${r.guest_id}`, EXPORT_WORDS[eventStatus(r)]);
  }
  return {
    headers: events.map((e) => `Event: ${e.name}`),
    cells: (guestId) => events.map((e) => status.get(`${e.id}:${guestId}`) ?? 'not invited'),
  };
}
