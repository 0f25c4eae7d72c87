import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  /** Called with every chunk the server prints, once it is up. */
  onOutput(listener: (text: string) => void): void;
  /** The server's process id (the node process itself, not a wrapper). */
  pid: number;
  /** Sends a signal (SIGKILL for a crash) and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server as a child process, the way `npm start` runs it, with its own data folder
 * (used when env has no DATABASE_URL) and the environment given on top of this process's.
 */
export async function startServerProcess(label: string, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `wedding-${label}-`));
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'api/src/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const listeners: Array<(text: string) => void> = [];
  let output = '';
  let started = false;
  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${label} server did not start in 90 s:\n${output}`)), 90_000);
    // Keep reading so a chatty server never blocks on a full pipe. Once it is up, only the
    // listeners get its output (a line per request): nothing piles up here.
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const listener of listeners) listener(text);
      if (started) return;
      output += text;
      const m = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        started = true;
        output = '';
        clearTimeout(timer);
        resolveUrl(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The ${label} server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    onOutput: (listener) => listeners.push(listener),
    pid: child.pid!,
    async kill(signal) {
      child.kill(signal);
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
