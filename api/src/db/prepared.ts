import pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { logger } from '../log/logger.js';

interface PgClient {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const clientIds = new WeakMap<object, number>();
let nextClientId = 0;

/** By the ORM's configuration, which every fork of its EntityManager shares. */
const plainPools = new WeakMap<object, pg.Pool>();

/**
 * On a PostgreSQL server, prepared reads get a plain `pg.Pool` of their own (issue 23 §4):
 * taking a connection through knex and tarn (the ORM's pool) cost a hot guest read about as much
 * as its statement. Same connection settings (the ORM's type parsers included) and size as the
 * ORM's pool. Not for the embedded database, which has one connection for everything.
 * Returns what ends the pool.
 */
export function usePlainPool(orm: MikroORM): () => Promise<void> {
  const client = orm.em.getConnection().getKnex().client as { connectionSettings: pg.PoolConfig; config: { pool?: { max?: number } } };
  const pool = new pg.Pool({ ...client.connectionSettings, max: client.config.pool?.max ?? 10 });
  // A connection the server drops while idle: the pool replaces it; without a listener it would end the process.
  pool.on('error', (err) => logger.warn({ err }, 'An idle database connection of the prepared reads failed'));
  plainPools.set(orm.config, pool);
  return () => {
    plainPools.delete(orm.config);
    return pool.end();
  };
}

/** Whether prepared reads run on a plain pool of a PostgreSQL server (else on the embedded database's one connection). */
export function onPlainPool(em: EntityManager): boolean {
  return plainPools.has(em.config);
}

/**
 * A read every request makes, run as a named prepared statement on a connection of the plain
 * pool (usePlainPool) or else the ORM's: the database plans it once per connection instead of on every request (MikroORM
 * sends parameters inlined, so it cannot). Planning is most of such a read's cost on
 * PostgreSQL and far more on the embedded PGlite.
 *
 * The hot reads of guest pages use it too (api/src/party-guests, api/src/rsvp).
 *
 * Only for statements outside any unit of work: it takes its own connection from the pool
 * (with the embedded database's single connection, calling it inside a transaction would wait
 * for ever).
 */
export async function preparedRead<Row>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const knex = em.getConnection().getKnex();
  const started = Date.now();
  const pool = plainPools.get(em.config);
  if (pool) {
    knex.client.emit('query', { sql: text, bindings: values });
    const { rows } = await pool.query({ name, text, values });
    em.config.getLogger().logQuery({ query: text, params: values, took: Date.now() - started, level: 'info' });
    return rows as Row[];
  }
  const client = (await knex.client.acquireConnection()) as PgClient;
  try {
    // The embedded database keeps one session for every connection made to it, so a
    // reconnected client must not reuse a statement name an earlier one prepared there.
    if (!clientIds.has(client)) clientIds.set(client, nextClientId++);
    // Announced like knex's own queries, so statement counting (db/statement-count.ts) sees it.
    knex.client.emit('query', { sql: text, bindings: values });
    const { rows } = await client.query({ name: `${name}_${clientIds.get(client)}`, text, values });
    em.config.getLogger().logQuery({ query: text, params: values, took: Date.now() - started, level: 'info' });
    return rows as Row[];
  } finally {
    await knex.client.releaseConnection(client);
  }
}
