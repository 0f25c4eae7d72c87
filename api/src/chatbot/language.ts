/** The languages the site speaks; the assistant answers in the one the question is written in. */
export const CHAT_LANGUAGES = ['en', 'es'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

const SPANISH_WORDS = new Set(
  'qué que cuál cual cuándo cuando dónde donde cómo como quién quien cuánto cuanto el la los las un una de del hay es son está puedo debo para por con sin mi mis tu su nos llegar boda ropa hora vestir traer niños'.split(' '),
);
const ENGLISH_WORDS = new Set('what which when where how who the an is are there can could should do does i my we our to of for with without wedding wear time bring kids'.split(' '));

/**
 * The language of the question by its words (and ¿ ¡ ñ or accents for Spanish); when it gives
 * no clear sign, the visitor's chosen language, else English.
 */
export function questionLanguage(question: string, chosen?: ChatLanguage | null): ChatLanguage {
  const words = question.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  let es = /[¿¡ñáéíóú]/i.test(question) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (SPANISH_WORDS.has(w)) es += 1;
    if (ENGLISH_WORDS.has(w)) en += 1;
  }
  if (es > en) return 'es';
  if (en > es) return 'en';
  return chosen ?? 'en';
}

export const LANGUAGE_NAMES: Record<ChatLanguage, string> = { en: 'English', es: 'Spanish' };
