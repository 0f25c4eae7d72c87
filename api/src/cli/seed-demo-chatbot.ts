// The demo's AI assistant: switched on, with a context like a couple would write (story, venue,
// schedule, dress code, shuttles), in English and Spanish. A context the couple has since edited is left as it is.
import type { EntityManager } from '@mikro-orm/postgresql';
import { chatbotContext, chatbotContextEs, setChatbotContext, setChatbotContextEs, setChatbotEnabled } from '../chatbot/chatbot-settings.js';
import { DEMO_CHATBOT_CONTEXT, DEMO_CHATBOT_CONTEXT_ES } from '../chatbot/demo-context.js';

export async function seedChatbot(em: EntityManager): Promise<void> {
  await setChatbotEnabled(em, true);
  if (!(await chatbotContext(em))) await setChatbotContext(em, DEMO_CHATBOT_CONTEXT);
  // Spanish guests' questions read the Spanish one ("¿Hay autobús al hotel?" is answered in Spanish).
  if (!(await chatbotContextEs(em))) await setChatbotContextEs(em, DEMO_CHATBOT_CONTEXT_ES);
}
