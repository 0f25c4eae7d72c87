// DATABASE_URL=postgresql://… npx tsx bench/server-start.ts [rounds] [modes]: bench/results.md, issue 23 §7.
// CPU of one test server start on a fresh database, the ways a test can start it, taking turns:
// at "ready on" (from /proc) and in all until it exits (/usr/bin/time), stopped 3 s after ready
// so the server bundle for page rendering (loaded in the background at start) is counted too.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { bundleServer } from '../tests/support/server-bundle.js';
import { projectRoot } from '../tests/support/server-process.js';
import { TEST_SERVER_ENV } from '../tests/support/test-server.js';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('Set DATABASE_URL to a PostgreSQL server database');
const rounds = Number(process.argv[2] ?? 3);
const wanted = (process.argv[3] ?? 'tsx,bundle').split(',');

mkdirSync(join(projectRoot, 'tests/.server-bundle'), { recursive: true });
const bundleDir = mkdtempSync(join(projectRoot, 'tests/.server-bundle/bench-'));
const bundle = await bundleServer(projectRoot, bundleDir);

// 'bundle-migrated': the database made from a template that already has the migrations (npm run migrate).
const template = `${new URL(base).pathname.slice(1)}_bench_tpl_${process.pid}`;
if (wanted.includes('bundle-migrated')) {
  await onServer(`drop database if exists "${template}" with (force)`);
  await onServer(`create database "${template}"`);
  const url = new URL(base);
  url.pathname = `/${template}`;
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/migrate.ts'], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: url.href }, stdio: 'inherit' })
      .once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate exited with ${code}`)))),
  );
}

// 'bundle' as tests/support/server-process.ts starts a test file's server (source maps, compile cache).
const cache = { NODE_COMPILE_CACHE: join(bundleDir, 'compile-cache') };
const MODES: Record<string, { args: string[]; env?: Record<string, string>; template?: string }> = {
  tsx: { args: [...serverNodeFlags, '--import', 'tsx', 'api/src/main.ts'] },
  bundle: { args: [...serverNodeFlags, '--enable-source-maps', bundle], env: cache },
  'bundle-nocache': { args: [...serverNodeFlags, '--enable-source-maps', bundle] },
  'bundle-nomaps': { args: [...serverNodeFlags, bundle], env: cache },
  'bundle-migrated': { args: [...serverNodeFlags, '--enable-source-maps', bundle], env: cache, template },
};

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function cpuOf(pid: number): number {
  const st = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(st[11]) + Number(st[12])) / 100;
}

async function startOnce(mode: string): Promise<{ ready: number; total: number; sys: number; wall: number }> {
  const name = `${new URL(base!).pathname.slice(1)}_bench_start_${process.pid}`;
  await onServer(`drop database if exists "${name}" with (force)`);
  await onServer(`create database "${name}"${MODES[mode].template ? ` template "${MODES[mode].template}"` : ''}`);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-bench-start-'));
  const { args, env } = MODES[mode];
  const started = Date.now();
  const child = spawn('/usr/bin/time', ['-f', 'TIME %U %S %e', process.execPath, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...TEST_SERVER_ENV, ...env, DATABASE_URL: url.href, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let ready = -1;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready < 0 && out.includes('ready on http')) {
        const node = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim());
        ready = cpuOf(node);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`exited before ready:\n${out}`)));
  });
  const wall = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  const node = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim());
  process.kill(node, 'SIGTERM');
  await exited;
  const [, user, sys] = /TIME ([\d.]+) ([\d.]+)/.exec(out)!;
  rmSync(dataDir, { recursive: true, force: true });
  await onServer(`drop database if exists "${name}" with (force)`);
  return { ready, total: Number(user) + Number(sys), sys: Number(sys), wall };
}

console.log(`node ${process.version}, ${rounds} rounds, modes ${wanted.join(', ')}; CPU s (user + sys) at ready / until exit, wall s to ready`);
const results: Record<string, string[]> = {};
for (let i = 0; i < rounds; i++) {
  for (const mode of wanted) {
    const r = await startOnce(mode);
    (results[mode] ??= []).push(`${r.ready.toFixed(2)} / ${r.total.toFixed(2)} (${r.wall.toFixed(1)})`);
    console.log(`${mode.padEnd(14)} round ${i + 1}: ${r.ready.toFixed(2)} / ${r.total.toFixed(2)} s CPU (sys ${r.sys.toFixed(2)}), ${r.wall.toFixed(1)} s to ready`);
  }
}
for (const [mode, rows] of Object.entries(results)) console.log(`| ${mode} | ${rows.join(', ')} |`);
rmSync(bundleDir, { recursive: true, force: true });
if (wanted.includes('bundle-migrated')) await onServer(`drop database if exists "${template}" with (force)`);
