import { useMemo } from 'react';
import { INTL_LOCALE, type Locale } from './locale';
import { useCurrentLocale } from './useT';

/**
 * A calendar day ("2026-06-11") in words: "June 11, 2026" / "11 de junio de 2026". Read and
 * written at noon UTC, so the day is the same wherever the reader is.
 */
export function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** A moment's clock time in the wedding's timezone: "6:30 PM" / "18:30". */
export function formatTime(instant: Date | string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** A country's ISO code in the reader's language: "ES" → "Spain" / "España". */
export function formatCountry(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A wall-clock time written HH:MM (already the wedding's local time): "5:30 PM" / "17:30". */
export function formatClock(hhmm: string, locale: Locale): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** Money kept in cents: "$120.00" / "120,00 US$". */
export function formatMoney(cents: number, locale: Locale, currency = 'USD'): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(cents / 100);
}

/** The formatters bound to the reader's language. */
export function useFormat() {
  const locale = useCurrentLocale();
  return useMemo(
    () => ({
      day: (isoDate: string) => formatDay(isoDate, locale),
      time: (instant: Date | string, timeZone: string) => formatTime(instant, locale, timeZone),
      money: (cents: number, currency?: string) => formatMoney(cents, locale, currency),
    }),
    [locale],
  );
}
