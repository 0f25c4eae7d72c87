import type Koa from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/index.js';
import { log } from '../log/logger.js';

/** A database that takes longer than this to answer is reported not ready, not waited for. */
const READY_TIMEOUT_MS = 2_000;
const MIGRATIONS = migrationsList.map((m) => m.name);

/**
 * The database answers, and every migration this build ships is recorded as applied. One
 * statement, so a supervisor polling every few seconds costs next to nothing.
 */
async function databaseReady(orm: MikroORM): Promise<string | null> {
  const rows = await orm.em
    .getConnection()
    .execute<Array<{ applied: string | number }>>('select count(*) as applied from mikro_orm_migrations where name in (?)', [MIGRATIONS]);
  const applied = Number(rows[0]?.applied ?? 0);
  return applied === MIGRATIONS.length ? null : `${MIGRATIONS.length - applied} migration(s) not applied`;
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * For a process supervisor or load balancer, unauthenticated and never cached:
 * GET /healthz: the process answers (restart it if not);
 * GET /readyz: it can serve guests (database reachable, migrations applied), else 503.
 */
export function healthChecks(orm: MikroORM): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz' && ctx.path !== '/readyz') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    let problem: string | null;
    try {
      problem = await withinTimeout(databaseReady(orm), READY_TIMEOUT_MS);
    } catch (err) {
      // Why, for whoever reads the log; the answer itself says only that the database is not ready.
      log().debug({ err }, 'readiness check: the database did not answer');
      problem = 'database unreachable';
    }
    ctx.status = problem ? 503 : 200;
    ctx.body = problem ? { status: 'unavailable', reason: problem } : { status: 'ok' };
  };
}
