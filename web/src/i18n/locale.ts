/** The site's languages; the first is the fallback when nothing else decides. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, so a reader finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Full tags for `Intl`: the couple's guests use US dates and dollars in English, Spain's in Spanish. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };

const STORAGE_KEY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `?lang=es` in a URL's query, if it names one of our languages. */
export function localeFromSearch(search: string): Locale | null {
  const lang = new URLSearchParams(search).get('lang');
  return isLocale(lang) ? lang : null;
}

/** The search string without `lang`, e.g. after the reader picked a language by hand. */
export function searchWithoutLang(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

// Storage can throw (private browsing, disabled cookies); the choice then lasts for the visit.
export function rememberedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The server reads the same choice from a cookie (api/src/web/page-html.ts), so a page it renders
 * is in the language the app starts in and is taken over as it is, not drawn anew in the other.
 */
export const LANGUAGE_COOKIE = 'lang';

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // see rememberedLocale
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The first of the browser's languages we have, matched on the primary tag ("es-MX" → es). */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** `?lang=` wins, then the reader's earlier choice, then the browser's languages, else English. */
export function initialLocale(search = window.location.search, languages = navigator.languages ?? [navigator.language]): Locale {
  return localeFromSearch(search) ?? rememberedLocale() ?? browserLocale(languages) ?? LOCALES[0];
}
