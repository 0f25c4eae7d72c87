import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../migrations/index.js';
import { Party } from '../parties/party.entity.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { Setting } from '../settings/setting.entity.js';
import { Session } from '../session/session.entity.js';
import { Guest } from '../party-guests/guest.entity.js';
import { GuestAttendance } from '../rsvp/guest-attendance.entity.js';
import { Rsvp } from '../rsvp/rsvp.entity.js';
import { ormLogLine } from '../log/logger.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { usePlainPool } from './prepared.js';
import { RegistryItem } from '../registry/registry-item.entity.js';
import { PaymentConfirmation } from '../registry/payment-confirmation.entity.js';
import { Poll } from '../polls/poll.entity.js';
import { PollResponse } from '../polls/poll-response.entity.js';
import { SiteText } from '../content/site-text.entity.js';
import { TriviaQuestion } from '../trivia/trivia-question.entity.js';
import { TriviaResponse } from '../trivia/trivia-response.entity.js';
import { SiteImage } from '../site-images/site-image.entity.js';
import { Event, EventAttendance, EventInvitation } from '../events/event.entity.js';
import { RsvpAnswer, RsvpQuestion } from '../rsvp-questions/rsvp-question.entity.js';
import { MailMessage } from '../mail/mail-message.entity.js';
import { MailScheduleRun } from '../mail/mail-schedule-run.entity.js';
import { MessageTemplate } from '../mail/message-template.entity.js';

export const entities = [Party, GuestGroup, Setting, Session, Guest, GuestAttendance, Rsvp, RegistryItem, PaymentConfirmation, Poll, PollResponse, SiteText, TriviaQuestion, TriviaResponse, SiteImage, Event, EventInvitation, EventAttendance,
  // issue 21 §3: the couple's RSVP questions and the parties' answers
  RsvpQuestion, RsvpAnswer,
  // issue 22: the outbox of e-mail messages and the couple's wording of each kind
  MailMessage, MessageTemplate,
  // issue 22 §4: the couple's daily digest and the automatic reminder, each run once
  MailScheduleRun];

export interface Database {
  orm: MikroORM;
  /** Set when the database is the embedded one this process started. */
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

export function ormOptions(connection: Partial<Options>, embedded: boolean): Options {
  return {
    ...connection,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'migrations',
      pathTs: 'migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    // PGlite answers one transaction at a time; a second pooled connection would wait on it forever.
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: process.env.DEBUG_SQL === '1',
    // Through the server's logger: JSON lines like every other (statements at debug level).
    logger: ormLogLine,
    colors: false,
  };
}

/** A real server when a URL is given, else PGlite kept in dataDir (or in memory without one). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const orm = await MikroORM.init(ormOptions({ clientUrl: opts.databaseUrl }, false));
    const endPlainPool = usePlainPool(orm);
    return {
      orm,
      async close() {
        await endPlainPool();
        await orm.close();
      },
    };
  }
  const embedded = await startEmbeddedPostgres(opts.dataDir);
  try {
    const orm = await MikroORM.init(ormOptions(embedded.connection, true));
    return {
      orm,
      embedded,
      async close() {
        await orm.close();
        await embedded.stop();
      },
    };
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
