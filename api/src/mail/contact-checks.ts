import { badInput } from '../graphql/errors.js';
import { LANGUAGES, type Language } from '../content/content-keys.js';

export const MAX_EMAIL_LENGTH = 254;
// One @, a dot in the domain, no spaces, no CR/LF or other control characters (they would end a mail header).
const ADDRESS = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/**
 * A party's e-mail: trimmed, the domain lowercased (the part before @ may be case-sensitive),
 * null when blank. Refuses anything that is not one plain address.
 */
export function checkEmail(value: string | null | undefined, field = 'email'): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  if (trimmed.length > MAX_EMAIL_LENGTH) throw badInput(field, 'FIELD_TOO_LONG', `${field} must be at most ${MAX_EMAIL_LENGTH} characters`, { field, max: MAX_EMAIL_LENGTH });
  if (!ADDRESS.test(trimmed)) throw badInput(field, 'EMAIL_INVALID', 'Please enter a valid email address', { field });
  const at = trimmed.lastIndexOf('@');
  return trimmed.slice(0, at) + '@' + trimmed.slice(at + 1).toLowerCase();
}

/** en or es (any case); `fallback` when blank. */
export function checkLanguage(value: string | null | undefined, fallback: Language, field = 'language'): Language {
  const word = value?.trim().toLowerCase() ?? '';
  if (!word) return fallback;
  if (!(LANGUAGES as readonly string[]).includes(word)) throw badInput(field, 'LANGUAGE_INVALID', 'language must be en or es');
  return word as Language;
}

/** A mail header's text: one line, no CR/LF (they would let a name or subject add headers). */
export function checkHeaderText(value: string, field: string): string {
  if (/[\r\n]/.test(value)) throw badInput(field, 'LINE_BREAK_NOT_ALLOWED', `${field} must be one line`, { field });
  return value;
}

/** The site's default language for new parties: English until the site has a setting for it. */
export const DEFAULT_PARTY_LANGUAGE: Language = 'en';
