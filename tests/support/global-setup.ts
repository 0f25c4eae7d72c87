import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const TEST_ADMIN = { lastName: 'Testadmin', zipCode: '90210-0001' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    admin: { lastName: string; zipCode: string };
  }
}

/**
 * Starts the real server as a child process, the way `npm start` runs it: on DATABASE_URL
 * when given (CI gives a fresh database), else on embedded PostgreSQL in a temp folder.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-test-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_LAST_NAME: TEST_ADMIN.lastName,
      ADMIN_ZIP: TEST_ADMIN.zipCode,
      // Each test file signs in from its own X-Forwarded-For address, so the per-IP limit is testable.
      TRUST_PROXY: '1',
      SESSION_SECRET: 'test-secret',
      // Responses say how many SQL statements they took (api/src/db/statement-count.ts).
      COUNT_SQL: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  // Keep reading so a chatty server never blocks on a full pipe; show errors for debugging.
  child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  child.stdout!.resume();

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', process.env.DATABASE_URL ?? '');
  project.provide('admin', TEST_ADMIN);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
