import { useCallback } from 'react';
import { INTL_LOCALE } from '../../../i18n/locale';
import { useCurrentLocale } from '../../../i18n/useT';

/**
 * When a guest confirmed a payment: date and clock time in the reader's language and own
 * timezone ("May 2, 2026, 12:30 PM"). Admin-only, so it stays out of the guests' shared formatters.
 */
export function useFormatMoment() {
  const locale = useCurrentLocale();
  return useCallback(
    (instant: unknown) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(String(instant))),
    [locale],
  );
}
