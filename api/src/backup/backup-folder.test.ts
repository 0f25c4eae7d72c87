import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { backupFileName, listBackups, pruneBackups } from './backup.service.js';

const dir = mkdtempSync(join(tmpdir(), 'wedding-backup-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names a backup by its UTC time, safe on every file system, and keeps only the newest BACKUP_KEEP', async () => {
  expect(backupFileName(new Date('2026-11-25T18:30:00.123Z'))).toBe('wedding-backup-2026-11-25T18-30-00Z.tar.gz');
  const names = ['2026-11-20T03-00-00Z', '2026-11-21T03-00-00Z', '2026-11-22T03-00-00Z', '2026-11-22T03-00-00Z-1', '2026-11-23T03-00-00Z'].map(
    (s) => `wedding-backup-${s}.tar.gz`,
  );
  for (const name of [...names, 'notes.txt', 'wedding-backup-2026-11-24T03-00-00Z.tar.gz.partial']) writeFileSync(join(dir, name), 'x');
  expect((await listBackups(dir)).map((b) => b.name)).toEqual([names[4], names[3], names[2], names[1], names[0]]);
  expect((await listBackups(dir))[0]).toMatchObject({ size: 1, createdAt: new Date('2026-11-23T03:00:00Z') });
  await pruneBackups(dir, 2);
  // A half-written backup and other files are not backups: never listed, never removed.
  expect(readdirSync(dir).sort()).toEqual([names[3], names[4], 'notes.txt', 'wedding-backup-2026-11-24T03-00-00Z.tar.gz.partial'].sort());
  expect(await listBackups(join(dir, 'missing'))).toEqual([]);
});
