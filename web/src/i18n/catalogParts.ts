import { useEffect, useState } from 'react';
import { addCatalogPart, type CatalogLoader } from './i18n';
import type { Locale } from './locale';

/**
 * Texts only one lazily loaded page needs live in a catalogue part of their own,
 * `locales/<part>/{en,es}.json` with keys `<part>.*`, loaded with that page: guests never
 * download the admin's texts, and the first download carries no page's texts at all.
 */
export const CATALOG_PARTS = ['admin', 'rsvp', 'registry', 'polls', 'couple', 'logistics', 'schedule', 'trivia', 'photos', 'chatbot'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];
/** The page folder of a part whose name is not its page's (the photos are the couple page's). */
export const CATALOG_PART_PAGES: Partial<Record<CatalogPart, string>> = { photos: 'couple' };

// One chunk per part and language, compiled at build time like the guest catalogue.
const files = import.meta.glob<{ messages: Record<string, unknown> }>('./locales/*/*.json', { query: '?lingui' });

const loaders = new Map<CatalogPart, CatalogLoader>();
function loaderFor(part: CatalogPart): CatalogLoader {
  if (!loaders.has(part)) loaders.set(part, (locale: Locale) => files[`./locales/${part}/${locale}.json`]() as ReturnType<CatalogLoader>);
  return loaders.get(part)!;
}

const loading = new Map<CatalogPart, Promise<void>>();
const ready = new Set<CatalogPart>();

/** Loads a part in the current language (and with every later switch); resolves once its texts can show. */
export function loadCatalogPart(part: CatalogPart): Promise<void> {
  if (!loading.has(part)) loading.set(part, addCatalogPart(loaderFor(part)).then(() => void ready.add(part)));
  return loading.get(part)!;
}

/** For a page: false until its part is loaded (show a spinner meanwhile), then true. */
export function useCatalogPart(part: CatalogPart): boolean {
  const [loaded, setLoaded] = useState(ready.has(part));
  useEffect(() => {
    if (!loaded) void loadCatalogPart(part).then(() => setLoaded(true));
  }, [loaded, part]);
  return loaded;
}
