import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, RsvpData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { ownContact, updateOwnEmail } from './contact.service.js';
import { getNotifySettings, updateNotifySettings } from './couple-notes.js';
import { listMessages, mailDomainOf, sendMessages } from './mail.service.js';
import { MailMessageType, MailServerType, MessagesQueuedType, NotifySettingsInput, NotifySettingsType, PartyContactType, SendMessagesInput } from './mail.types.js';

const mailDomain = (ctx: Context) => mailDomainOf(ctx.config.mail.from);

@Resolver()
export class MailResolver {
  @AdminOnly()
  @Mutation(() => MessagesQueuedType, { description: 'Queues an invitation, reminder or update for the chosen parties (else every party but the admins).' })
  sendMessages(@Arg('input', () => SendMessagesInput) input: SendMessagesInput, @Ctx() ctx: Context): Promise<MessagesQueuedType> {
    return sendMessages(ctx.em, ctx.user!, input, { mailDomain: mailDomain(ctx), mailServerConfigured: Boolean(ctx.config.mail.smtpUrl) });
  }

  @AdminOnly()
  @Query(() => [MailMessageType], { description: 'One row per recipient, newest first (the latest 1000).' })
  messages(@Ctx() ctx: Context): Promise<MailMessageType[]> {
    return listMessages(ctx.em);
  }

  @AdminOnly()
  @Query(() => MailServerType)
  mailServer(@Ctx() ctx: Context): MailServerType {
    return { configured: Boolean(ctx.config.mail.smtpUrl), from: ctx.config.mail.from, siteUrl: ctx.config.mail.siteUrl };
  }

  @AdminOnly()
  @Query(() => NotifySettingsType, { description: 'Where the notes to the couple go, and how often.' })
  notifySettings(@Ctx() ctx: Context): Promise<NotifySettingsType> {
    return getNotifySettings(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => NotifySettingsType, { description: 'Changes where the notes to the couple go (empty: NOTIFY_EMAIL) and how often (each, daily, off).' })
  updateNotifySettings(@Arg('input', () => NotifySettingsInput) input: NotifySettingsInput, @Ctx() ctx: Context): Promise<NotifySettingsType> {
    return updateNotifySettings(ctx.em, input);
  }

  @RsvpData()
  @Query(() => PartyContactType, { description: "The signed-in party's e-mail, where its RSVP confirmation goes." })
  partyContact(@Ctx() ctx: Context): Promise<PartyContactType> {
    return ownContact(ctx.em, ctx.user!);
  }

  @RsvpData()
  @Mutation(() => PartyContactType, { description: "Adds or corrects the signed-in party's e-mail; empty removes it." })
  updatePartyEmail(@Arg('email', () => String, { nullable: true }) email: string | null, @Ctx() ctx: Context): Promise<PartyContactType> {
    return updateOwnEmail(ctx.em, ctx.user!, email);
  }
}
