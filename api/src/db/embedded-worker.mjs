// Runs PGlite and its socket server on a worker thread: PGlite is PostgreSQL compiled to
// WebAssembly, and on the main thread every query would stall HTTP handling.
// Plain JavaScript so it loads the same under tsx, Vitest and a build.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;
try {
  const db = await PGlite.create(dataDir ?? undefined);
  const server = new PGLiteSocketServer({ db, path: socketPath });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
