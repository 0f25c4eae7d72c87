import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { getRsvpOptions, todayIn } from '../rsvp/rsvp-options.service.js';
import { getWedding } from '../settings/settings.service.js';
import { digestText, getNotifySettings } from './couple-notes.js';
import { MailMessage } from './mail-message.entity.js';
import { MailScheduleRun } from './mail-schedule-run.entity.js';
import { everyGuestParty, messageIdFor, queueFor, wakeMailWorker } from './mail.service.js';

/** The automatic RSVP reminder goes out from this hour (the wedding's timezone) of its day. */
export const REMINDER_HOUR = 10;
/** A first digest, or one after a long pause, covers at most this much. */
const DIGEST_LOOKBACK_MS = 24 * 3_600_000;
const MAX_DIGEST_WINDOW_MS = 7 * 24 * 3_600_000;

export interface ScheduleOptions {
  /** The hour (0–23, the wedding's timezone) the daily digest is queued (NOTIFY_DIGEST_HOUR). */
  digestHour: number;
  mailDomain: string;
}

/** The hour of `now` where the wedding happens, 0–23. */
export function hourIn(timezone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** A calendar day moved by whole days ("2026-06-01", -3 → "2026-05-29"). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Inside a transaction: claims `key` for this run (its row is the primary key, so only one
 * process, once, gets it: a second waits for the first's commit and then finds the row).
 */
async function claim(tx: EntityManager, key: string, now: Date): Promise<boolean> {
  const rows = await tx.execute<Array<{ key: string }>>(`insert into mail_schedule_run (key, ran_at) values (?, ?) on conflict (key) do nothing returning key`, [key, now]);
  return rows.length > 0;
}

/**
 * The couple's daily digest (notes chosen "daily"): once a local day, from NOTIFY_DIGEST_HOUR
 * on, what happened since the previous digest (at most a week; the first covers a day). A day
 * with nothing to tell is recorded and sends nothing. Returns the messages queued.
 */
export async function queueDailyDigest(em: EntityManager, now: Date, opts: ScheduleOptions): Promise<number> {
  const settings = await getNotifySettings(em);
  if (settings.frequency !== 'daily' || !settings.sendTo) return 0;
  const { timezone } = await getWedding(em);
  if (hourIn(timezone, now) < opts.digestHour) return 0;
  const key = `digest:${todayIn(timezone, now)}`;
  if (await em.findOne(MailScheduleRun, { key }, { fields: ['key'] })) return 0;
  return em.transactional(async (tx) => {
    if (!(await claim(tx, key, now))) return 0;
    const [previous] = await tx.execute<Array<{ at: Date | null }>>(`select max(ran_at) as at from mail_schedule_run where key like 'digest:%' and key <> ?`, [key]);
    const floor = now.getTime() - MAX_DIGEST_WINDOW_MS;
    const from = previous?.at ? new Date(Math.max(new Date(previous.at).getTime(), floor)) : new Date(now.getTime() - DIGEST_LOOKBACK_MS);
    const digest = await digestText(tx, from, now);
    if (!digest) return 0;
    tx.create(MailMessage, { kind: 'digest', toAddress: settings.sendTo!, language: digest.language, subject: digest.subject, body: digest.body, messageId: messageIdFor(opts.mailDomain) });
    await tx.flush();
    await tx.nativeUpdate(MailScheduleRun, { key }, { queued: 1 });
    return 1;
  });
}

/**
 * The automatic RSVP reminder (RSVP Options "days before the deadline", off by default): one
 * round per deadline, from REMINDER_HOUR on the day that many days before it until the deadline
 * day itself (turned on late, it goes at once; after the deadline, never). The same recipients
 * as "Send reminders": an e-mail, a guest not answered, not unsubscribed. A new deadline gets
 * its own round. Returns the messages queued.
 */
export async function queueAutoReminders(em: EntityManager, now: Date, opts: ScheduleOptions): Promise<number> {
  const { deadline, reminderDaysBefore } = await getRsvpOptions(em);
  if (!deadline || !reminderDaysBefore) return 0;
  const { timezone } = await getWedding(em);
  const today = todayIn(timezone, now);
  const day = addDays(deadline, -reminderDaysBefore);
  if (today > deadline || today < day || (today === day && hourIn(timezone, now) < REMINDER_HOUR)) return 0;
  const key = `reminder:${deadline}`;
  if (await em.findOne(MailScheduleRun, { key }, { fields: ['key'] })) return 0;
  return em.transactional(async (tx) => {
    if (!(await claim(tx, key, now))) return 0;
    const { queued } = await queueFor(tx, await everyGuestParty(tx), { kind: 'reminder', mailDomain: opts.mailDomain });
    await tx.nativeUpdate(MailScheduleRun, { key }, { queued });
    return queued;
  });
}

/** One look at the schedule: the worker calls it every few seconds with its clock's time. */
export async function runSchedules(orm: MikroORM, now: Date, opts: ScheduleOptions): Promise<number> {
  const queued = (await queueDailyDigest(orm.em.fork(), now, opts)) + (await queueAutoReminders(orm.em.fork(), now, opts));
  if (queued) wakeMailWorker();
  return queued;
}
