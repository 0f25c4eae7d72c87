import type { MikroORM } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';
import { capPartySessions } from './party-sessions.js';

/**
 * koa-session's external store on the sessions table. Each call takes its own fork: the
 * session is read before and written after the request's unit of work.
 */
export function sessionStore(orm: MikroORM, sessionsPerParty = 0) {
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const row = await orm.em.fork().findOne(Session, { id: key, expiresAt: { $gt: new Date() } });
      return row?.data;
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
