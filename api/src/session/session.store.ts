import type { MikroORM } from '@mikro-orm/postgresql';
import { readSessionAndUser, type SessionRead, type SessionUser } from '../auth/session-user.js';
import type { SessionLimits } from '../config.js';
import { Session } from './session.entity.js';
import { capPartySessions } from './party-sessions.js';

const usersRead = new WeakMap<object, SessionUser | null>();

/**
 * The party read with this request's session (null: none, or it was removed); undefined
 * when the store did not read a session for it.
 */
export function sessionUserRead(ctx: object): SessionUser | null | undefined {
  return usersRead.get(ctx);
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
  return {
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
      if (opts?.ctx) usersRead.set(opts.ctx, read.user);
      return read.data;
    },
    /**
     * A sign-in (a new key), or changed data. The pruning time is a guest's idle timeout from
     * now; the next read puts in the role's own. A new row's sign-in time is the database's now.
     */
    async set(key: string, data: Record<string, unknown>, maxAge: number): Promise<void> {
      const ttl = limits?.guest.idleMs ?? (typeof maxAge === 'number' ? maxAge : 86_400_000);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttl);
      const partyId = typeof data.partyId === 'number' ? data.partyId : null;
      const em = orm.em.fork();
      await em.upsert(Session, { id: key, data, expiresAt, partyId, lastSeenAt: now });
      if (partyId !== null) await capPartySessions(em, partyId, sessionsPerParty);
    },
    async destroy(key: string): Promise<void> {
      await orm.em.fork().nativeDelete(Session, { id: key });
    },
  };
}

export async function deleteExpiredSessions(orm: MikroORM): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
