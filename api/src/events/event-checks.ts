import { badInput } from '../graphql/errors.js';
import { wallTime } from './event-time.js';
import type { EventInput, EventUpdateInput } from './events.types.js';

/** The longest text each field keeps. */
export const EVENT_MAX_LENGTH = { name: 120, nameEs: 120, venue: 120, address: 200, mapsUrl: 1000, note: 500, noteEs: 500 } as const;

export interface EventFields {
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

function text(field: keyof typeof EVENT_MAX_LENGTH, value: string): string {
  const trimmed = value.trim();
  const max = EVENT_MAX_LENGTH[field];
  if (trimmed.length > max) throw badInput(field, 'FIELD_TOO_LONG', `${field} must be at most ${max} characters`, { field, max });
  return trimmed;
}

function required(field: 'name' | 'venue', value: string): string {
  const trimmed = text(field, value);
  if (!trimmed) {
    throw field === 'name' ? badInput('name', 'NAME_REQUIRED', 'Name is required') : badInput(field, 'FIELD_EMPTY', `${field} cannot be empty`, { field });
  }
  return trimmed;
}

function time(field: 'start' | 'end', value: string): string {
  const wall = wallTime(value);
  if (!wall) throw badInput(field, 'EVENT_TIME_INVALID', `${field} must be a day and time written YYYY-MM-DDTHH:MM`, { field });
  return wall;
}

function httpsLink(value: string): string {
  const link = text('mapsUrl', value);
  if (!link) return '';
  let ok = false;
  try {
    const url = new URL(link);
    ok = url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    ok = false;
  }
  if (!ok) throw badInput('mapsUrl', 'LINK_NOT_HTTPS', 'mapsUrl must be an https:// address', { field: 'mapsUrl' });
  return link;
}

/** The fields given, checked and tidied; a field left out (undefined or null) stays out. */
export function checkEventFields(input: EventUpdateInput): Partial<EventFields> {
  const out: Partial<EventFields> = {};
  if (input.name != null) out.name = required('name', input.name);
  if (input.venue != null) out.venue = required('venue', input.venue);
  if (input.start != null) out.start = time('start', input.start);
  if (input.end != null) out.end = time('end', input.end);
  for (const key of ['nameEs', 'address', 'note', 'noteEs'] as const) {
    const value = input[key];
    if (value !== undefined) out[key] = text(key, value ?? '');
  }
  if (input.mapsUrl !== undefined) out.mapsUrl = httpsLink(input.mapsUrl ?? '');
  return out;
}

export function checkNewEvent(input: EventInput): EventFields {
  return { nameEs: '', address: '', mapsUrl: '', note: '', noteEs: '', ...checkEventFields(input) } as EventFields;
}

/** Once start and end are known (given or stored), the end must come after the start. */
export function checkOrder(start: string, end: string): void {
  if (end <= start) throw badInput('end', 'EVENT_ENDS_BEFORE_START', 'end must be after start', { field: 'end' });
}
