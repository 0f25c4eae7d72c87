import { useLingui } from '@lingui/react';
import type adminEn from './locales/admin/en.json';
import type chatbotEn from './locales/chatbot/en.json';
import type en from './locales/en.json';
import type pollsEn from './locales/polls/en.json';
import type coupleEn from './locales/couple/en.json';
import type logisticsEn from './locales/logistics/en.json';
import type scheduleEn from './locales/schedule/en.json';
import type photosEn from './locales/photos/en.json';
import type registryEn from './locales/registry/en.json';
import type rsvpEn from './locales/rsvp/en.json';
import type triviaEn from './locales/trivia/en.json';
import { isLocale, LOCALES, type Locale } from './locale';

/**
 * A key of the catalogues (the guest's, and the parts loaded with their pages: see
 * catalogParts.ts); English is the reference, and a test keeps Spanish in step.
 */
export type MessageId = keyof typeof en | keyof typeof adminEn | keyof typeof registryEn | keyof typeof pollsEn
  | keyof typeof coupleEn
  | keyof typeof logisticsEn
  | keyof typeof scheduleEn
  | keyof typeof triviaEn
  | keyof typeof photosEn
  | keyof typeof rsvpEn
  | keyof typeof chatbotEn;
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
