import { useLingui } from '@lingui/react';
import type en from './locales/en.json';
import { isLocale, LOCALES, type Locale } from './locale';

/** A key of the catalogues; English is the reference, and a test keeps Spanish in step. */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The message in the current language; components re-render when the language changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}

export function useCurrentLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : LOCALES[0];
}
