import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { readSessionAndUser, type SessionRead, type SessionUser } from '../auth/session-user.js';
import type { SessionLimits } from '../config.js';
import { Session } from './session.entity.js';
import { preparedRead } from '../db/prepared.js';

/**
 * A session saved (a sign-in, or renewed data) and, in the same statement, the party's sessions
 * beyond the newest $6 ended (0: no cap), so signing in over and over with a known pair cannot
 * fill the table. The row written has the latest pruning time a session can have (a guest's
 * idle timeout from now; renewals and admins' are no later), so it is one of those kept: the
 * others are counted without it, keeping $6 - 1. A new row's sign-in time is the database's now.
 */
export const SAVE_SESSION_SQL = `with saved as (
    insert into session (id, data, expires_at, party_id, last_seen_at) values ($1, $2, $3, $4, $5)
    on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at, party_id = excluded.party_id, last_seen_at = excluded.last_seen_at
    returning id),
  ended as (
    delete from session where $4::int is not null and $6::int > 0 and id in (
      select id from session where party_id = $4 and id <> $1 order by expires_at desc, id asc offset greatest($6::int - 1, 0))
    returning id)
  select (select count(*) from saved)::int as saved, (select count(*) from ended)::int as ended`;

/**
 * A sign-in's new session, saved by the statement that finds the party (signInSavingSession), so
 * a sign-in is one round trip to the database: on the embedded one every statement costs this
 * process about half a millisecond of CPU. `expire` and `maxAge` are what koa-session itself
 * would put in the session's data (`_expire`, `_maxAge`).
 */
export interface NewSession {
  id: string;
  expire: number;
  maxAge: number;
  expiresAt: Date;
  now: Date;
  cap: number;
}

/**
 * The statement `partySql` (a select of at most one party, with its `id`, taking $1..$n-1)
 * that also saves the new session $n..$n+5 (sessionParams) for the party it finds, with the
 * party's cap as in SAVE_SESSION_SQL; nothing is saved when it finds none. A data-modifying
 * WITH runs to completion whether or not the select reads it.
 */
export function signInSavingSession(partySql: string, n: number): string {
  const [id, expire, maxAge, expiresAt, now, cap] = [0, 1, 2, 3, 4, 5].map((i) => `$${n + i}`);
  return `with found as (${partySql}),
  saved as (
    insert into session (id, data, expires_at, party_id, last_seen_at)
    select ${id}, json_build_object('partyId', found.id, '_expire', ${expire}::bigint, '_maxAge', ${maxAge}::bigint), ${expiresAt}, found.id, ${now} from found
    on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at, party_id = excluded.party_id, last_seen_at = excluded.last_seen_at
    returning id),
  ended as (
    delete from session where ${cap}::int > 0 and id in (
      select id from session where party_id = (select id from found) and id <> ${id} order by expires_at desc, id asc offset greatest(${cap}::int - 1, 0))
    returning id)
  select found.* from found`;
}

/**
 * signInSavingSession for several sign-ins in one statement (api/src/auth/sign-in-batch.ts):
 * $1..$k are arrays of the party read's parameters (of the SQL types `types`), one element per
 * sign-in, followed by the new sessions' columns as arrays (sessionColumns) and the cap. Each
 * party found comes back with the `sign_in` (session id) it was found for. A party found by
 * several sign-ins keeps all their new sessions and its newest others up to the cap, as if they
 * had run one after another (no more sign-ins of one pair than the cap are sent together).
 */
export function signInsSavingSessions(partySql: string, types: string[]): string {
  const k = types.length;
  const inputs = types.map((t, i) => `$${i + 1}::${t}[]`);
  const [id, expire, maxAge, expiresAt, now] = [1, 2, 3, 4, 5].map((i) => `$${k + i}`);
  const cap = `$${k + 6}::int`;
  const names = types.map((_, i) => `p${i + 1}`);
  const partyOfInput = partySql.replace(/\$(\d+)\b/g, (_, n: string) => `i.p${n}`);
  return `with input as (
    select * from unnest(${inputs.join(', ')}, ${id}::text[], ${expire}::bigint[], ${maxAge}::bigint[], ${expiresAt}::timestamptz[], ${now}::timestamptz[])
      as i(${names.join(', ')}, sid, expire, max_age, expires_at, now)),
  found as (select i.sid as sign_in, f.* from input i cross join lateral (${partyOfInput}) f),
  saved as (
    insert into session (id, data, expires_at, party_id, last_seen_at)
    select i.sid, json_build_object('partyId', found.id, '_expire', i.expire, '_maxAge', i.max_age), i.expires_at, found.id, i.now
    from found join input i on i.sid = found.sign_in
    on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at, party_id = excluded.party_id, last_seen_at = excluded.last_seen_at
    returning id),
  ended as (
    delete from session where ${cap} > 0 and id in (
      select old.id from (select id as party, count(*)::int as signing_in from found group by id) fp
      cross join lateral (
        select id from session where party_id = fp.party and id <> all(${id}::text[])
        order by expires_at desc, id asc offset greatest(${cap} - fp.signing_in, 0)) old)
    returning id)
  select found.* from found`;
}

/** The new sessions' columns for signInsSavingSessions, each an array in the sign-ins' order, then the cap. */
export function sessionColumns(sessions: NewSession[]): unknown[] {
  return [
    sessions.map((s) => s.id),
    sessions.map((s) => s.expire),
    sessions.map((s) => s.maxAge),
    sessions.map((s) => s.expiresAt),
    sessions.map((s) => s.now),
    sessions[0]?.cap ?? 0,
  ];
}

export function sessionParams(s: NewSession): unknown[] {
  return [s.id, s.expire, s.maxAge, s.expiresAt, s.now, s.cap];
}

/**
 * What the store knows of one request (koa-session hands it the request's context): the session
 * key it read and the party read with it, what it last saved (see set and destroy), and the id
 * of the session its sign-in saved, for koa-session's regenerate to take (genid). Kept on the
 * context itself under a symbol, as koa-session keeps its own: WeakMaps keyed by every request
 * cost the garbage collector more than a property does.
 */
interface StoreState {
  keyRead?: string;
  userRead?: SessionUser | null;
  lastSaved?: string;
  savedId?: string;
}

const STATE = Symbol('session store state');

function stateOf(ctx: object): StoreState {
  return ((ctx as { [STATE]?: StoreState })[STATE] ??= {});
}

const stateIfAny = (ctx: object): StoreState | undefined => (ctx as { [STATE]?: StoreState })[STATE];

/**
 * The party read with this request's session (null: none, or it was removed); undefined
 * when the store did not read a session for it.
 */
export function sessionUserRead(ctx: object): SessionUser | null | undefined {
  return stateIfAny(ctx)?.userRead;
}

/** Last use is written at most this often (so not on every request), bounding the idle timeout's error. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Guests' limits unless the session's party is an admin now (a demoted admin gets a guest's). */
function limitsOf(read: SessionRead, limits: SessionLimits) {
  return read.user?.isAdmin ? limits.admin : limits.guest;
}

/** The moment the session ends if not used again: idle timeout, capped by its absolute lifetime. */
function endOf(read: Pick<SessionRead, 'createdAt' | 'lastSeenAt'>, { idleMs, maxMs }: { idleMs: number; maxMs: number }): Date {
  return new Date(Math.min(read.lastSeenAt.getTime() + idleMs, read.createdAt.getTime() + maxMs));
}

/**
 * koa-session's external store on the sessions table. The session is read before and
 * written after the request's unit of work, never inside it; writes take their own fork.
 * The server decides when a session ends, whatever the cookie says: unused for the idle
 * timeout, or older than the absolute lifetime (both shorter for admins), it is deleted and
 * the request is signed out.
 */
export function sessionStore(orm: MikroORM, sessionsPerParty = 0, limits?: SessionLimits) {
  /** The pruning time a new row gets: a guest's idle timeout (the next read puts in the role's own). */
  const ttlOf = (maxAge: unknown) => limits?.guest.idleMs ?? (typeof maxAge === 'number' ? maxAge : 86_400_000);
  return {
    /**
     * koa-session's id maker: a fresh random id, except at a sign-in whose statement already
     * saved its new session (savedAtSignIn), whose id regenerate() then takes, once.
     */
    genid(ctx: object): string {
      const state = stateIfAny(ctx);
      const saved = state?.savedId;
      if (saved === undefined) return randomUUID();
      state!.savedId = undefined;
      return saved;
    },
    /** The id and row of a sign-in's new session (koa-session's maxAge: the cookie's), before the party is known. */
    newSession(maxAge: number): NewSession {
      const now = new Date();
      return { id: randomUUID(), expire: now.getTime() + maxAge, maxAge, expiresAt: new Date(now.getTime() + ttlOf(maxAge)), now, cap: sessionsPerParty };
    },
    /**
     * The sign-in's statement saved `s` for the party: regenerate() takes its id, and the save
     * koa-session then makes of the same key and data is skipped as a repeat (see set).
     */
    savedAtSignIn(ctx: object, s: NewSession, partyId: number): void {
      const state = stateOf(ctx);
      state.savedId = s.id;
      state.lastSaved = `${s.id}\n${JSON.stringify({ partyId, _maxAge: s.maxAge })}`;
    },
    /** koa-session passes the request, so the signed-in party comes with the session row. */
    async get(key: string, _maxAge?: unknown, opts?: { ctx?: object }): Promise<Record<string, unknown> | undefined> {
      const now = new Date();
      const read = await readSessionAndUser(orm, key, now);
      if (!read) return undefined;
      const own = limits && limitsOf(read, limits);
      const end = own ? endOf(read, own) : null;
      if (read.expired || (end && end <= now)) {
        await orm.em.fork().nativeDelete(Session, { id: key });
        return undefined;
      }
      if (own && now.getTime() - read.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await orm.em.fork().nativeUpdate(Session, { id: key }, { lastSeenAt: now, expiresAt: endOf({ createdAt: read.createdAt, lastSeenAt: now }, own) });
      }
      if (opts?.ctx) {
        const state = stateOf(opts.ctx);
        state.userRead = read.user;
        state.keyRead = key;
      }
      return read.data;
    },
    /**
     * A sign-in (a new key), or changed data. The pruning time is a guest's idle timeout from
     * now; the next read puts in the role's own. A new row's sign-in time is the database's now.
     */
    async set(key: string, data: Record<string, unknown>, maxAge: number, opts?: { ctx?: object }): Promise<void> {
      // koa-session saves a regenerated session, then again when the request ends (it does not
      // remember the first save): the same key and data twice in one request is written once.
      const { _expire, ...kept } = data;
      const saving = `${key}\n${JSON.stringify(kept)}`;
      if (opts?.ctx && stateIfAny(opts.ctx)?.lastSaved === saving) return;
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttlOf(maxAge));
      const partyId = typeof data.partyId === 'number' ? data.partyId : null;
      await preparedRead(orm.em, 'save_session', SAVE_SESSION_SQL, [key, data, expiresAt, partyId, now, sessionsPerParty]);
      if (opts?.ctx) stateOf(opts.ctx).lastSaved = saving;
    },
    /**
     * Sign-out, or the old id at a sign-in. Only a key this request's session was read with can
     * have a row: the fresh id koa-session makes for a request without a valid session was never
     * saved, so a sign-in from a new browser deletes nothing.
     */
    async destroy(key: string, opts?: { ctx?: object }): Promise<void> {
      const state = opts?.ctx && stateIfAny(opts.ctx);
      if (opts?.ctx && state?.keyRead !== key && state?.lastSaved?.startsWith(`${key}\n`) !== true) return;
      await orm.em.fork().nativeDelete(Session, { id: key });
    },
  };
}

export async function deleteExpiredSessions(orm: MikroORM): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
