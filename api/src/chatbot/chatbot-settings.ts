import type { EntityManager } from '@mikro-orm/postgresql';
import { text } from '../registry/registry-checks.js';
import { Setting } from '../settings/setting.entity.js';

const ENABLED = 'chatbot.enabled';
const CONTEXT = 'chatbot.context';
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
