// npm run backup -- <file>: a backup of DATABASE_URL, or of the embedded database in DATA_DIR
// (which must be stopped: PGlite opens a folder from one process only), with the data files
// under DATA_DIR, into one .tar.gz. The running server makes its own (see the README).
import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/orm.js';
import { backupFileName, writeBackupFile } from '../backup/backup.service.js';
import { appliedMigrations, runnerFor } from '../backup/database-tables.js';

const target = resolve(process.argv[2] ?? backupFileName(new Date()));
try {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await appliedMigrations(runnerFor(db.orm.em))).length) {
      throw new Error('The database holds no site yet (no migrations applied): there is nothing to back up.');
    }
    const { manifest, snapshot } = await writeBackupFile(db.orm.em, config.dataDir, target, config.backupDir);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const files = manifest.members.filter((m) => m.name.startsWith('files/')).length;
    console.log(`Backed up ${rows} rows in ${manifest.tables.length} tables and ${files} files to ${target} (database read in ${Math.round(snapshot.heldMs)} ms).`);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
