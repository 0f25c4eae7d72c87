import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';
import { log } from '../log/logger.js';
import { Party } from '../parties/party.entity.js';
import { renderCoupleNote } from './couple-notes.js';
import { COUPLE_NOTE_KINDS, MailMessage } from './mail-message.entity.js';
import { runSchedules, type ScheduleOptions } from './mail-schedule.js';
import { renderMessage } from './message-render.js';
import { onQueued } from './mail.service.js';

/** Tries before a message is given up as failed. */
export const MAX_ATTEMPTS = 8;
const IDLE_POLL_MS = 1_000;
/** A message still "sending" after this long belongs to a process that died (SMTP timeouts are far shorter). */
const STALE_SENDING = '10 minutes';
export const NO_SERVER = 'no mail server configured';

export interface MailWorkerOptions extends ScheduleOptions {
  /** The time the schedule goes by; tests may pass their own clock. */
  clock?: () => Date;
}

/**
 * One statement, so no transaction stays open: the oldest due message becomes "sending".
 * SKIP LOCKED lets two servers on one database take different messages.
 */
const CLAIM_SQL = `update mail_message set status = 'sending', attempts = attempts + 1, claimed_at = now()
  where id = (select id from mail_message where status = 'queued' and send_after <= now()
              order by send_after, id limit 1 for update skip locked)
  returning id`;

/**
 * Sends the outbox (mail_message) one message at a time, at most MAIL_PER_MINUTE a minute.
 *
 * Why not a job library: graphile-worker and pg-boss both work on PGlite alone, but each opens
 * connections of its own, and the embedded database serves one connection, which MikroORM
 * holds (their first query fails with EPIPE). So the queue is this table, and the worker uses
 * the app's one connection for single statements only: it never holds it while talking to the
 * SMTP server.
 *
 * Guarantees: a message is marked "sending" (one statement) before it is handed to SMTP and
 * "sent" (one statement, only from "sending") after the server accepted it, so it is sent once.
 * A crash or SIGKILL between the server's acceptance and the mark leaves it "sending"; the
 * next start puts it back in the queue and it goes again, with the same Message-ID. That is the
 * one accepted at-least-once window. Queued rows are committed before the API answers, so
 * nothing queued is lost across a restart.
 */
export class MailWorker {
  private readonly transport?: Transporter;
  private stopped = false;
  private wakeUp?: () => void;
  private running?: Promise<void>;
  private readonly startedAt = new Date();
  private readonly gapMs: number;
  private readonly clock: () => Date;
  private nextScheduleAt = 0;
  /** How often the worker looks whether the daily digest or the automatic reminder is due (MAIL_SCHEDULE_SECONDS). */
  private readonly scheduleEveryMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: MailConfig,
    private readonly secret: string,
    private readonly schedule: MailWorkerOptions = { digestHour: config.digestHour, mailDomain: 'localhost' },
  ) {
    this.clock = schedule.clock ?? (() => new Date());
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as never);
    }
    this.gapMs = Math.ceil(60_000 / config.perMinute);
    this.scheduleEveryMs = config.scheduleSeconds * 1000;
  }

  get configured(): boolean {
    return Boolean(this.transport);
  }

  start(): void {
    onQueued(() => this.wake());
    this.running = this.loop().catch((err) => log().error({ err }, 'The mail worker stopped'));
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** Finishes the message in hand (if any) and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    onQueued(() => {});
    await this.running;
    this.transport?.close();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let sent = false;
      try {
        await this.lookAtSchedule();
        await this.requeueStale();
        if (!this.transport) await this.keepUnsent();
        else sent = await this.sendNext();
      } catch (err) {
        log().error({ err }, 'The mail worker could not read the outbox');
      }
      if (!this.stopped) await this.sleep(sent ? this.gapMs : IDLE_POLL_MS);
    }
  }

  /** Every few seconds: queues the daily digest or the automatic reminder when due (each once: see mail-schedule.ts). */
  private async lookAtSchedule(): Promise<void> {
    if (Date.now() < this.nextScheduleAt) return;
    this.nextScheduleAt = Date.now() + this.scheduleEveryMs;
    try {
      await runSchedules(this.orm, this.clock(), this.schedule);
    } catch (err) {
      log().error({ err }, 'The mail schedule could not run');
    }
  }

  private execute<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params);
  }

  /** Messages a dead process left "sending" go back to the queue (see the class comment). */
  private async requeueStale(): Promise<void> {
    await this.execute(
      `update mail_message set status = 'queued', send_after = now()
       where status = 'sending' and (claimed_at < ? or claimed_at < now() - interval '${STALE_SENDING}')`,
      [this.startedAt],
    );
  }

  /** Without a mail server, due messages are kept, marked as not sent. */
  private async keepUnsent(): Promise<void> {
    await this.execute(`update mail_message set status = 'not_sent', last_error = ? where status = 'queued' and send_after <= now()`, [NO_SERVER]);
  }

  private async sendNext(): Promise<boolean> {
    const [claimed] = await this.execute<{ id: number }>(CLAIM_SQL);
    if (!claimed) return false;
    const em = this.orm.em.fork();
    const message = await em.findOne(MailMessage, { id: claimed.id });
    if (!message) return true; // the party was deleted meanwhile, its messages with it
    const note = (COUPLE_NOTE_KINDS as readonly string[]).includes(message.kind);
    const party = message.party && (await em.findOne(Party, { id: message.party.id }));
    if (!note && !party) return true;
    try {
      // A note to the couple was written when queued; the others are written now.
      const mail = note
        ? { ...renderCoupleNote(message), headers: {}, attachments: [] }
        : await renderMessage(em, message, party!, { siteUrl: this.config.siteUrl, secret: this.secret });
      await this.transport!.sendMail({
        from: this.config.from,
        to: message.toAddress,
        messageId: message.messageId,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
      });
    } catch (err) {
      await this.failed(message, err as Error & { responseCode?: number });
      return true;
    }
    await this.execute(`update mail_message set status = 'sent', sent_at = now(), last_error = null where id = ? and status = 'sending'`, [message.id]);
    return true;
  }

  /**
   * A refused address (5xx) will not be accepted later: failed at once. Anything else (server
   * down, 4xx) is tried again after 1, 2, 4 … minutes, up to MAX_ATTEMPTS tries.
   */
  private async failed(message: MailMessage, err: Error & { responseCode?: number }): Promise<void> {
    const error = (err.message || String(err)).slice(0, 500);
    const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500;
    log().warn({ messageId: message.id, kind: message.kind, error }, 'A message could not be sent');
    if (permanent || message.attempts >= MAX_ATTEMPTS) {
      await this.execute(`update mail_message set status = 'failed', last_error = ? where id = ? and status = 'sending'`, [error, message.id]);
      return;
    }
    const delaySeconds = Math.min(3600, this.config.retrySeconds * 2 ** (message.attempts - 1));
    await this.execute(
      `update mail_message set status = 'queued', last_error = ?, send_after = now() + make_interval(secs => ?) where id = ? and status = 'sending'`,
      [error, delaySeconds, message.id],
    );
  }
}
