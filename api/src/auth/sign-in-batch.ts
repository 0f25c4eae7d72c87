import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { onPlainPool, preparedRead } from '../db/prepared.js';
import { SIGN_IN_SQL, type SignInRow } from './session-query.js';
import { sessionColumns, sessionParams, signInSavingSession, signInsSavingSessions, type NewSession } from '../session/session.store.js';

/** The sign-in read that also saves the new session for the party it finds (one round trip). */
const ONE = signInSavingSession(SIGN_IN_SQL, 3);
/** The same for several sign-ins at once: the name keys and ZIP codes as arrays. */
const MANY = signInsSavingSessions(SIGN_IN_SQL, ['text', 'text']);

/** At most this many sign-ins in one statement. */
export const MOST_AT_ONCE = 64;

interface Waiting {
  nameKey: string;
  zipCode: string;
  session: NewSession;
  /** Runs in the sign-in's own request (its log lines' id, its statement count). */
  inContext: <R>(work: () => R) => R;
  resolve(row: SignInRow | undefined): void;
  reject(err: unknown): void;
}

interface Queue {
  busy: boolean;
  waiting: Waiting[];
}

/** By the ORM's configuration, which every fork of its EntityManager shares. */
const queues = new WeakMap<object, Queue>();

const one = (em: EntityManager, nameKey: string, zipCode: string, session: NewSession) =>
  preparedRead<SignInRow>(em, 'sign_in_saving_session', ONE, [nameKey, zipCode, ...sessionParams(session)]).then(([row]) => row);

/**
 * The party with this name key and ZIP code and its group, the new session saved for it (none
 * when there is no such party). On the embedded database every statement costs this process
 * its own CPU (the database runs in a thread of it), and a sign-in's statement also writes the
 * WAL: with many sign-ins at once (issue 23 §6: 200), those that arrive while one statement is
 * in flight go together in the next one, so that cost is paid once per batch. A batch is one
 * statement, so it writes all or nothing; if it fails, each of its sign-ins runs again on its
 * own, and gets its own answer or error. A sign-in alone runs as before. On a PostgreSQL
 * server, with a pool of connections, each runs on its own.
 */
export function signInRead(em: EntityManager, nameKey: string, zipCode: string, session: NewSession): Promise<SignInRow | undefined> {
  if (onPlainPool(em)) return one(em, nameKey, zipCode, session);
  let queue = queues.get(em.config);
  if (!queue) queues.set(em.config, (queue = { busy: false, waiting: [] }));
  if (queue.busy) {
    const inContext = AsyncLocalStorage.snapshot();
    return new Promise((resolve, reject) => queue.waiting.push({ nameKey, zipCode, session, inContext, resolve, reject }));
  }
  queue.busy = true;
  return one(em, nameKey, zipCode, session).finally(() => sendWaiting(em, queue));
}

/** The next batch: in arrival order, no more sign-ins of one pair than the party may keep sessions. */
function nextBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const perPair = new Map<string, number>();
  for (let i = 0; i < waiting.length && batch.length < MOST_AT_ONCE; ) {
    const w = waiting[i];
    const pair = `${w.nameKey}\n${w.zipCode}`;
    const n = (perPair.get(pair) ?? 0) + 1;
    if (w.session.cap > 0 && n > w.session.cap) {
      i += 1;
      continue;
    }
    perPair.set(pair, n);
    batch.push(w);
    waiting.splice(i, 1);
  }
  return batch;
}

function sendWaiting(em: EntityManager, queue: Queue): void {
  const batch = nextBatch(queue.waiting);
  if (!batch.length) {
    queue.busy = false;
    return;
  }
  // Sent from the first sign-in's request: its log lines and statement count carry the batch's statement.
  void batch[0].inContext(() => runBatch(em, batch)).finally(() => sendWaiting(em, queue));
}

async function runBatch(em: EntityManager, batch: Waiting[]): Promise<void> {
  if (batch.length === 1) {
    const [w] = batch;
    return one(em, w.nameKey, w.zipCode, w.session).then(w.resolve, w.reject);
  }
  let rows: Array<SignInRow & { sign_in?: string }>;
  try {
    rows = await preparedRead(em, 'sign_ins_saving_sessions', MANY, [
      batch.map((w) => w.nameKey),
      batch.map((w) => w.zipCode),
      ...sessionColumns(batch.map((w) => w.session)),
    ]);
  } catch {
    // Nothing was written: each on its own, for its own answer or error.
    for (const w of batch) await w.inContext(() => one(em, w.nameKey, w.zipCode, w.session)).then(w.resolve, w.reject);
    return;
  }
  const found = new Map<string, SignInRow>();
  for (const { sign_in: id, ...row } of rows) found.set(id!, row);
  for (const w of batch) w.resolve(found.get(w.session.id));
}
