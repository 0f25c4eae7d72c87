import { i18n, type Messages } from '@lingui/core';
import { rememberLocale, type Locale } from './locale';

// One chunk per language, compiled from the JSON catalogue at build time: a reader downloads
// only their own language, and no ICU parser ships to the browser.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.json?lingui'),
  es: () => import('./locales/es.json?lingui'),
};

let requested: Locale | null = null;

/**
 * Loads the language's catalogue and switches every `useLingui` consumer to it, sets
 * `<html lang>` and remembers the choice for later visits. When the reader clicks twice
 * quickly, the last choice wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  const { messages } = await catalogs[locale]();
  if (requested !== locale) return;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  rememberLocale(locale);
}

export { i18n };
