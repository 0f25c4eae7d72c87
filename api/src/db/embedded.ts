import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** Where the ordinary PostgreSQL driver connects (a socket directory as host). */
  connection: { host: string; port: number; user: string; dbName: string };
  stop(): Promise<void>;
}

/**
 * PGlite served over a private Unix socket, so the app talks to it through the same
 * driver and migrations as to a real server. PGlite runs one transaction at a time:
 * the pool that connects here must have a single connection.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? join(dataDir, 'pgdata') : undefined);
  // Socket paths are limited to ~100 bytes, so the socket lives in a short private temp dir.
  const socketDir = mkdtempSync(join(tmpdir(), 'wedding-pg-'));
  const server = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432') });
  await server.start();
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', dbName: 'postgres' },
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
