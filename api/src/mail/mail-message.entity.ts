import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Party } from '../parties/party.entity.js';

export const MESSAGE_KINDS = ['invitation', 'reminder', 'update', 'confirmation', 'rsvp_note', 'payment_note', 'digest'] as const;
/** Notes to the couple (issue 22 §4 "To the couple"): their text is written when queued (see couple-notes.ts). */
export const COUPLE_NOTE_KINDS = ['rsvp_note', 'payment_note', 'digest'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * queued → sending → sent; a failed try goes back to queued (later, with back-off) until the
 * last try, then failed. not_sent: no mail server was configured when its turn came.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not_sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * One message to one party: the outbox the mail worker reads (see mail-worker.ts). The text is
 * written when it is sent, from the party's answers and the templates of that moment; only an
 * update's own subject and body are kept here.
 */
@Entity({ tableName: 'mail_message' })
@Index({ name: 'mail_message_due_index', properties: ['status', 'sendAfter'] })
export class MailMessage {
  [OptionalProps]?: 'party' | 'status' | 'attempts' | 'sendAfter' | 'createdAt' | 'subject' | 'body' | 'lastError' | 'sentAt' | 'claimedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /**
   * The party it goes to; for a note to the couple, the party it is about (a daily digest is
   * about no one party: null).
   */
  @ManyToOne(() => Party, { deleteRule: 'cascade', index: true, nullable: true })
  party: Party | null = null;

  @Property({ type: 'text' })
  kind!: MessageKind;

  /** The address at the time it was queued. */
  @Property({ type: 'text' })
  toAddress!: string;

  @Property({ type: 'text' })
  language!: string;

  /** An update's subject and Markdown body (also a couple's own wording for the other kinds). */
  @Property({ type: 'text', nullable: true })
  subject: string | null = null;

  @Property({ type: 'text', nullable: true })
  body: string | null = null;

  @Property({ type: 'text', default: 'queued' })
  status: MessageStatus = 'queued';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  sendAfter: Date = new Date();

  /** Generated when queued, so a message sent again after a crash carries the same Message-ID. */
  @Property({ type: 'text' })
  messageId!: string;

  @Property({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
