import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabase, type OwnDatabase } from '../../../tests/support/own-database.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';
import { siteUrl } from '../../../tests/support/site.js';

// For a process supervisor: /healthz says the process answers, /readyz that it can serve
// (database answering, every migration of this build applied). Both unauthenticated, never cached.
async function check(baseUrl: string, path: string) {
  const res = await fetch(baseUrl + path);
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string }, cache: res.headers.get('cache-control') };
}

describe('/healthz and /readyz on a running server', () => {
  it('answer 200 without a session, and no cache may keep them', async () => {
    const baseUrl = siteUrl();
    expect(await check(baseUrl, '/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await check(baseUrl, '/readyz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
  });
});

// The database is changed under the running server, so it must be a PostgreSQL server's
// (the embedded one belongs to the server's process alone).
describe.skipIf(!process.env.DATABASE_URL)('/readyz when the database cannot serve', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-ready-'));
  let db: OwnDatabase;
  let server: ServerProcess;
  let name: string;

  beforeAll(async () => {
    db = await ownDatabase('ready', dataDir);
    name = new URL(db.url).pathname.slice(1);
    server = await startServerProcess('ready', { DATABASE_URL: db.url, DATA_DIR: dataDir, SESSION_SECRET: 'ready', ADMIN_LAST_NAME: 'Readyadmin', ADMIN_ZIP: '90210-0022' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while a migration of this build is not applied, and 200 once it is', async () => {
    expect((await check(server.baseUrl, '/readyz')).status).toBe(200);
    const [last] = await db.query<{ id: number; name: string; executed_at: Date }>('select * from mikro_orm_migrations order by id desc limit 1');
    await db.query('delete from mikro_orm_migrations where id = ?', [last.id]);
    expect(await check(server.baseUrl, '/readyz')).toEqual({ status: 503, body: { status: 'unavailable', reason: '1 migration(s) not applied' }, cache: 'no-store' });
    expect((await check(server.baseUrl, '/healthz')).status).toBe(200);
    await db.query('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [last.id, last.name, last.executed_at]);
    expect((await check(server.baseUrl, '/readyz')).status).toBe(200);
  });

  it('answers 503 within seconds while the database refuses connections, and 200 when it is back; /healthz stays 200', async () => {
    // Run from the base database: connections to this one are about to be refused.
    const orm = await MikroORM.init({ clientUrl: process.env.DATABASE_URL!, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
    try {
      await orm.em.getConnection().execute(`alter database "${name}" with allow_connections false`);
      await orm.em.getConnection().execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
      const started = Date.now();
      const down = await check(server.baseUrl, '/readyz');
      expect(down).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' }, cache: 'no-store' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await check(server.baseUrl, '/healthz')).status).toBe(200);
      await orm.em.getConnection().execute(`alter database "${name}" with allow_connections true`);
      let back = 0;
      for (let i = 0; i < 20 && back !== 200; i++) {
        back = (await check(server.baseUrl, '/readyz')).status;
        if (back !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(back).toBe(200);
    } finally {
      await orm.em.getConnection().execute(`alter database "${name}" with allow_connections true`);
      await orm.close();
    }
  });
});
