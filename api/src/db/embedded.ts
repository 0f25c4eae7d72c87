import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

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
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  // Socket paths are limited to ~100 bytes, so the socket lives in a short private temp dir.
  const socketDir = mkdtempSync(join(tmpdir(), 'wedding-pg-'));
  const cleanup = () => {
    rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
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
    cleanup();
    throw err;
  }
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', dbName: 'postgres' },
    async stop() {
      const stopped = nextMessage(worker).catch(() => ({}));
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      cleanup();
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
