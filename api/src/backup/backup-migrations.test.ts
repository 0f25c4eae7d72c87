import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrationsList } from '../../../migrations/index.js';
import { startServerProcess } from '../../../tests/support/server-process.js';
import { openDatabase } from '../db/orm.js';
import { readBackup } from './backup-format.js';
import { restoreBackup } from './restore.js';
import { appliedMigrations, runnerFor } from './database-tables.js';

const dirs: string[] = [];
const temp = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `wedding-backup-${label}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const ours = migrationsList.map((m) => m.name);
const older = ours.slice(0, -1);

it('the server backs up a database that holds data before migrating it, and that older backup restores to this version', async () => {
  // A site one version back, with a party in it.
  const dataDir = temp('old-site');
  const db = await openDatabase({ dataDir });
  try {
    await db.orm.getMigrator().up({ to: older.at(-1)! });
    await runnerFor(db.orm.em)(`insert into party (last_name, zip_code, name_key) values ('Oldtimer', '12345', 'oldtimer')`);
  } finally {
    await db.close();
  }

  const server = await startServerProcess('backup_migrate', { DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_LAST_NAME: 'Migcouple', ADMIN_ZIP: '55555' });
  await server.stop();
  const backups = readdirSync(join(dataDir, 'backups'));
  expect(backups).toHaveLength(1);
  const staging = temp('read');
  const { manifest, tables } = await readBackup(createReadStream(join(dataDir, 'backups', backups[0])), staging);
  expect(manifest.migrations).toEqual(older);
  expect(tables.find((t) => t.name === 'party')!.rows.map((r) => r[1])).toEqual(['Oldtimer']);

  // Restored by this version: its rows at the old schema, then the newer migration on top.
  const target = temp('restored');
  const fresh = await openDatabase({ dataDir: target });
  try {
    await restoreBackup({ orm: fresh.orm, dataDir: target, file: join(dataDir, 'backups', backups[0]) });
    const run = runnerFor(fresh.orm.em);
    expect(await appliedMigrations(run)).toEqual(ours);
    expect((await run(`select last_name from party`)).map((r) => r.last_name)).toEqual(['Oldtimer']);
    expect(await fresh.orm.getMigrator().getPendingMigrations()).toEqual([]);
  } finally {
    await fresh.close();
  }
}, 240_000);

it('a fresh database is not backed up before its first migrations (nothing to lose)', async () => {
  const dataDir = temp('fresh');
  const server = await startServerProcess('backup_fresh', { DATABASE_URL: '', DATA_DIR: dataDir });
  await server.stop();
  expect(readdirSync(dataDir)).not.toContain('backups');
}, 120_000);
