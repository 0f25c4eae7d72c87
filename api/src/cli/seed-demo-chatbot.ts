// The demo's AI assistant: switched on, with a context like a couple would write (story, venue,
// schedule, dress code, shuttles). A context the couple has since edited is left as it is.
import type { EntityManager } from '@mikro-orm/postgresql';
import { chatbotContext, setChatbotContext, setChatbotEnabled } from '../chatbot/chatbot-settings.js';
import { DEMO_CHATBOT_CONTEXT } from '../chatbot/demo-context.js';

export async function seedChatbot(em: EntityManager): Promise<void> {
  await setChatbotEnabled(em, true);
  if (!(await chatbotContext(em))) await setChatbotContext(em, DEMO_CHATBOT_CONTEXT);
}
