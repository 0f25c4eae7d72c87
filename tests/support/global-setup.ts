import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from './server-process.js';

export const TEST_ADMIN = { lastName: 'Testadmin', zipCode: '90210-0001' };
/**
 * Every test file signs the shared admin in at least once; a cap as low as production's 20
 * would end the session of a file still running. The cap test reads this number.
 */
export const TEST_SESSIONS_PER_PARTY = 100;

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
 * other's files.
 */
export default async function setup(project: TestProject) {
  const shared = ((globalThis as { [SHARED]?: SharedServer })[SHARED] ??= newSharedServer());
  shared.users += 1;
  const server = await shared.server;

  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', process.env.DATABASE_URL ?? '');
  project.provide('admin', TEST_ADMIN);
  project.provide('sessionsPerParty', TEST_SESSIONS_PER_PARTY);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete (globalThis as { [SHARED]?: SharedServer })[SHARED];
    await server.stop();
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
  users: number;
  /** pg's warning of a query sent while another runs on the same connection, as the server logged it. */
  sharedConnection: string[];
}

function newSharedServer(): SharedServer {
  const sharedConnection: string[] = [];
  return { server: startSharedServer(sharedConnection), users: 0, sharedConnection };
}

async function startSharedServer(sharedConnection: string[]): Promise<ServerProcess> {
  const server = await startServerProcess('test', {
    ADMIN_LAST_NAME: TEST_ADMIN.lastName,
    ADMIN_ZIP: TEST_ADMIN.zipCode,
    // Each test file signs in from its own X-Forwarded-For address, so the per-IP limit is testable.
    TRUST_PROXY: '1',
    SESSION_SECRET: 'test-secret',
    SESSIONS_PER_PARTY: String(TEST_SESSIONS_PER_PARTY),
    // Responses say how many SQL statements they took (api/src/db/statement-count.ts).
    COUNT_SQL: '1',
    // A process warning (pg's two queries on one connection) is logged as an error, so it shows below.
    WARNINGS_AS_ERRORS: '1',
  });
  // Show what the server logs about errors while the tests run.
  server.onOutput((text) => {
    for (const line of text.split('\n')) {
      if (isErrorLine(line)) process.stderr.write(line + '\n');
      if (line.includes('PROCESS_WARNING') && line.includes('already executing a query')) sharedConnection.push(line);
    }
  });
  return server;
}

/** A JSON log line at error level or worse, or any other line that speaks of an error. */
export function isErrorLine(line: string): boolean {
  if (line.startsWith('{')) {
    try {
      const level = (JSON.parse(line) as { level?: unknown }).level;
      return level === 'error' || level === 'fatal';
    } catch {
      // a line cut in two by the pipe: judged by its words
    }
  }
  return /error/i.test(line);
}
