import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A scheduled mailing that has run, keyed by what it is for: `digest:2026-06-01` (the couple's
 * daily digest of that local day), `reminder:2026-05-15` (the automatic RSVP reminder round
 * before that deadline). Its row is written in the same transaction as the messages it queues,
 * and the key is the primary key, so a restart or a second server process finds it there and
 * queues nothing again (see mail-schedule.ts).
 */
@Entity({ tableName: 'mail_schedule_run' })
export class MailScheduleRun {
  [OptionalProps]?: 'ranAt' | 'queued';

  @PrimaryKey({ type: 'text' })
  key!: string;

  /** When it ran: a digest covers what happened since the previous digest's run. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  ranAt: Date = new Date();

  /** How many messages it queued. */
  @Property({ type: 'integer', default: 0 })
  queued: number = 0;
}
