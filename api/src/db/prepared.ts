import type { EntityManager } from '@mikro-orm/postgresql';

interface PgClient {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const clientIds = new WeakMap<object, number>();
let nextClientId = 0;

/**
 * A read every request makes, run as a named prepared statement on a connection of the ORM's
 * pool: the database plans it once per connection instead of on every request (MikroORM
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
