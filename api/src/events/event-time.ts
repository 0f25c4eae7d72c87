/**
 * Wall times in the wedding's time zone ("2026-06-11T17:30") and the instants they name.
 * No imports: the checks and the calendar use it alike.
 */

/** YYYY-MM-DDTHH:MM (a space for the T and :00 seconds are accepted and dropped). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** The wall time in its stored form, or null when it is not a real day and time. */
export function wallTime(text: string): string | null {
  const m = WALL_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}T${h}:${mi}`;
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(instant.getTime() / 60000) * 60000) / 60000;
}

/** The instant a wall time names in `timeZone` (in a spring-forward gap, the hour after). */
export function instantOf(wall: string, timeZone: string): Date {
  const asUtc = new Date(`${wall}:00Z`);
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60000);
  return new Date(asUtc.getTime() - offsetMinutes(first, timeZone) * 60000);
}

/** ISO 8601 with the zone's offset at that time, e.g. 2026-06-11T17:30:00+02:00. */
export function isoWithOffset(wall: string, timeZone: string): string {
  const offset = offsetMinutes(instantOf(wall, timeZone), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
