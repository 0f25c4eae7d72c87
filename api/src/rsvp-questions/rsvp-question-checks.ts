import { badInput } from '../graphql/errors.js';
import { text } from '../registry/registry-checks.js';
import { QUESTION_TYPES, type QuestionType } from './rsvp-question.entity.js';

export const MAX_QUESTION_TEXT = 300;
export const MAX_OPTION_TEXT = 100;
/** A choice of one asks nothing. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 20;
/** A text answer: a song, a few allergies, a sentence for the couple. */
export const MAX_ANSWER_LENGTH = 500;
/** Questions × guests of the largest household, with room; keeps one request's work bounded. */
export const MAX_ANSWERS_PER_CALL = 1000;

export const questionText = (field: string, value: string | null | undefined, required: boolean) => text(field, value, MAX_QUESTION_TEXT, required) ?? '';

export function questionType(value: string): QuestionType {
  const type = value.trim().toLowerCase();
  if (!(QUESTION_TYPES as readonly string[]).includes(type)) {
    throw badInput('type', 'VALUE_NOT_ALLOWED', `type must be one of: ${QUESTION_TYPES.join(', ')}`, { field: 'type', allowed: QUESTION_TYPES.join(', ') });
  }
  return type as QuestionType;
}

function optionList(field: string, values: readonly string[]): string[] {
  if (values.length > MAX_OPTIONS) throw badInput(field, 'TOO_MANY_ITEMS', `${field} can have at most ${MAX_OPTIONS} entries`, { field, max: MAX_OPTIONS });
  const options = values.map((v) => text(field, v, MAX_OPTION_TEXT, true)!);
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) throw badInput(field, 'RSVP_OPTION_TWICE', `The option "${option}" is listed twice`, { option });
    seen.add(key);
  }
  return options;
}

/**
 * A choice's options in both languages: at least two in English, and in Spanish either none
 * (Spanish readers see the English) or as many, in the same order. Other types have none.
 */
export function questionOptions(type: QuestionType, en: readonly string[], es: readonly string[]): { options: string[]; optionsEs: string[] } {
  if (type !== 'choice') return { options: [], optionsEs: [] };
  const options = optionList('options', en);
  if (options.length < MIN_OPTIONS) throw badInput('options', 'RSVP_OPTIONS_TOO_FEW', `A choice needs at least ${MIN_OPTIONS} options`, { min: MIN_OPTIONS });
  const optionsEs = es.every((o) => !o.trim()) ? [] : optionList('optionsEs', es);
  if (optionsEs.length && optionsEs.length !== options.length) {
    throw badInput('optionsEs', 'RSVP_OPTIONS_MISMATCH', 'optionsEs must list as many options as options, in the same order (or none)');
  }
  return { options, optionsEs };
}
