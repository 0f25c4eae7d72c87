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
