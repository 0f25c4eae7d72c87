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
