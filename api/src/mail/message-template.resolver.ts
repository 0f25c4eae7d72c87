import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { previewMessageTemplate } from './message-render.js';
import { listMessageTemplates, restoreMessageTemplate, saveMessageTemplate } from './message-template.service.js';
import { MessagePreviewType, MessageTemplateInput, MessageTemplateType } from './message-template.types.js';

const KIND = { description: 'invitation, reminder, confirmation or update.' };

@Resolver()
export class MessageTemplateResolver {
  @AdminOnly()
  @Query(() => [MessageTemplateType], { description: 'The wording of each kind of message, both languages, as stored or built in.' })
  messageTemplates(@Ctx() ctx: Context): Promise<MessageTemplateType[]> {
    return listMessageTemplates(ctx.em);
  }

  @AdminOnly()
  @Query(() => MessagePreviewType, { description: 'A template, saved or not, as a sample party would receive it in the given language (en or es).' })
  messageTemplatePreview(
    @Arg('kind', () => String, KIND) kind: string,
    @Arg('language', () => String, { nullable: true, description: 'en (the default) or es.' }) language: string | null,
    @Arg('input', () => MessageTemplateInput) input: MessageTemplateInput,
    @Ctx() ctx: Context,
  ): Promise<MessagePreviewType> {
    return previewMessageTemplate(ctx.em, kind, language, input, ctx.config.mail.siteUrl);
  }

  @AdminOnly()
  @Mutation(() => MessageTemplateType, { description: 'Saves both languages of one kind of message; the next messages of that kind use it.' })
  updateMessageTemplate(@Arg('kind', () => String, KIND) kind: string, @Arg('input', () => MessageTemplateInput) input: MessageTemplateInput, @Ctx() ctx: Context): Promise<MessageTemplateType> {
    return saveMessageTemplate(ctx.em, ctx.user!, kind, input);
  }

  @AdminOnly()
  @Mutation(() => MessageTemplateType, { description: 'Brings back the built-in wording of one kind of message, both languages.' })
  restoreMessageTemplate(@Arg('kind', () => String, KIND) kind: string, @Ctx() ctx: Context): Promise<MessageTemplateType> {
    return restoreMessageTemplate(ctx.em, ctx.user!, kind);
  }
}
