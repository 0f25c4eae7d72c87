// Applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, type Database } from '../db/orm.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';

const config = loadConfig();
let db: Database;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}
try {
  const pending = await db.orm.getMigrator().getPendingMigrations();
  await migrate(db.orm);
  console.log(pending.length ? `Applied ${pending.length} migration(s).` : 'The database is up to date.');
} finally {
  await db.close();
}
