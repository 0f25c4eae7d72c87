// The real server in its own process, as in production, so the measuring side does not steal
// its thread: on DATABASE_URL when set, else on embedded PostgreSQL in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/** `cwd`: another checkout's server (its code and its web build), for a before/after in one run. */
export async function startServer(env: Record<string, string> = {}, cwd?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-bench-'));
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'api/src/main.ts'], {
    cwd,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = /ready on http:\/\/localhost:(\d+)/.exec(out);
      if (!m) return;
      // The app logs a line per request: read them away without keeping them.
      child.stdout!.off('data', onData);
      resolve(`http://127.0.0.1:${m[1]}`);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  child.stdout!.resume();
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
