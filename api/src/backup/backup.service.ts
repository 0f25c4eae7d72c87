import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { writeBackup, type Manifest } from './backup-format.js';
import { logger } from '../log/logger.js';
import { dumpTables, holdsData, runnerFor, tableNames, type TableDump } from './database-tables.js';

export interface BackupInfo {
  name: string;
  /** Bytes. */
  size: number;
  createdAt: Date;
}

const NAME = /^wedding-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(-\d+)?\.tar\.gz$/;

/** wedding-backup-2026-11-25T18-30-00Z.tar.gz: sorts by time and is a safe file name everywhere (no colons). */
export function backupFileName(at: Date): string {
  return `wedding-backup-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}

export interface Snapshot {
  migrations: string[];
  tables: TableDump[];
  createdAt: Date;
  /** How long the read transaction was open: on PGlite, how long guests' requests waited. */
  heldMs: number;
}

/**
 * Every row, read in one REPEATABLE READ read-only transaction: a consistent picture while
 * guests keep writing on a server. PGlite runs one transaction at a time, so this one only
 * reads (rows as text, into memory) and the compressing and file writing happen after commit.
 */
export async function takeSnapshot(em: EntityManager): Promise<Snapshot> {
  const started = performance.now();
  const result = await em.getConnection().transactional(
    async (trx) => {
      const run = runnerFor(em, trx);
      // Timestamps as text in UTC, so one backup reads the same whatever the server's zone.
      await run(`set local timezone = 'UTC'`);
      return { ...(await dumpTables(run)), createdAt: new Date() };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
  return { ...result, heldMs: performance.now() - started };
}

/** Backups of one folder one at a time (the daily one and a click in the dashboard may meet). */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(dir) ?? Promise.resolve()).catch(() => {}).then(work);
  queues.set(dir, next);
  return next;
}

async function freeName(dir: string, at: Date): Promise<string> {
  const base = backupFileName(at);
  for (let i = 0; ; i++) {
    const name = i === 0 ? base : base.replace(/\.tar\.gz$/, `-${i}.tar.gz`);
    try {
      await stat(join(dir, name));
    } catch {
      return name;
    }
  }
}

/** Writes `path` through a .partial file renamed at the end: a crash never leaves a half backup that looks whole. */
export async function writeBackupFile(em: EntityManager, dataDir: string, path: string, backupDir?: string): Promise<{ manifest: Manifest; snapshot: Snapshot }> {
  const snapshot = await takeSnapshot(em);
  const partial = `${path}.partial`;
  try {
    const manifest = await writeBackup(snapshot, dataDir, createWriteStream(partial, { mode: 0o600 }), backupDir);
    await rename(partial, path);
    return { manifest, snapshot };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** A backup into the backup folder, then the oldest beyond BACKUP_KEEP removed. */
export function createBackup(em: EntityManager, config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKeep'>): Promise<BackupInfo> {
  return oneAtATime(config.backupDir, async () => {
    await mkdir(config.backupDir, { recursive: true, mode: 0o700 });
    const name = await freeName(config.backupDir, new Date());
    const path = join(config.backupDir, name);
    const { snapshot } = await writeBackupFile(em, config.dataDir, path, config.backupDir);
    await pruneBackups(config.backupDir, Math.max(1, config.backupKeep));
    return { name, size: (await stat(path)).size, createdAt: snapshot.createdAt };
  });
}

/** The backups in the folder, newest first. */
export async function listBackups(dir: string): Promise<BackupInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: BackupInfo[] = [];
  for (const name of names.filter((n) => NAME.test(n))) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info) continue;
    const stamp = NAME.exec(name)![1].replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z');
    out.push({ name, size: info.size, createdAt: new Date(stamp) });
  }
  // Within one second the "-N" suffix counts up (see freeName).
  const suffix = (name: string) => Number(NAME.exec(name)![2]?.slice(1) ?? 0);
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || suffix(b.name) - suffix(a.name));
}

export async function pruneBackups(dir: string, keep: number): Promise<void> {
  for (const old of (await listBackups(dir)).slice(keep)) await rm(join(dir, old.name), { force: true });
}

/** The file of a kept backup, by a name a client sent: only names the folder's own pattern allows. */
export function backupPath(dir: string, name: string): string | null {
  return NAME.test(name) ? join(dir, name) : null;
}

/**
 * Before migrations change a database that holds the couple's data, a copy of it as it was,
 * so a migration gone wrong can be undone with `npm run restore`.
 */
export async function backupBeforeMigrations(orm: MikroORM, config: Config): Promise<BackupInfo | null> {
  const run = runnerFor(orm.em);
  if (!(await tableNames(run)).length) return null;
  const pending = await orm.getMigrator().getPendingMigrations();
  if (!pending.length || !(await holdsData(run))) return null;
  const info = await createBackup(orm.em, config);
  logger.info({ backup: info.name, pending: pending.length }, `Backed up the database to ${join(config.backupDir, info.name)} before applying ${pending.length} migration(s).`);
  return info;
}

const DAY = 86_400_000;

/**
 * A backup a day: checked hourly (and a minute after start), written when the newest backup
 * is older than a day, so a server restarted often does not write one at every start. The
 * timers are unref'd: they never keep the process alive. BACKUP_KEEP=0 turns this off.
 */
export function scheduleDailyBackups(orm: MikroORM, config: Config): () => void {
  if (config.backupKeep === 0) return () => {};
  const check = async () => {
    try {
      const [newest] = await listBackups(config.backupDir);
      if (newest && Date.now() - newest.createdAt.getTime() < DAY) return;
      await createBackup(orm.em, config);
    } catch (err) {
      logger.error({ err }, 'The daily backup failed');
    }
  };
  const first = setTimeout(check, 60_000);
  const hourly = setInterval(check, 3_600_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
