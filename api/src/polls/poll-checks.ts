import { badInput } from '../graphql/errors.js';
import { text } from '../registry/registry-checks.js';
import { spanishList } from '../i18n/spanish-list.js';
import { POLL_TYPES, type PollType } from './poll.entity.js';

export const MAX_QUESTION = 500;
export const MAX_OPTION = 200;
/** A poll with a single option asks nothing. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

export const pollQuestion = (value: string | null | undefined) => text('question', value, MAX_QUESTION, true)!;

/** '' when none: Spanish readers then see the English question. */
export const pollQuestionEs = (value: string | null | undefined) => text('questionEs', value, MAX_QUESTION) ?? '';

/** [] or one Spanish text per option, in the options' order (votes keep the option's index). */
export const pollOptionsEs = (values: readonly string[], count: number) => spanishList('optionsEs', values, count, MAX_OPTION, 'POLL_OPTION_TWICE');

export function pollType(value: string): PollType {
  const type = value.trim().toLowerCase();
  if (!(POLL_TYPES as readonly string[]).includes(type)) {
    throw badInput('type', 'VALUE_NOT_ALLOWED', `type must be one of: ${POLL_TYPES.join(', ')}`, { field: 'type', allowed: POLL_TYPES.join(', ') });
  }
  return type as PollType;
}

/** Trimmed, none blank, none twice (ignoring case), within the count and length caps. */
export function pollOptions(values: readonly string[]): string[] {
  if (values.length > MAX_OPTIONS) throw badInput('options', 'TOO_MANY_ITEMS', `options can have at most ${MAX_OPTIONS} entries`, { field: 'options', max: MAX_OPTIONS });
  const options = values.map((v) => text('options', v, MAX_OPTION, true)!);
  if (options.length < MIN_OPTIONS) throw badInput('options', 'POLL_OPTIONS_TOO_FEW', `A poll needs at least ${MIN_OPTIONS} options`, { min: MIN_OPTIONS });
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) throw badInput('options', 'POLL_OPTION_TWICE', `The option "${option}" is listed twice`, { option });
    seen.add(key);
  }
  return options;
}
