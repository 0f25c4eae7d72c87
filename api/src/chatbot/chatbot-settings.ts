import type { EntityManager } from '@mikro-orm/postgresql';
import { text } from '../registry/registry-checks.js';
import { Setting } from '../settings/setting.entity.js';

const ENABLED = 'chatbot.enabled';
const CONTEXT = 'chatbot.context';
const CONTEXT_ES = 'chatbot.context.es';
/** Room for a long story and every practical detail, small enough to send to a model each time. */
export const MAX_CONTEXT = 20_000;

async function read(em: EntityManager, key: string): Promise<string | undefined> {
  return (await em.findOne(Setting, { key }))?.value;
}

/** Off until the couple switches it on. */
export async function chatbotEnabled(em: EntityManager): Promise<boolean> {
  return (await read(em, ENABLED)) === 'true';
}

export async function setChatbotEnabled(em: EntityManager, enabled: boolean): Promise<boolean> {
  await em.upsert(Setting, { key: ENABLED, value: String(enabled) });
  return enabled;
}

/** What the couple wrote for the assistant; empty when nothing yet. */
export async function chatbotContext(em: EntityManager): Promise<string> {
  return (await read(em, CONTEXT)) ?? '';
}

/** Trimmed; empty clears it (the assistant then answers from the site's own content). */
export async function setChatbotContext(em: EntityManager, context: string): Promise<string> {
  const kept = text('context', context, MAX_CONTEXT) ?? '';
  await em.upsert(Setting, { key: CONTEXT, value: kept });
  return kept;
}

/** What the couple wrote for the assistant in Spanish; empty when nothing yet (Spanish questions then read the English one). */
export async function chatbotContextEs(em: EntityManager): Promise<string> {
  return (await read(em, CONTEXT_ES)) ?? '';
}

/** Trimmed; empty clears it. */
export async function setChatbotContextEs(em: EntityManager, context: string): Promise<string> {
  const kept = text('contextEs', context, MAX_CONTEXT) ?? '';
  await em.upsert(Setting, { key: CONTEXT_ES, value: kept });
  return kept;
}

/**
 * The couple's context in the asker's language: the Spanish one for a Spanish question when
 * written, else the English one; '' when they wrote none (the site's own content is read then).
 */
export async function chatbotContextIn(em: EntityManager, language: 'en' | 'es'): Promise<string> {
  const spanish = language === 'es' ? await chatbotContextEs(em) : '';
  return spanish || (await chatbotContext(em));
}
