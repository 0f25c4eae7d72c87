// Applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/orm.js';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const pending = await db.orm.getMigrator().getPendingMigrations();
  await migrate(db.orm);
  console.log(pending.length ? `Applied ${pending.length} migration(s).` : 'The database is up to date.');
} finally {
  await db.close();
}
