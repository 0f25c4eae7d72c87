import ical from 'ical-generator';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getVenue, getWedding } from '../settings/settings.service.js';

// Calendar apps that do not know the zone by name read its rules from here (EU summer time).
const CET_RULES = (tzid: string) =>
  [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
const CET_ZONES = new Set(['Europe/Madrid', 'Europe/Paris', 'Europe/Berlin', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Brussels', 'Europe/Vienna']);

/** The day after an ISO date (the wedding spans its whole day, up to midnight). */
export function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface WeddingEvent {
  title: string;
  start: string;
  /** The ceremony's HH:MM, when the couple set one: the event runs from then to midnight. */
  startTime: string | null;
  end: string;
  timezone: string;
  location: string;
}

export async function weddingEvent(em: EntityManager): Promise<WeddingEvent> {
  const [wedding, venue] = [await getWedding(em), await getVenue(em)];
  return {
    title: `${wedding.coupleNames} Wedding`,
    start: wedding.date,
    startTime: wedding.ceremonyTime,
    end: nextDay(wedding.date),
    timezone: wedding.timezone,
    location: `${venue.name}, ${venue.address}`,
  };
}

/** "Add to Calendar" on a calendar service: the wedding day (from the ceremony, when set) in the venue's timezone. */
export function calendarServiceUrl(e: WeddingEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: e.startTime
      ? `${e.start.replaceAll('-', '')}T${e.startTime.replace(':', '')}00/${e.end.replaceAll('-', '')}T000000`
      : `${e.start.replaceAll('-', '')}/${e.end.replaceAll('-', '')}`,
    location: e.location,
    ctz: e.timezone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** One of the couple's events (issue 21 §2): wall times in the wedding's timezone. */
export interface ScheduledEvent {
  id: number;
  name: string;
  start: string;
  end: string;
  location: string;
  mapsUrl: string;
  note: string | null;
}

/**
 * The wedding as an iCalendar file, TZID the venue's timezone: one VEVENT per event the party is
 * invited to, or while there are none the wedding day alone (from the ceremony, else midnight,
 * to midnight).
 */
export function weddingIcs(e: WeddingEvent, events: ScheduledEvent[] = []): string {
  const cal = ical({ name: e.title, prodId: { company: 'wedding-site', product: 'wedding', language: 'EN' } });
  cal.timezone({ name: e.timezone, generator: CET_ZONES.has(e.timezone) ? CET_RULES : undefined });
  for (const ev of events) {
    cal.createEvent({
      // Stable per event, so a calendar that imports the file again updates instead of duplicating.
      id: `event-${ev.id}@wedding-site`,
      start: `${ev.start}:00`,
      end: `${ev.end}:00`,
      timezone: e.timezone,
      summary: ev.name,
      location: ev.location,
      description: ev.note ?? undefined,
      url: ev.mapsUrl,
      stamp: new Date(),
    });
  }
  if (events.length) return cal.toString();
  cal.createEvent({
    id: `wedding-${e.start}@wedding-site`,
    start: `${e.start}T${e.startTime ?? '00:00'}:00`,
    end: `${e.end}T00:00:00`,
    timezone: e.timezone,
    summary: e.title,
    location: e.location,
    stamp: new Date(),
  });
  return cal.toString();
}
