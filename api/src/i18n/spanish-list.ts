import { badInput } from '../graphql/errors.js';
import type { MessageCode } from '../graphql/message-codes.js';
import { text } from '../registry/registry-checks.js';

/**
 * The Spanish of a list the couple wrote in English (a poll's or a trivia question's options):
 * [] when none is given, else exactly one entry per English one, in the same order, since votes
 * and answers keep the option's index and must mean the same option in both languages. A blank
 * entry shows the English one of that place; two alike (ignoring case) are refused as in English.
 */
export function spanishList(field: string, values: readonly string[], count: number, maxLength: number, twiceCode: MessageCode): string[] {
  const texts = values.map((v) => v.trim());
  if (texts.every((t) => !t)) return [];
  if (texts.length !== count) {
    throw badInput(field, 'SPANISH_COUNT_MISMATCH', `${field} must have one entry per option (${count}), in the same order, or none`, { field, count });
  }
  const seen = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    text(field, t, maxLength);
    const key = t.toLocaleLowerCase();
    if (seen.has(key)) throw badInput(field, twiceCode, `The option "${t}" is listed twice`, { option: t });
    seen.add(key);
  }
  return texts;
}

/** The list in the reader's language: each Spanish entry when asked and not blank, else the English one. */
export function listInLanguage(language: 'en' | 'es', en: readonly string[], es: readonly string[] | null | undefined): string[] {
  if (language !== 'es' || !es?.length) return [...en];
  return en.map((option, i) => (es[i]?.trim() ? es[i] : option));
}
