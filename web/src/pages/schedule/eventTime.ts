import { INTL_LOCALE, type Locale } from '../../i18n/locale';

/**
 * Events' times are wall times in the wedding's time zone ("2026-06-11T17:30"), shown as they
 * are wherever the reader is: read and written as UTC, never converted.
 */
const asUtc = (wall: string) => new Date(`${wall}:00Z`);

/** "Wednesday, June 10" / "miércoles, 10 de junio" (a heading capitalises its first letter only: "Miércoles, 10 de junio"). */
export function eventDayTitle(wall: string, locale: Locale): string {
  const day = eventDay(wall, locale);
  return day.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + day.slice(1);
}

export function eventDay(wall: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(asUtc(wall));
}

/** "8:00 PM – 11:30 PM" / "20:00–23:30"; the end's day is named when it is another day. */
export function eventHours(start: string, end: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short', timeZone: 'UTC' });
  const endText = start.slice(0, 10) === end.slice(0, 10) || end.slice(11) === '00:00' ? time.format(asUtc(end)) : `${eventDay(end, locale)}, ${time.format(asUtc(end))}`;
  return `${time.format(asUtc(start))} – ${endText}`;
}
