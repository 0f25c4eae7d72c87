import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/index.js';
import { BackupFileError, isDataFile, listDataFiles, readBackup, type Manifest } from './backup-format.js';
import { dropAllTables, foreignKeyOrder, holdsData, insertRows, MIGRATIONS_TABLE, quote, resetSequences, runnerFor, tableNames, type Run } from './database-tables.js';

/** The target already holds data and --force was not given: nothing was changed. */
export class RestoreRefusedError extends Error {}

/**
 * Runs the named migrations inside the restore's own transaction. MikroORM's migrator would
 * open its own connection for its bookkeeping, which on PGlite (one transaction at a time)
 * waits forever behind ours; doing its two steps here keeps schema and rows in one unit.
 */
async function applyMigrations(orm: MikroORM, trx: unknown, run: Run, names: string[]): Promise<void> {
  const driver = orm.em.getDriver();
  for (const name of names) {
    const entry = migrationsList.find((m) => m.name === name)!;
    const migration = new entry.class(driver, orm.config);
    migration.reset();
    migration.setTransactionContext(trx as never);
    await migration.up();
    for (const sql of migration.getQueries()) await driver.execute(sql as string, undefined, 'all', trx as never);
    await run(`insert into ${quote(MIGRATIONS_TABLE)} (name, executed_at) values (?, current_timestamp)`, [name]);
  }
}

/** This build reads a backup whose migrations are its own or an earlier prefix of them. */
function checkMigrations(manifest: Manifest): { upToBackup: string[]; after: string[] } {
  const ours = migrationsList.map((m) => m.name);
  const theirs = manifest.migrations;
  const unknown = theirs.find((name, i) => ours[i] !== name);
  if (unknown !== undefined) {
    throw new BackupFileError(
      `The backup comes from a newer or different version of the site (its database has migration ${unknown}, which this version does not know). Update the site, then restore.`,
    );
  }
  return { upToBackup: ours.slice(0, theirs.length), after: ours.slice(theirs.length) };
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
}

/**
 * Restores a backup into the database and DATA_DIR: the whole file is read and checked first
 * (photos into a temp folder inside DATA_DIR); then, in one transaction, the schema is
 * rebuilt by the migrations up to the backup's, every table's rows go in in foreign-key
 * order, sequences move past the largest ids and any later migrations run; only after the
 * commit are the photos renamed into place. A failure at any step leaves the database and
 * DATA_DIR as they were.
 */
export async function restoreBackup(opts: {
  orm: MikroORM;
  dataDir: string;
  file: string | Readable;
  force?: boolean;
  /** The backup folder, when it is inside DATA_DIR under another name than backups/: left alone. */
  backupDir?: string;
}): Promise<RestoreResult> {
  const { orm, dataDir, force = false, backupDir } = opts;
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const input = typeof opts.file === 'string' ? createReadStream(opts.file) : opts.file;
    const backup = await readBackup(input, join(staging, 'new'));
    const { upToBackup, after } = checkMigrations(backup.manifest);
    // The migrations table itself, made outside the transaction below (see applyMigrations).
    await orm.getMigrator().getPendingMigrations();
    const run = runnerFor(orm.em);
    if (!force && ((await holdsData(run)) || (await listDataFiles(dataDir, backupDir)).length > 0)) {
      throw new RestoreRefusedError(
        'The database (or DATA_DIR) already holds data, so the restore would replace it. Nothing was changed. Restore into an empty database and DATA_DIR, or add --force to replace everything.',
      );
    }
    let rows = 0;
    await orm.em.getConnection().transactional(async (trx) => {
      const tx = runnerFor(orm.em, trx);
      await dropAllTables(tx);
      await applyMigrations(orm, trx, tx, upToBackup);
      const present = new Set(await tableNames(tx));
      for (const t of backup.tables) {
        if (!present.has(t.name)) throw new BackupFileError(`The backup has a table ${t.name} that its own migrations do not make.`);
      }
      // The rows migrations themselves insert (the default guest group) are in the backup too.
      const ours = [...present].filter((t) => t !== MIGRATIONS_TABLE);
      if (ours.length) await tx(`truncate ${ours.map(quote).join(', ')} restart identity cascade`);
      const byName = new Map(backup.tables.map((t) => [t.name, t]));
      for (const name of await foreignKeyOrder(tx, [...byName.keys()])) {
        const dump = byName.get(name)!;
        await insertRows(tx, dump);
        await resetSequences(tx, dump);
        rows += dump.rows.length;
      }
      await applyMigrations(orm, trx, tx, after);
    });
    await moveFilesIntoPlace(dataDir, join(staging, 'new'), staging, backupDir);
    return { manifest: backup.manifest, rows, files: backup.files.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The restored files replace DATA_DIR's data folders; what was there goes to the staging folder, removed after. */
async function moveFilesIntoPlace(dataDir: string, fresh: string, staging: string, backupDir?: string): Promise<void> {
  const keep = backupDir ? resolve(backupDir) : undefined;
  const old = join(staging, 'old');
  await rm(old, { recursive: true, force: true });
  await mkdir(old, { recursive: true });
  for (const entry of await readdir(dataDir)) {
    const abs = resolve(dataDir, entry);
    if (keep && (keep === abs || keep.startsWith(abs + sep))) continue;
    if (isDataFile(entry)) await rename(abs, join(old, entry));
  }
  let incoming: string[] = [];
  try {
    incoming = await readdir(fresh);
  } catch {
    return;
  }
  for (const entry of incoming) await rename(join(fresh, entry), join(dataDir, entry));
}
