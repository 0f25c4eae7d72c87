import type { AdminEventFieldsFragment, EventInput } from '../gql/graphql';

export type AdminEvent = AdminEventFieldsFragment;

export interface EventFormValues {
  name: string;
  nameEs: string;
  /** YYYY-MM-DDTHH:MM, as a datetime-local input gives it: the wedding's time zone. */
  start: string;
  end: string;
  venue: string;
  address: string;
  mapsUrl: string;
  note: string;
  noteEs: string;
  guestGroups: string[];
}

export function emptyEventForm(): EventFormValues {
  return { name: '', nameEs: '', start: '', end: '', venue: '', address: '', mapsUrl: '', note: '', noteEs: '', guestGroups: [] };
}

export function eventFormValues(e: AdminEvent): EventFormValues {
  return {
    name: e.name,
    nameEs: e.nameEs,
    start: e.start,
    end: e.end,
    venue: e.venue,
    address: e.address,
    mapsUrl: e.mapsUrl,
    note: e.note,
    noteEs: e.noteEs,
    guestGroups: [...e.guestGroups],
  };
}

/** What a save sends: every field (so a cleared one is cleared), texts trimmed; the server checks the rest. */
export function eventInput(v: EventFormValues): EventInput {
  return {
    name: v.name.trim(),
    nameEs: v.nameEs.trim(),
    start: v.start,
    end: v.end,
    venue: v.venue.trim(),
    address: v.address.trim(),
    mapsUrl: v.mapsUrl.trim(),
    note: v.note.trim(),
    noteEs: v.noteEs.trim(),
    guestGroups: v.guestGroups,
  };
}

/** "Jun 10, 20:00 – 23:30" (or with the end's day when it differs), in the reader's language. */
export function eventWhen(start: string, end: string, locale: string): string {
  const day = (wall: string) => new Date(`${wall.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const time = (wall: string) => wall.slice(11, 16);
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${day(start)}, ${time(start)} – ${sameDay ? '' : `${day(end)}, `}${time(end)}`;
}
