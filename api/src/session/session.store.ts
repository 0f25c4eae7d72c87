import type { MikroORM } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';

/**
 * koa-session's external store on the sessions table. Each call takes its own fork: the
 * session is read before and written after the request's unit of work.
 */
export function sessionStore(orm: MikroORM) {
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const row = await orm.em.fork().findOne(Session, { id: key, expiresAt: { $gt: new Date() } });
      return row?.data;
    },
    async set(key: string, data: Record<string, unknown>, maxAge: number): Promise<void> {
      const expiresAt = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 86_400_000));
      await orm.em.fork().upsert(Session, { id: key, data, expiresAt });
    },
    async destroy(key: string): Promise<void> {
      await orm.em.fork().nativeDelete(Session, { id: key });
    },
  };
}

export async function deleteExpiredSessions(orm: MikroORM): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
