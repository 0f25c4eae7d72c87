import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';
import { DataDirInUseError, lockAddress, lockDataDir } from './data-dir-lock.js';
import { startEmbeddedPostgres } from './embedded.js';

// The embedded database's folder is held by one process at a time, by a lock the kernel drops
// with its holder: a crash never leaves a lock behind, and nothing else can hold it by chance.
const folders: string[] = [];
const servers: ServerProcess[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wedding-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the project's scripts on a data folder; resolves with its exit code and output. */
function run(script: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the embedded database folder lock', () => {
  it('a process-id file naming an unrelated living process (init, or this test’s parent) blocks nothing', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'embedded-postgres.pid'), '1');
    const db = await startEmbeddedPostgres(dir);
    await db.stop();
    // The old lock file is no lock any more, and is tidied away.
    expect(existsSync(join(dir, 'embedded-postgres.pid'))).toBe(false);
    writeFileSync(join(dir, 'embedded-postgres.pid'), String(process.ppid));
    await (await lockDataDir(dir))();
  }, 60_000);

  it('is one per folder, whatever path leads to it, and free again once released', async () => {
    const dir = folder();
    const release = await lockDataDir(dir);
    const link = join(folder(), 'link');
    symlinkSync(dir, link);
    const refused = await lockDataDir(link).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).holder?.pid).toBe(process.pid);
    await release();
    await (await lockDataDir(link))();
  });

  it('waits for a holder that is being torn down (connected, silent) and refuses a living one that stays silent', async () => {
    const dir = folder();
    const { path } = lockAddress(realpathSync(dir));
    // Accepts connections but never answers, as a process in the middle of dying does.
    const dying = createServer(() => {});
    await new Promise<void>((r) => dying.listen(path, r));
    setTimeout(() => dying.close(), 1500);
    const started = Date.now();
    await (await lockDataDir(dir, { waitMs: 10_000 }))();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    const hung = createServer(() => {});
    await new Promise<void>((r) => hung.listen(path, r));
    try {
      const refused = await lockDataDir(dir, { waitMs: 1000 }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toBe(`The embedded database in ${dir} is in use by another process. Stop it first, or set DATA_DIR to another folder.`);
    } finally {
      hung.close();
    }
  });

  it('a site killed with SIGKILL leaves a folder the next start opens at once, data kept', async () => {
    const dataDir = folder();
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_LAST_NAME: 'Lockcouple', ADMIN_ZIP: '40404' };
    const first = await startServerProcess('lock_first', env);
    servers.push(first);
    // No waiting for the killed process to be reaped: the next start begins while it is torn down.
    process.kill(first.pid, 'SIGKILL');
    const second = await startServerProcess('lock_second', env);
    servers.push(second);
    const res = await fetch(`${second.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lastName: 'Lockcouple', zipCode: '40404' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).isAdmin).toBe(true);
  }, 120_000);

  it('a live site’s folder is refused to a second site and to npm run seed:demo with one clear sentence', async () => {
    const dataDir = folder();
    const site = await startServerProcess('lock_live', { DATABASE_URL: '', DATA_DIR: dataDir });
    servers.push(site);
    const sentence = (advice: string) =>
      `The embedded database in ${dataDir} is in use by the running site (npm start, process ${site.pid}). Stop it first, or ${advice}.`;

    const [seed, again] = await Promise.all([run('api/src/cli/seed-demo.ts', dataDir), run('api/src/main.ts', dataDir)]);
    expect(seed.code).not.toBe(0);
    expect(seed.output.trim()).toBe(sentence('run the demo against DATABASE_URL'));

    expect(again.code).not.toBe(0);
    expect(again.output.trim()).toBe(sentence('set DATA_DIR to another folder'));

    // The site still answers (401: nobody is signed in).
    expect((await fetch(`${site.baseUrl}/api/user`)).status).toBe(401);
  }, 120_000);
});
