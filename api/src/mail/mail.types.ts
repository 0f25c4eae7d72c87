import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Messages to queue: one per party with an e-mail among those chosen.' })
export class SendMessagesInput {
  @Field(() => String, { description: 'invitation, reminder or update.' })
  kind!: string;

  @Field(() => [Int], { nullable: true, description: 'These parties; with groups, those in either.' })
  partyIds?: number[] | null;

  @Field(() => [String], { nullable: true, description: 'The parties of these guest groups. Neither: every party but the admins.' })
  groups?: string[] | null;

  @Field(() => String, { nullable: true, description: "The subject (an update's is required); else the template's." })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: "The Markdown body (an update's is required); else the template's." })
  body?: string | null;
}

@ObjectType('MessagesQueued', { description: 'What sending did: messages queued, and parties left out and why.' })
export class MessagesQueuedType {
  @Field(() => Int)
  queued!: number;

  @Field(() => Int, { description: 'Chosen parties without an e-mail.' })
  withoutEmail!: number;

  @Field(() => Int, { description: 'Chosen parties that unsubscribed.' })
  unsubscribed!: number;

  @Field(() => Int, { description: 'Reminders only: chosen parties whose guests have all answered (or that cannot RSVP).' })
  answered!: number;

  @Field(() => Boolean, { description: 'False: no mail server is configured, so the messages will be kept as not sent.' })
  mailServerConfigured!: boolean;
}

@ObjectType('MailMessage', { description: 'One message to one party, or a note to the couple (rsvp_note, payment_note, digest).' })
export class MailMessageType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The party it goes to; for a note to the couple, the party it is about (none for a daily digest).' })
  partyId!: number | null;

  @Field(() => String, { nullable: true })
  partyName!: string | null;

  @Field(() => String)
  kind!: string;

  @Field(() => String)
  toAddress!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String, { description: 'queued, sending, sent, failed or not sent.' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was sent; else when it was queued.' })
  time!: Date;

  @Field(() => String, { nullable: true, description: 'Why it was not sent (the last try).' })
  error!: string | null;
}

@ObjectType('MailServer', { description: 'Whether messages can be sent, and from which address.' })
export class MailServerType {
  @Field(() => Boolean)
  configured!: boolean;

  @Field(() => String)
  from!: string;

  @Field(() => String, { description: 'The address guests use, for the links in messages.' })
  siteUrl!: string;
}

@ObjectType('PartyContact', { description: "The signed-in party's e-mail, for its RSVP confirmation." })
export class PartyContactType {
  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String)
  language!: string;
}

@ObjectType('NotifySettings', { description: "Notes to the couple: a note for each RSVP and each reported payment, a daily digest, or none." })
export class NotifySettingsType {
  @Field(() => String, { nullable: true, description: "The dashboard's address; null: NOTIFY_EMAIL's." })
  email!: string | null;

  @Field(() => String, { description: 'each, daily or off.' })
  frequency!: string;

  @Field(() => String, { nullable: true, description: 'NOTIFY_EMAIL, the address used when the dashboard names none.' })
  defaultEmail!: string | null;

  @Field(() => String, { nullable: true, description: 'Where notes go now; null: nowhere (off, or no address).' })
  sendTo!: string | null;

  @Field(() => Int, { description: "The hour (0–23, the wedding's timezone) the daily digest is sent (NOTIFY_DIGEST_HOUR)." })
  digestHour!: number;
}

@InputType({ description: 'Only the fields given change.' })
export class NotifySettingsInput {
  @Field(() => String, { nullable: true, description: 'Where the notes go; empty or null: NOTIFY_EMAIL.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'each (a note for each RSVP and payment), daily (one digest a day) or off.' })
  frequency?: string | null;
}
