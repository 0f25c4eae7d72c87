import pg from 'pg';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Runs statements on the PostgreSQL server behind `url` (creating or dropping a database), with
 * the plain driver: loading MikroORM for it cost a test file ~0.5 s of CPU.
 */
async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface OwnServer extends ServerProcess {
  /** The server's own database when tests run on a PostgreSQL server; empty on embedded PostgreSQL. */
  databaseUrl: string;
}

/**
 * A server and database of a test's own, for tests that change site-wide settings (an RSVP
 * deadline, meal options) or fill the database, which would disturb the other tests running
 * against the shared server. With DATABASE_URL, a throw-away database beside that one; else
 * embedded PostgreSQL in a folder of its own.
 */
export async function startOwnServer(
  label: string,
  env: Record<string, string>,
  /** Runs on the new database before the server starts (e.g. a CLI that fills it). */
  before?: (databaseUrl: string) => Promise<void>,
): Promise<OwnServer> {
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `${url.pathname.slice(1)}_${label}_${process.pid}`.replace(/[^\w]/g, '_').slice(0, 60);
    await onServer(url.href, `drop database if exists "${name}" with (force)`, `create database "${name}"`);
    const own = new URL(url.href);
    own.pathname = `/${name}`;
    databaseUrl = own.href;
  }
  await before?.(databaseUrl);
  const server = await startServerProcess(label, { DATABASE_URL: databaseUrl, ...env });
  return {
    ...server,
    databaseUrl,
    async stop() {
      await server.stop();
      if (databaseUrl) await onServer(process.env.DATABASE_URL!, `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
    },
  };
}
