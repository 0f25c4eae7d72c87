import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from './server-bundle.js';
import { SERVER_BUNDLE_ENV, projectRoot, type ServerProcess } from './server-process.js';
import { TEST_ADMIN, TEST_SESSIONS_PER_PARTY, startTestServer } from './test-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    admin: { lastName: string; zipCode: string };
    sessionsPerParty: number;
  }
}

/**
 * Starts the real server as a child process, the way `npm start` runs it: on DATABASE_URL
 * when given (CI gives a fresh database), else on embedded PostgreSQL in a temp folder.
 * Vitest calls this once per project (api, web, e2e); they all get the one server, since two
 * servers on one database would keep uploaded photos in two data folders, each missing the
 * other's files. It also compiles the server once for the servers test files start
 * (server-bundle.ts), handed to them in the environment the test workers inherit.
 */
export default async function setup(project: TestProject) {
  const shared = ((globalThis as { [SHARED]?: SharedServer })[SHARED] ??= newSharedServer());
  shared.users += 1;
  const [server, bundle] = await Promise.all([shared.server, shared.bundle?.file]).catch(async (err: unknown) => {
    await shared.server.then((s) => s.stop(), () => {});
    throw err;
  });
  if (bundle) process.env[SERVER_BUNDLE_ENV] = bundle;

  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', process.env.DATABASE_URL ?? '');
  project.provide('admin', TEST_ADMIN);
  project.provide('sessionsPerParty', TEST_SESSIONS_PER_PARTY);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete (globalThis as { [SHARED]?: SharedServer })[SHARED];
    await server.stop();
    delete process.env[SERVER_BUNDLE_ENV];
    if (shared.bundle) rmSync(shared.bundle.dir, { recursive: true, force: true });
    // Whatever the tests did, two queries must never have shared a connection (pg 9 refuses it).
    const [warned] = shared.sharedConnection;
    // Vitest reports an error thrown here but still exits 0: the exit code says it too.
    if (warned) process.exitCode = 1;
    if (warned) throw new Error(`The test server ran two queries at once on one database connection:\n${warned}`);
  };
}

const SHARED = Symbol.for('wedding.sharedTestServer');
interface SharedServer {
  server: Promise<ServerProcess>;
  /**
   * The server compiled into one file, in a folder of this run's (inside the project, so Node
   * finds its packages); none with TEST_SERVERS_FROM_SOURCE=1, which starts every test server
   * from the sources through tsx (to rule the bundle out when a test fails, or compare).
   */
  bundle?: { dir: string; file: Promise<string> };
  users: number;
  /** pg's warning of a query sent while another runs on the same connection, as the server logged it. */
  sharedConnection: string[];
}

function newSharedServer(): SharedServer {
  const sharedConnection: string[] = [];
  const server = startTestServer('test', sharedConnection);
  if (process.env.TEST_SERVERS_FROM_SOURCE === '1') return { server, users: 0, sharedConnection };
  const bundles = join(projectRoot, 'tests/.server-bundle');
  mkdirSync(bundles, { recursive: true });
  const dir = mkdtempSync(join(bundles, 'run-'));
  return { server, bundle: { dir, file: bundleServer(projectRoot, dir) }, users: 0, sharedConnection };
}
