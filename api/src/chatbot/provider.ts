import type { ChatLanguage } from './language.js';

export interface ChatRequest {
  /** The guest's question, trimmed; never spliced into instructions. */
  question: string;
  /** What the assistant may answer from: the couple's context, or the site's own content. */
  context: string;
  language: ChatLanguage;
  coupleNames: string;
  /** Aborted when the time limit is up. */
  signal: AbortSignal;
}

export interface ChatReply {
  text: string;
  /** False when the provider said it does not know. */
  known: boolean;
}

/** Something that answers a guest's question from the context. */
export interface ChatProvider {
  /** For the interaction log. */
  name: string;
  answer(request: ChatRequest): Promise<ChatReply>;
}

/** Thrown when a provider could not answer (an error status, an unreadable reply). */
export class ProviderFailure extends Error {}

/** The most a guest is shown of one answer, in characters, whatever the provider sent. */
export const MAX_ANSWER_CHARS = 4_000;

/** At most `max` characters, cut between two words and marked with "…" (one endless word is cut where it must be). */
export function capAnswer(text: string, max = MAX_ANSWER_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1); // and room for the mark
  const atBoundary = /\s/.test(text[max - 1]);
  const words = atBoundary ? head : head.replace(/\s+\S*$/, '');
  // Never half of a character written as two UTF-16 units (an emoji).
  return `${(words || head).trimEnd().replace(/[\uD800-\uDBFF]$/, '')}…`;
}
