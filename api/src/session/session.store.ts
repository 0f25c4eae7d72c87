import type { MikroORM } from '@mikro-orm/postgresql';
import { readSessionAndUser, type SessionUser } from '../auth/session-user.js';
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

/**
 * koa-session's external store on the sessions table. The session is read before and
 * written after the request's unit of work, never inside it; writes take their own fork.
 */
export function sessionStore(orm: MikroORM, sessionsPerParty = 0) {
  return {
    /** koa-session passes the request, so the signed-in party comes with the session row. */
    async get(key: string, _maxAge?: unknown, opts?: { ctx?: object }): Promise<Record<string, unknown> | undefined> {
      const read = await readSessionAndUser(orm, key, new Date());
      if (read && opts?.ctx) usersRead.set(opts.ctx, read.user);
      return read?.data;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number): Promise<void> {
      const expiresAt = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 86_400_000));
      const partyId = typeof data.partyId === 'number' ? data.partyId : null;
      const em = orm.em.fork();
      await em.upsert(Session, { id: key, data, expiresAt, partyId });
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
