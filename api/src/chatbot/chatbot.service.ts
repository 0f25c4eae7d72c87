import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { AppError, badInput, notFound } from '../graphql/errors.js';
import { text } from '../registry/registry-checks.js';
import { getWedding } from '../settings/settings.service.js';
import type { ChatbotConfig } from './chatbot-config.js';
import { chatbotContext, chatbotContextEs, chatbotContextIn, chatbotEnabled } from './chatbot-settings.js';
import type { ChatAnswer, ChatbotContext, ChatInput } from './chatbot.types.js';
import { ChatLimiter } from './chat-limiter.js';
import { siteContext } from './context-sources.js';
import { CHAT_LANGUAGES, questionLanguage, type ChatLanguage } from './language.js';
import { answerOffline } from './offline-answerer.js';
import { openAiCompatible } from './openai-provider.js';
import { passagesOf } from './passages.js';
import { capAnswer, type ChatProvider } from './provider.js';
import { log } from '../log/logger.js';

export const MAX_QUESTION = 500;

/** Deterministic and instant, with no service behind it: the default. */
export const offlineProvider: ChatProvider = {
  name: 'offline',
  answer: async ({ question, context, language }) => answerOffline(passagesOf(context), question, language),
};

/** The configured model endpoint, else the offline answerer. */
export function providerFor(config: ChatbotConfig): ChatProvider {
  return config.apiBaseUrl && config.model ? openAiCompatible({ baseUrl: config.apiBaseUrl, apiKey: config.apiKey, model: config.model }) : offlineProvider;
}

export async function chatbotContextView(em: EntityManager, config: ChatbotConfig): Promise<ChatbotContext> {
  const context = await chatbotContext(em);
  const contextEs = await chatbotContextEs(em);
  return { context, contextEs, source: context || contextEs ? 'couple' : 'site', provider: providerFor(config).name, model: config.apiBaseUrl ? (config.model ?? null) : null };
}

let limiter: { perMinute: number; limiter: ChatLimiter } | undefined;
function limiterFor(perMinute: number): ChatLimiter {
  if (limiter?.perMinute !== perMinute) limiter = { perMinute, limiter: new ChatLimiter(perMinute) };
  return limiter.limiter;
}

function chosenLanguage(value: string | null | undefined): ChatLanguage | null {
  if (value == null || value === '') return null;
  if (!(CHAT_LANGUAGES as readonly string[]).includes(value)) {
    throw badInput('language', 'VALUE_NOT_ALLOWED', `language must be one of: ${CHAT_LANGUAGES.join(', ')}`, { field: 'language', allowed: CHAT_LANGUAGES.join(', ') });
  }
  return value as ChatLanguage;
}

type Outcome = 'answered' | 'unknown' | 'failed' | 'timed-out';

/** What is kept of each question: never its text, which may be personal. */
function logInteraction(entry: { questionLength: number; provider: string; source: string; latencyMs: number; outcome: Outcome; reason?: string }) {
  log().info({ chatbot: entry }, 'chatbot');
}

const failed = () => new AppError('Failed to get response from AI', 'SERVICE_UNAVAILABLE', 'CHATBOT_FAILED');

/**
 * A signed-in guest's question, answered from the couple's context (or, when they wrote none,
 * from the site content the guest's group may see) by the configured provider, within the time
 * limit. Nothing about other guests goes to the provider.
 */
export async function ask(em: EntityManager, user: SessionUser, input: ChatInput, config: ChatbotConfig): Promise<ChatAnswer> {
  if (!(await chatbotEnabled(em))) throw notFound('CHATBOT_DISABLED', 'The assistant is switched off.');
  const question = text('question', input.question, MAX_QUESTION, true)!;
  const language = questionLanguage(question, chosenLanguage(input.language));
  limiterFor(config.questionsPerMinute).take(user.id);

  const written = await chatbotContextIn(em, language);
  const source = written ? 'couple' : 'site';
  const context = written || (await siteContext(em, user, language));
  const { coupleNames } = await getWedding(em);
  const provider = providerFor(config);
  const started = performance.now();
  const signal = AbortSignal.timeout(config.timeoutMs);
  const log = (outcome: Outcome, reason?: string) =>
    logInteraction({ questionLength: question.length, provider: provider.name, source, latencyMs: Math.round(performance.now() - started), outcome, reason });
  try {
    const reply = await provider.answer({ question, context, language, coupleNames, signal });
    log(reply.known ? 'answered' : 'unknown');
    return { response: capAnswer(reply.text) };
  } catch (err) {
    const timedOut = signal.aborted;
    log(timedOut ? 'timed-out' : 'failed', timedOut ? undefined : (err as Error).message);
    throw failed();
  }
}
