import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, expect, it } from 'vitest';
import { BackupFileError, readBackup, writeBackup } from './backup-format.js';

const root = mkdtempSync(join(tmpdir(), 'wedding-backup-format-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('writes and reads back rows and every data file, leaving out the database folder, backups and the secret', async () => {
  const data = join(root, 'data');
  for (const dir of ['site-images/k1', 'pgdata', 'backups', 'notes']) mkdirSync(join(data, dir), { recursive: true });
  writeFileSync(join(data, 'site-images/k1/w720.webp'), Buffer.from([0, 1, 2, 255]));
  writeFileSync(join(data, 'notes/menú del día.txt'), 'ñ');
  writeFileSync(join(data, 'pgdata/PG_VERSION'), '18');
  writeFileSync(join(data, 'backups/old.tar.gz'), 'x');
  writeFileSync(join(data, 'session-secret'), 'secret');
  const table = { name: 'party', columns: ['id', 'last_name'], rows: [['1', 'O"Brien\n'], ['2', null]] };
  const file = join(root, 'b.tar.gz');
  await writeBackup({ migrations: ['M1'], tables: [table], createdAt: new Date('2026-11-25T18:30:00Z') }, data, createWriteStream(file));
  const back = await readBackup(createReadStream(file), join(root, 'out'));
  expect(back.tables).toEqual([table]);
  expect(back.files.sort()).toEqual(['notes/menú del día.txt', 'site-images/k1/w720.webp']);
  expect(readFileSync(join(root, 'out/site-images/k1/w720.webp'))).toEqual(Buffer.from([0, 1, 2, 255]));
  expect(back.manifest).toMatchObject({ formatVersion: 1, migrations: ['M1'], createdAt: '2026-11-25T18:30:00.000Z', tables: [{ name: 'party', rows: 2 }] });
});

it('refuses a member that would land outside the folder, and a manifest of a newer format', async () => {
  const craft = async (name: string, members: Record<string, string>) => {
    const pack = tar.pack();
    const file = join(root, name);
    const done = pipeline(pack, createGzip(), createWriteStream(file));
    for (const [n, text] of Object.entries(members)) pack.entry({ name: n }, text);
    pack.finalize();
    await done;
    return file;
  };
  const escape = await craft('escape.tar.gz', { 'files/../../evil': 'x' });
  await expect(readBackup(createReadStream(escape), join(root, 'o1'))).rejects.toThrow(BackupFileError);
  const newer = await craft('newer.tar.gz', { 'manifest.json': JSON.stringify({ format: 'wedding-site-backup', formatVersion: 99, migrations: [], tables: [], members: [] }) });
  await expect(readBackup(createReadStream(newer), join(root, 'o2'))).rejects.toThrow(/newer version of the site/);
});
