import { LANGUAGES, type Language } from '../content/content-keys.js';
import { badInput } from '../graphql/errors.js';

/**
 * The language a guest read answers in (issue 20 §4): the read's own `language` argument,
 * else the request's (`?language=` on the URL, then `Accept-Language`), else English.
 * Texts the couple left empty in Spanish fall back to English where they are read (see `inLanguage`).
 */
export function readerLanguage(ctx: { language: Language }, asked?: string | null): Language {
  if (asked == null) return ctx.language;
  if (!(LANGUAGES as readonly string[]).includes(asked)) {
    throw badInput('language', 'LANGUAGE_INVALID', 'language must be en or es');
  }
  return asked as Language;
}

/** The request's language: a valid `?language=`, else the best of en/es in `Accept-Language`, else English. */
export function requestLanguage(queryLanguage: unknown, acceptLanguage: string | undefined): Language {
  if (queryLanguage === 'en' || queryLanguage === 'es') return queryLanguage;
  return fromAcceptLanguage(acceptLanguage) ?? 'en';
}

/** RFC 9110 §12.5.4: the highest q among our languages wins; "es-MX" counts as es; q=0 means "not this one". */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  // Bounded: a header is short in practice, and a hostile one must not cost more than a glance.
  for (const part of header.slice(0, 500).split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}

/** A text the couple wrote in both languages, in the reader's: Spanish when asked and not empty, else English. */
export function inLanguage(language: Language, en: string, es: string | null | undefined): string;
export function inLanguage(language: Language, en: string | null, es: string | null | undefined): string | null;
export function inLanguage(language: Language, en: string | null, es: string | null | undefined): string | null {
  return language === 'es' && es && es.trim() ? es : en;
}
