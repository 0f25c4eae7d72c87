import { startServerProcess, type ServerProcess } from './server-process.js';

export const TEST_ADMIN = { lastName: 'Testadmin', zipCode: '90210-0001' };
/**
 * Every test file signs the shared admin in at least once; a cap as low as production's 20
 * would end the session of a file still running. The cap test reads this number.
 */
export const TEST_SESSIONS_PER_PARTY = 100;

/** How every test server runs, the shared one and a file's own alike. */
export const TEST_SERVER_ENV: Record<string, string> = {
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
  // Guest pages rendered on the server (api/src/web/render-budget.ts) 16 at a time rather than
  // two, so what a test checks of a rendered page does not depend on the test files beside it.
  SERVER_RENDERS_AT_ONCE: '16',
  SERVER_RENDER_SHARE: '16',
};

/**
 * Shows what a test server logs about errors while the tests run, and collects pg's warning of
 * a query sent while another runs on the same connection (the caller fails the run on one).
 */
export function watchTestServer(server: ServerProcess, sharedConnection: string[]): void {
  server.onOutput((text) => {
    for (const line of text.split('\n')) {
      if (isErrorLine(line)) process.stderr.write(line + '\n');
      if (line.includes('PROCESS_WARNING') && line.includes('already executing a query')) sharedConnection.push(line);
    }
  });
}

/** The shared test server: from the sources through tsx, as `npm start` runs them. */
export async function startTestServer(label: string, sharedConnection: string[]): Promise<ServerProcess> {
  const server = await startServerProcess(label, TEST_SERVER_ENV, { fromSource: true });
  watchTestServer(server, sharedConnection);
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
