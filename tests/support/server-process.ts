import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';

export const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * Where the tests' global setup put the server compiled into one file (server-bundle.ts), for
 * the servers test files start; unset outside a test run (the benchmarks, the fuzzer's CLI).
 */
export const SERVER_BUNDLE_ENV = 'WEDDING_TEST_SERVER_BUNDLE';

/**
 * How to run the server: the bundle when there is one and `fromSource` is not asked for, else
 * the sources through tsx exactly as `npm start` runs them (the shared test server, so one
 * server of every run still starts that way). The bundle's servers share V8's compiled code
 * through Node's compile cache, kept beside the bundle (a start after the first compiles less).
 */
function serverCommand(fromSource: boolean): { args: string[]; env: Record<string, string> } {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (!bundle || fromSource) return { args: [...serverNodeFlags, '--import', 'tsx', 'api/src/main.ts'], env: {} };
  // tsx turns Node's source maps on: stack traces name the .ts files here as they do there.
  return { args: [...serverNodeFlags, '--enable-source-maps', bundle], env: { NODE_COMPILE_CACHE: join(dirname(bundle), 'compile-cache') } };
}

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
 * The real server as a child process, with its own data folder (used when env has no
 * DATABASE_URL) and the environment given on top of this process's: the sources through tsx
 * the way `npm start` runs them, or in a test run the same code compiled once (serverCommand).
 */
export async function startServerProcess(label: string, env: Record<string, string>, opts: { fromSource?: boolean } = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `wedding-${label}-`));
  const command = serverCommand(opts.fromSource ?? false);
  const child = spawn(process.execPath, command.args, {
    cwd: projectRoot,
    env: { ...process.env, ...command.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
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
