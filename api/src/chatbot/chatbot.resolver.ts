import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, SignedIn } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { text } from '../registry/registry-checks.js';
import { MAX_CONTEXT } from './chatbot-settings.js';
import { chatbotEnabled, setChatbotContext, setChatbotContextEs, setChatbotEnabled } from './chatbot-settings.js';
import { ask, chatbotContextView } from './chatbot.service.js';
import { ChatAnswer, ChatbotContext, ChatbotContextInput, ChatbotEnabled, ChatbotEnabledInput, ChatInput } from './chatbot.types.js';

@Resolver()
export class ChatbotResolver {
  @Query(() => ChatbotEnabled, { description: 'Public: the assistant’s button shows to everyone when it is on.' })
  async chatbotEnabled(@Ctx() ctx: Context): Promise<ChatbotEnabled> {
    return { enabled: await chatbotEnabled(ctx.em) };
  }

  @AdminOnly()
  @Mutation(() => ChatbotEnabled)
  async setChatbotEnabled(@Arg('input', () => ChatbotEnabledInput) input: ChatbotEnabledInput, @Ctx() ctx: Context): Promise<ChatbotEnabled> {
    return { enabled: await setChatbotEnabled(ctx.em, input.enabled) };
  }

  @AdminOnly()
  @Query(() => ChatbotContext)
  chatbotContext(@Ctx() ctx: Context): Promise<ChatbotContext> {
    return chatbotContextView(ctx.em, ctx.config.chatbot);
  }

  @AdminOnly()
  @Mutation(() => ChatbotContext, { description: 'Replaces the context; an empty one makes the assistant answer from the site’s own content.' })
  async updateChatbotContext(@Arg('input', () => ChatbotContextInput) input: ChatbotContextInput, @Ctx() ctx: Context): Promise<ChatbotContext> {
    // Both checked before either is written, so a refused Spanish text leaves the English one as it was.
    if (input.contextEs != null) text('contextEs', input.contextEs, MAX_CONTEXT);
    await setChatbotContext(ctx.em, input.context);
    if (input.contextEs != null) await setChatbotContextEs(ctx.em, input.contextEs);
    return chatbotContextView(ctx.em, ctx.config.chatbot);
  }

  @SignedIn()
  @Mutation(() => ChatAnswer, {
    description:
      'Asks the assistant (when switched on). 404 while it is off; 429 after too many questions a minute; 503 "Failed to get response from AI" when the model fails or takes too long.',
  })
  chat(@Arg('input', () => ChatInput) input: ChatInput, @Ctx() ctx: Context): Promise<ChatAnswer> {
    return ask(ctx.em, ctx.user!, input, ctx.config.chatbot);
  }
}
