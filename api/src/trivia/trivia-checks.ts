import { badInput } from '../graphql/errors.js';
import { text } from '../registry/registry-checks.js';
import { spanishList } from '../i18n/spanish-list.js';
import { QUESTION_TYPES, type QuestionType } from './trivia-question.entity.js';

export const MAX_QUESTION = 500;
export const MAX_OPTION = 200;
export const MAX_OPTIONS = 10;
export const MAX_MESSAGE = 300;
export const MAX_EMBED_URL = 2000;

export const triviaQuestionText = (value: string | null | undefined) => text('question', value, MAX_QUESTION, true)!;

/** '' when none: Spanish readers then see the English question. */
export const triviaQuestionTextEs = (value: string | null | undefined) => text('questionEs', value, MAX_QUESTION) ?? '';

/** [] or one Spanish text per option, in the options' order (answers keep the option's index). */
export const triviaOptionsEs = (values: readonly string[], count: number) => spanishList('optionsEs', values, count, MAX_OPTION, 'TRIVIA_OPTION_TWICE');

export function questionType(value: string): QuestionType {
  const type = value.trim().toLowerCase();
  if (!(QUESTION_TYPES as readonly string[]).includes(type)) {
    throw badInput('questionType', 'VALUE_NOT_ALLOWED', `questionType must be one of: ${QUESTION_TYPES.join(', ')}`, {
      field: 'questionType',
      allowed: QUESTION_TYPES.join(', '),
    });
  }
  return type as QuestionType;
}

/** Spec §5: at least one option; trimmed, none blank, none twice (ignoring case), within the caps. */
export function triviaOptions(values: readonly string[]): string[] {
  if (values.length > MAX_OPTIONS) throw badInput('options', 'TOO_MANY_ITEMS', `options can have at most ${MAX_OPTIONS} entries`, { field: 'options', max: MAX_OPTIONS });
  if (!values.length) throw badInput('options', 'FIELD_EMPTY', 'options cannot be empty', { field: 'options' });
  const options = values.map((v) => text('options', v, MAX_OPTION, true)!);
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) throw badInput('options', 'TRIVIA_OPTION_TWICE', `The option "${option}" is listed twice`, { option });
    seen.add(key);
  }
  return options;
}

export function correctOption(value: number, optionCount: number): number {
  if (!Number.isInteger(value) || value < 0 || value >= optionCount) {
    throw badInput('correctOption', 'NUMBER_OUT_OF_RANGE', `correctOption must be a whole number from 0 to ${optionCount - 1}`, {
      field: 'correctOption',
      min: 0,
      max: optionCount - 1,
    });
  }
  return value;
}

/**
 * Music players the page may frame: the embed addresses of well-known services, https only, on
 * their own player host and path. Anything else (another site, a plain page, javascript:) could
 * frame arbitrary content on the guests' phones.
 */
const PLAYERS: ReadonlyArray<{ hosts: readonly string[]; path: RegExp }> = [
  { hosts: ['open.spotify.com'], path: /^\/embed\// }, // Spotify
  { hosts: ['embed.music.apple.com'], path: /^\/[a-z]{2}\/(album|playlist|song|music-video)\// }, // Apple Music
  { hosts: ['w.soundcloud.com'], path: /^\/player\/?$/ }, // SoundCloud
  { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'], path: /^\/embed\/[\w-]+$/ }, // YouTube
];

export function isMusicPlayerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return PLAYERS.some((p) => p.hosts.includes(url.hostname) && p.path.test(url.pathname));
}

/**
 * Player addresses parallel to the options: '' for an option without a player. Not longer than
 * the options; all blank is stored as [] (spec §5). A refused one is a 400 naming its option.
 */
export function triviaEmbeds(values: readonly string[], optionCount: number): string[] {
  const embeds = values.map((v) => v.trim());
  if (embeds.every((e) => !e)) return [];
  if (embeds.length > optionCount) {
    throw badInput('embeds', 'TRIVIA_EMBEDS_TOO_MANY', `embeds can have at most one address per option (${optionCount})`, { max: optionCount });
  }
  embeds.forEach((embed, i) => {
    if (!embed) return;
    if (embed.length > MAX_EMBED_URL || !isMusicPlayerUrl(embed)) {
      throw badInput(
        'embeds',
        'TRIVIA_EMBED_NOT_ALLOWED',
        `The player address for option ${i + 1} is not accepted: use the https embed address of Spotify, Apple Music, SoundCloud or YouTube`,
        { option: i + 1 },
      );
    }
  });
  return embeds;
}

/** A blank message means the spec's default (in Spanish: '', read as described in messageIn). */
export function message(field: 'correctMessage' | 'incorrectMessage' | 'correctMessageEs' | 'incorrectMessageEs', value: string | null | undefined, fallback: string): string {
  return text(field, value, MAX_MESSAGE) ?? fallback;
}
