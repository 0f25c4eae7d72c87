import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../api/src/db/orm.js';

/**
 * A test's own database, to read and change rows the API does not show (session times,
 * applied migrations): a throw-away database beside DATABASE_URL's on a PostgreSQL server,
 * else the embedded one in `dataDir`, which only one process may open at a time (stop the
 * server first).
 */
export interface OwnDatabase {
  /** For the server's DATABASE_URL: empty on the embedded database. */
  url: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function onUrl<T>(url: string, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    return await work(orm);
  } finally {
    await orm.close();
  }
}

export async function ownDatabase(label: string, dataDir: string): Promise<OwnDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    return {
      url: '',
      async query<T>(sql: string, params: unknown[] = []) {
        const db = await openDatabase({ dataDir });
        try {
          return await db.orm.em.getConnection().execute<T[]>(sql, params);
        } finally {
          await db.close();
        }
      },
      async drop() {},
    };
  }
  const name = `${new URL(base).pathname.slice(1)}_${label}_${process.pid}`.replace(/[^\w]/g, '_').slice(0, 60);
  await onUrl(base, async (orm) => {
    await orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
    await orm.em.getConnection().execute(`create database "${name}"`);
  });
  const own = new URL(base);
  own.pathname = `/${name}`;
  return {
    url: own.href,
    query: <T>(sql: string, params: unknown[] = []) => onUrl(own.href, (orm) => orm.em.getConnection().execute<T[]>(sql, params)),
    drop: () => onUrl(base, async (orm) => void (await orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`))),
  };
}
