// Starts the app and the baseline each in its own process, as in production, so the load
// generator never shares their thread.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

export interface Running {
  url: string;
  /** What the server printed when ready (the baseline names the database version). */
  banner: string;
  pid: number;
  /** CPU seconds the process (all its threads) has used so far; NaN where /proc is missing. */
  cpuSeconds(): number;
  close(): Promise<void>;
}

function cpuSecondsOf(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): user and system ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** BENCH_CPU_PROF=<dir>: each server (and its database thread) writes a V8 CPU profile there on exit. */
function profiling(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${join(resolve(dir), name)}`] : [];
}

function start(script: string, env: NodeJS.ProcessEnv, ready: RegExp, name: string, cwd?: string, flags: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, [...profiling(name), ...flags, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    cwd,
    // Its error log stays out of the way: autocannon cuts requests in flight when a run ends.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (c: Buffer) => (errors = (errors + c.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    let out = '';
    const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}: ${out}${errors}`));
    child.once('exit', onExit);
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = ready.exec(out);
      if (!m) return;
      child.off('exit', onExit);
      // The app logs a line per request: read them away without keeping them.
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve({
        url: `http://127.0.0.1:${m[1]}`,
        banner: out.trim().split('\n').find((l) => ready.test(l)) ?? '',
        pid: child.pid!,
        cpuSeconds: () => cpuSecondsOf(child.pid!),
        async close() {
          if (child.exitCode !== null) return;
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
  });
}

const common = { PORT: '0', HOST: '127.0.0.1' };

/** The Node flags a checkout starts its server with (scripts/server-flags.mjs; none before it existed). */
async function flagsOf(root: string | undefined): Promise<string[]> {
  if (!root) return serverNodeFlags;
  const file = join(resolve(root), 'scripts/server-flags.mjs');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as { serverNodeFlags: string[] }).serverNodeFlags : [];
}

/**
 * The app as production starts it. root: another checkout's server (BENCH_APP_ROOT, e.g.
 * main's, or BENCH_BEFORE_ROOT), for a before/after on the same machine; name: its profile's folder.
 */
export async function startApp(env: NodeJS.ProcessEnv, root = process.env.BENCH_APP_ROOT, name = 'app'): Promise<Running> {
  return start('api/src/main.ts', { ...common, ...env }, /ready on http:\/\/localhost:(\d+)/, name, root, await flagsOf(root));
}

export function startBaseline(env: NodeJS.ProcessEnv): Promise<Running> {
  return start('bench/baseline.ts', { ...common, ...env }, /Baseline ready on http:\/\/127\.0\.0\.1:(\d+)/, 'baseline');
}
