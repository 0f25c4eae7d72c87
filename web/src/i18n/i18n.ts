import { i18n, type Messages } from '@lingui/core';
import { rememberLocale, type Locale } from './locale';

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

// One chunk per language, compiled from the JSON catalogue at build time: a reader downloads
// only their own language, and no ICU parser ships to the browser.
const guestCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.json?lingui'),
  es: () => import('./locales/es.json?lingui'),
};

// The guest's catalogue, then parts that lazily loaded code adds (the admin's texts).
const parts: CatalogLoader[] = [(locale) => guestCatalogs[locale]()];

let requested: Locale | null = null;

/**
 * Loads the language's catalogue and switches every `useLingui` consumer to it, sets
 * `<html lang>` and remembers the choice for later visits. When the reader clicks twice
 * quickly, the last choice wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  let loaded: { messages: Messages }[];
  // A part added while this one loads must be in the language switched to as well.
  do loaded = await Promise.all(parts.map((load) => load(locale)));
  while (loaded.length !== parts.length);
  if (requested !== locale) return;
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded.map((part) => part.messages)) });
  document.documentElement.lang = locale;
  rememberLocale(locale);
}

/**
 * Adds a catalogue part (the admin's texts, loaded with the admin page): loaded now in the
 * current language, and with every later language switch. Resolves once its texts can show.
 */
export async function addCatalogPart(loader: CatalogLoader): Promise<void> {
  if (parts.includes(loader)) return;
  parts.push(loader);
  const locale = requested;
  if (!locale) return;
  const { messages } = await loader(locale);
  if (i18n.locale === locale) i18n.load(locale, messages);
}

export { i18n };
