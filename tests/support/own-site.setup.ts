import { afterAll, beforeAll } from 'vitest';
import { startOwnServer, type OwnServer } from './own-server.js';
import { useOwnSite } from './site.js';
import { TEST_SERVER_ENV, watchTestServer } from './test-server.js';

/**
 * Setup file of the projects whose test files change what every other file reads (site-wide
 * settings, the export's columns; tests/support/own-site-files.ts finds them): each such file gets
 * a server and a fresh database of its own, set up as the shared one is, so it runs beside the
 * others instead of one at a time after them.
 */
let server: OwnServer | undefined;
const sharedConnection: string[] = [];

beforeAll(async () => {
  const label = `site_${Date.now() % 10_000_000}_${Math.floor(Math.random() * 1000)}`;
  server = await startOwnServer(label, TEST_SERVER_ENV);
  watchTestServer(server, sharedConnection);
  useOwnSite({ baseUrl: server.baseUrl, databaseUrl: server.databaseUrl });
}, 120_000);

afterAll(async () => {
  useOwnSite(undefined);
  await server?.stop();
  // Two queries must never share a connection (pg 9 refuses it), on this server as on the shared one.
  const [warned] = sharedConnection;
  if (warned) throw new Error(`This file's server ran two queries at once on one database connection:\n${warned}`);
}, 60_000);
