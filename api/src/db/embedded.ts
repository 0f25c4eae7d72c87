import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  /** Where the ordinary PostgreSQL driver connects (a socket directory as host). */
  connection: { host: string; port: number; user: string; dbName: string };
  stop(): Promise<void>;
}

type WorkerMessage = { ready?: true; stopped?: true; error?: string };

function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`The embedded database stopped unexpectedly (exit ${code})`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (m: WorkerMessage) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      resolve(m);
    });
  });
}

/**
 * PGlite served over a private Unix socket, so the app talks to it through the same
 * driver and migrations as to a real server. PGlite runs one transaction at a time:
 * the pool that connects here must have a single connection.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  // One process per folder (see data-dir-lock.ts); a folder held by a living process is refused.
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  // Socket paths are limited to ~100 bytes, so the socket lives in a short private temp dir.
  const socketDir = mkdtempSync(join(tmpdir(), 'wedding-pg-'));
  const cleanup = async () => {
    rmSync(socketDir, { recursive: true, force: true });
    await releaseLock();
  };
  const worker = new Worker(new URL('./embedded-worker.mjs', import.meta.url), {
    workerData: { dataDir: dataDir ? join(dataDir, 'pgdata') : null, socketPath: join(socketDir, '.s.PGSQL.5432') },
    // The worker is plain JavaScript; the TypeScript loader flags of the parent are not needed.
    execArgv: [],
  });
  try {
    const first = await nextMessage(worker);
    if (first.error) throw new Error(`The embedded database could not start: ${first.error}`);
  } catch (err) {
    await worker.terminate();
    await cleanup();
    throw err;
  }
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', dbName: 'postgres' },
    async stop() {
      const stopped = nextMessage(worker).catch(() => ({}));
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      await cleanup();
    },
  };
}
