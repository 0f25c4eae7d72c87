import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { TableDump } from './database-tables.js';

/**
 * One backup file for both databases: a gzipped tar holding
 *   tables/<table>.ndjson  one JSON array of text values per row, in primary-key order
 *   files/<path>           the data files under DATA_DIR (uploaded photos)
 *   manifest.json          written last, with the SHA-256 of every member above
 * The manifest comes last so each member is hashed as it is written (photos are read once);
 * a backup cut short therefore has no manifest and is refused whole.
 */
export const FORMAT = 'wedding-site-backup';
export const FORMAT_VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The app migrations applied to the database backed up, in order. */
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: number; member: string }>;
  /** Every member but the manifest, with its size and SHA-256. */
  members: Array<{ name: string; size: number; sha256: string }>;
}

/** A backup file that cannot be read: the message says why, in words for the person restoring. */
export class BackupFileError extends Error {}

/**
 * What under DATA_DIR is not data: the embedded database's own files (they are in the table
 * files), backups (a backup inside a backup doubles each time), the session secret (see the
 * README: a new server keeps its own), lock files, and restores in progress.
 */
export function isDataFile(relativePath: string): boolean {
  const top = relativePath.split(sep)[0];
  if (['pgdata', 'backups', 'session-secret'].includes(top)) return false;
  // Lock files, and hidden folders such as a restore's temp folder.
  return !top.startsWith('embedded-postgres.') && !top.startsWith('.');
}

/** Data files under dataDir (relative paths, sorted so two backups of the same data are alike). */
export async function listDataFiles(dataDir: string, backupDir?: string): Promise<string[]> {
  const out: string[] = [];
  const absBackups = backupDir ? resolve(backupDir) : undefined;
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = join(dir, entry.name);
      const rel = relative(dataDir, abs);
      if (!isDataFile(rel) || (absBackups && (abs === absBackups || abs.startsWith(absBackups + sep)))) continue;
      if (entry.isDirectory()) await walk(abs);
      else if (entry.isFile()) out.push(rel);
    }
  };
  await walk(dataDir);
  return out;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function tableMember(dump: TableDump): Buffer {
  return Buffer.from(dump.rows.map((r) => JSON.stringify(r) + '\n').join(''));
}

/** Writes a backup of the given table rows and the data files under dataDir to `out`. */
export async function writeBackup(
  snapshot: { migrations: string[]; tables: TableDump[]; createdAt: Date },
  dataDir: string,
  out: Writable,
  backupDir?: string,
): Promise<Manifest> {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), out);
  const members: Manifest['members'] = [];
  const mtime = snapshot.createdAt;
  const add = (name: string, data: Buffer) =>
    new Promise<void>((ok, fail) => {
      members.push({ name, size: data.length, sha256: sha256(data) });
      pack.entry({ name, size: data.length, mtime, mode: 0o644 }, data, (err) => (err ? fail(err) : ok()));
    });
  const tables: Manifest['tables'] = [];
  try {
    for (const dump of snapshot.tables) {
      const member = `tables/${dump.name}.ndjson`;
      await add(member, tableMember(dump));
      tables.push({ name: dump.name, columns: dump.columns, rows: dump.rows.length, member });
    }
    for (const rel of await listDataFiles(dataDir, backupDir)) {
      let data: Buffer;
      try {
        data = await readFile(join(dataDir, rel));
      } catch (err) {
        // A photo deleted since the rows were read: its row is gone from the next backup too.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      await add(`files/${rel.split(sep).join('/')}`, data);
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: snapshot.createdAt.toISOString(),
      migrations: snapshot.migrations,
      tables,
      members,
    };
    await add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    members.pop();
    pack.finalize();
    await done;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await done.catch(() => {});
    throw err;
  }
}

export interface ReadBackup {
  manifest: Manifest;
  tables: TableDump[];
  /** Relative paths of the data files, written under the folder given to readBackup. */
  files: string[];
}

// Any data file name the writer may take (no control characters or backslashes); ".." and
// empty segments are refused below, so nothing is written outside the staging folder.
const MEMBER = /^(manifest\.json|tables\/[a-z0-9_]{1,63}\.ndjson|files\/[^\x00-\x1f\\]{1,1000})$/;

/**
 * Reads and checks a whole backup before anything is restored: every member's SHA-256 against
 * the manifest, row counts, and the format version. Data files go under `filesDir` (a temp
 * folder the caller renames into place after the database commit). Any fault is a
 * BackupFileError and nothing outside filesDir has been touched.
 */
export async function readBackup(input: Readable, filesDir: string): Promise<ReadBackup> {
  const extract = tar.extract();
  const seen = new Map<string, { size: number; sha256: string; data?: Buffer }>();
  const reading = pipeline(input, createGunzip(), extract).catch((err: Error) => {
    throw new BackupFileError(`The backup file is damaged or incomplete (${err.message}).`);
  });
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file' || !MEMBER.test(name) || name.split('/').some((p) => p === '..' || p === '.' || p === '')) {
        entry.resume();
        throw new BackupFileError(`The backup file holds an unexpected member "${name}": it is not a backup of this site.`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      const record = { size: data.length, sha256: sha256(data), data: name.startsWith('files/') ? undefined : data };
      if (name.startsWith('files/')) {
        const target = join(filesDir, ...name.slice('files/'.length).split('/'));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, data);
      }
      seen.set(name, record);
    }
    await reading;
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`The backup file is damaged or incomplete (${(err as Error).message}).`);
  }
  return checkMembers(seen);
}

function checkMembers(seen: Map<string, { size: number; sha256: string; data?: Buffer }>): ReadBackup {
  const raw = seen.get('manifest.json')?.data;
  if (!raw) throw new BackupFileError('The backup file has no manifest.json: it is incomplete or not a backup of this site.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as Manifest;
  } catch {
    throw new BackupFileError('The backup’s manifest.json is not valid JSON.');
  }
  if (manifest.format !== FORMAT) throw new BackupFileError('The file is not a backup of this site (its manifest names another format).');
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupFileError(`The backup was written by a newer version of the site (format ${manifest.formatVersion}; this one reads ${FORMAT_VERSION}). Update the site first.`);
  }
  if (!Array.isArray(manifest.members) || !Array.isArray(manifest.tables) || !Array.isArray(manifest.migrations)) {
    throw new BackupFileError('The backup’s manifest.json is incomplete.');
  }
  const listed = new Set(manifest.members.map((m) => m.name));
  for (const name of seen.keys()) {
    if (name !== 'manifest.json' && !listed.has(name)) throw new BackupFileError(`The backup holds "${name}", which its manifest does not list.`);
  }
  for (const m of manifest.members) {
    const got = seen.get(m.name);
    if (!got) throw new BackupFileError(`The backup is missing "${m.name}".`);
    if (got.sha256 !== m.sha256 || got.size !== m.size) throw new BackupFileError(`"${m.name}" in the backup is damaged (its SHA-256 does not match the manifest).`);
  }
  const tables: TableDump[] = manifest.tables.map((t) => {
    const text = seen.get(t.member)?.data?.toString('utf8');
    if (text === undefined) throw new BackupFileError(`The backup is missing the rows of table ${t.name}.`);
    const rows = text === '' ? [] : text.replace(/\n$/, '').split('\n').map((line) => JSON.parse(line) as (string | null)[]);
    if (rows.length !== t.rows || rows.some((r) => !Array.isArray(r) || r.length !== t.columns.length)) {
      throw new BackupFileError(`The rows of table ${t.name} in the backup do not match its manifest.`);
    }
    return { name: t.name, columns: t.columns, rows };
  });
  const files = manifest.members.filter((m) => m.name.startsWith('files/')).map((m) => m.name.slice('files/'.length));
  return { manifest, tables, files };
}
