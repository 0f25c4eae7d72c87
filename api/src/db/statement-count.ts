import { AsyncLocalStorage } from 'node:async_hooks';
import type Koa from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';

export const STATEMENTS_HEADER = 'X-SQL-Statements';

/**
 * With COUNT_SQL=1 (the test server sets it) every response says how many SQL statements
 * answering it took, so tests can pin what the hot requests cost. Off otherwise: the
 * AsyncLocalStorage it needs slows every request down.
 */
export function statementCounter(orm: MikroORM): Koa.Middleware | undefined {
  if (process.env.COUNT_SQL !== '1') return undefined;
  const counts = new AsyncLocalStorage<{ statements: number }>();
  // Every statement MikroORM sends, transactions' BEGIN and COMMIT included, goes through knex.
  orm.em.getConnection().getKnex().on('query', () => {
    const count = counts.getStore();
    if (count) count.statements += 1;
  });
  return async (ctx, next) => {
    const count = { statements: 0 };
    await counts.run(count, next);
    ctx.set(STATEMENTS_HEADER, String(count.statements));
  };
}
