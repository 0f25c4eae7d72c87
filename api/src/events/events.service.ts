import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../content/content-keys.js';
import { badInput, notFound } from '../graphql/errors.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { inLanguage } from '../i18n/reader-language.js';
import { preparedRead } from '../db/prepared.js';
import { getWedding, weddingTimezone } from '../settings/settings.service.js';
import { checkEventFields, checkNewEvent, checkOrder } from './event-checks.js';
import { Event, EventAttendance, EventInvitation } from './event.entity.js';
import { isoWithOffset } from './event-time.js';
import type { ScheduledEvent } from '../content/wedding-calendar.js';
import type { AdminEventView, EventInput, EventUpdateInput, EventView } from './events.types.js';

export interface EventRow {
  id: number;
  name: string;
  nameEs: string;
  start: string;
  end: string;
  venue: string;
  address: string;
  mapsUrl: string;
  note: string;
  noteEs: string;
}

/**
 * The events a guest group is invited to, by start. Shared with bench/baseline.ts; a hot read of
 * the schedule and RSVP pages, so a prepared statement. $1 is the group's name.
 */
export const GROUP_EVENTS_SQL = `select e.id, e.name, e.name_es as "nameEs", e.start, e."end", e.venue, e.address,
  e.maps_url as "mapsUrl", e.note, e.note_es as "noteEs"
  from event e join event_invitation i on i.event_id = e.id join guest_group g on g.id = i.guest_group_id
  where g.name = $1 order by e.start, e.id`;

/** The events a party of `group` is invited to. Outside any unit of work only (a prepared read). */
export function eventsOfGroup(em: EntityManager, group: string): Promise<EventRow[]> {
  return preparedRead<EventRow>(em, 'group_events', GROUP_EVENTS_SQL, [group]);
}

/** The couple's maps link, else a maps search for the venue and its address. */
export function eventMapsUrl(e: Pick<EventRow, 'venue' | 'address' | 'mapsUrl'>): string {
  if (e.mapsUrl) return e.mapsUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([e.venue, e.address].filter(Boolean).join(', '))}`;
}

const compact = (wall: string) => `${wall.replace(/[-:]/g, '')}00`;

/** "Add to Calendar" on a calendar service: the event's wall times, named in the wedding's zone. */
export function eventCalendarUrl(e: { name: string; start: string; end: string; venue: string; address: string; note: string | null }, timezone: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.name,
    dates: `${compact(e.start)}/${compact(e.end)}`,
    location: [e.venue, e.address].filter(Boolean).join(', '),
    ctz: timezone,
  });
  if (e.note) params.set('details', e.note);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function guestEventView(e: EventRow, language: Language, timezone: string): EventView {
  const name = inLanguage(language, e.name, e.nameEs);
  const note = inLanguage(language, e.note, e.noteEs) || null;
  return {
    id: e.id,
    name,
    start: e.start,
    end: e.end,
    startsAt: isoWithOffset(e.start, timezone),
    endsAt: isoWithOffset(e.end, timezone),
    timezone,
    venue: e.venue,
    address: e.address,
    mapsUrl: eventMapsUrl(e),
    note,
    calendarUrl: eventCalendarUrl({ ...e, name, note }, timezone),
  };
}

/** What a party reads: the events its guest group is invited to, in `language`. Outside any unit of work only (prepared reads). */
export async function partyEvents(em: EntityManager, group: string, language: Language): Promise<EventView[]> {
  const rows = await eventsOfGroup(em, group);
  if (!rows.length) return [];
  const timezone = await weddingTimezone(em);
  return rows.map((e) => guestEventView(e, language, timezone));
}

/** The party's events for its calendar file, in `language`. */
export async function partyCalendarEvents(em: EntityManager, group: string, language: Language): Promise<ScheduledEvent[]> {
  return (await eventsOfGroup(em, group)).map((e) => ({
    id: e.id,
    name: inLanguage(language, e.name, e.nameEs),
    start: e.start,
    end: e.end,
    location: [e.venue, e.address].filter(Boolean).join(', '),
    mapsUrl: eventMapsUrl(e),
    note: inLanguage(language, e.note, e.noteEs) || null,
  }));
}

const eventNotFound = () => notFound('EVENT_NOT_FOUND', 'Event not found');

/** Every event with its groups and answer count, by start: the dashboard's list. */
export async function adminEvents(em: EntityManager, onlyId?: number): Promise<AdminEventView[]> {
  // In turn: on a transaction's EntityManager these share one connection.
  const events = await em.find(Event, onlyId === undefined ? {} : { id: onlyId }, { orderBy: { start: 'asc', id: 'asc' } });
  const invitations = await em.find(EventInvitation, {}, { populate: ['guestGroup'] });
  const counts: Array<{ event_id: number; n: number }> = await em
    .getConnection()
    .execute('select event_id, count(*)::int as n from event_attendance group by event_id');
  const { timezone } = await getWedding(em);
  const countOf = new Map(counts.map((c) => [c.event_id, c.n]));
  return events.map((e) => ({
    id: e.id,
    name: e.name,
    nameEs: e.nameEs,
    start: e.start,
    end: e.end,
    timezone,
    venue: e.venue,
    address: e.address,
    mapsUrl: e.mapsUrl,
    note: e.note,
    noteEs: e.noteEs,
    guestGroups: invitations
      .filter((i) => i.event.id === e.id)
      .map((i) => i.guestGroup.getEntity().name)
      .sort(),
    answerCount: countOf.get(e.id) ?? 0,
  }));
}

async function oneAdminEvent(em: EntityManager, id: number): Promise<AdminEventView> {
  const [view] = await adminEvents(em, id);
  if (!view) throw eventNotFound();
  return view;
}

/** The named groups, each of which must exist (a typo would silently invite nobody). */
async function groupsNamed(tx: EntityManager, names: string[]): Promise<GuestGroup[]> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (!wanted.length) return [];
  // Locked so a group is not deleted between this check and the invitation's insert.
  const groups = await tx.find(GuestGroup, { name: { $in: wanted } }, { lockMode: LockMode.PESSIMISTIC_READ });
  const missing = wanted.find((n) => !groups.some((g) => g.name === n));
  if (missing !== undefined) {
    throw badInput('guestGroups', 'GUEST_GROUP_NOT_FOUND', `Guest group "${missing}" does not exist`, { name: missing });
  }
  return groups;
}

async function invite(tx: EntityManager, event: Event, names: string[]): Promise<void> {
  const groups = await groupsNamed(tx, names);
  await tx.nativeDelete(EventInvitation, { event: event.id });
  for (const group of groups) tx.create(EventInvitation, { event, guestGroup: group });
}

export async function createEvent(em: EntityManager, input: EventInput): Promise<AdminEventView> {
  const fields = checkNewEvent(input);
  checkOrder(fields.start, fields.end);
  const id = await em.transactional(async (tx) => {
    const event = tx.create(Event, fields);
    await tx.flush();
    await invite(tx, event, input.guestGroups ?? []);
    await tx.flush();
    return event.id;
  });
  return oneAdminEvent(em, id);
}

/** Only the fields given change; guestGroups, when given, replaces the invited groups. */
export async function updateEvent(em: EntityManager, id: number, input: EventUpdateInput): Promise<AdminEventView> {
  const fields = checkEventFields(input);
  await em.transactional(async (tx) => {
    const event = Number.isInteger(id) ? await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!event) throw eventNotFound();
    checkOrder(fields.start ?? event.start, fields.end ?? event.end);
    tx.assign(event, fields);
    if (input.guestGroups != null) await invite(tx, event, input.guestGroups);
    await tx.flush();
  });
  return oneAdminEvent(em, id);
}

/**
 * The event goes with its invitations and every guest's answer for it (ON DELETE CASCADE, in
 * the same statement). Answers how many answers went.
 */
export async function deleteEvent(em: EntityManager, id: number): Promise<number> {
  return em.transactional(async (tx) => {
    const event = Number.isInteger(id) ? await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!event) throw eventNotFound();
    const answers = await tx.count(EventAttendance, { event: id });
    await tx.nativeDelete(Event, { id });
    return answers;
  });
}
