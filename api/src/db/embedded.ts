import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ? join(dataDir, 'pgdata') : undefined);
  } catch (err) {
    releaseLock();
    throw err;
  }
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
      releaseLock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Two processes opening one PGlite folder would corrupt it; the second one is refused. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'embedded-postgres.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid} (is \`npm start\` running?). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}
