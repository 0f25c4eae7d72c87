import { loadConfig } from './config.js';
import { startServer } from './server.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { logger, logProcessWarnings } from './log/logger.js';

logProcessWarnings();

const config = loadConfig();
const server = await startServer(config).catch((err) => {
  // Another process holds the embedded database: say so in one sentence and stop.
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});
const where = config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
// Tools wait for "ready on" (the tests, CI's smoke test): keep the words.
logger.info(`Wedding site ready on http://localhost:${new URL(server.url).port} (${where})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
