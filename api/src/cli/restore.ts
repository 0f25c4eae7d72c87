// npm run restore -- <file> [--force]: restores a backup into DATABASE_URL, or into the
// embedded database in DATA_DIR, and its photos into DATA_DIR. Refuses a database that holds
// data unless --force; a failure changes nothing (see api/src/backup/restore.ts).
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/orm.js';
import { restoreBackup } from '../backup/restore.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0].startsWith('--')) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
const file = resolve(files[0]);
try {
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await restoreBackup({ orm: db.orm, dataDir: config.dataDir, file, force, backupDir: config.backupDir });
    const where = config.databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    console.log(`Restored ${result.rows} rows and ${result.files} files from the backup of ${result.manifest.createdAt} into ${where}.`);
  } finally {
    await db.close();
  }
} catch (err) {
  // The reason in a sentence (a damaged file, a newer version, data already there): no stack trace.
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
