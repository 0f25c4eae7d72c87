import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { projectRoot } from '../../../tests/support/server-process.js';
import { graphqlBody, loadSchema, operationFor, rootFields } from '../../../tests/support/schema-operations.js';
import { restRoutes } from '../rest/routes.js';

// pg warns once per process, "Calling client.query() when the client is already executing a
// query", when two queries run at once on one connection (a Promise.all inside a transaction);
// pg 9 will refuse them. With WARNINGS_AS_ERRORS=1 that warning is an error line with the code
// PROCESS_WARNING: seed:demo, then every read as each demo guest and the admin, and the RSVP
// writes, must leave none, in either process.
const ADMIN = { lastName: 'Warnadmin', zipCode: '90210-0019' };
const DEMO = [
  ['Garcia', '08001'],
  ['Smith', '10001'],
  ['Johnson', '60601'],
  ['Nguyen', '94110'],
  ['Brown', '02139'],
];
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-warn-'));
const env = { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'warn', DATA_DIR: dataDir, WARNINGS_AS_ERRORS: '1' };
let server: OwnServer;
let seedOutput = '';
let serverOutput = '';

function seed(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/seed-demo.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`seed:demo exited with ${code}:\n${output}`))));
  });
}

/** What the process said about queries sharing a connection, as our error lines and as Node's own. */
function sharedConnectionWarnings(output: string): string[] {
  return output.split('\n').filter((line) => line.includes('PROCESS_WARNING') || line.includes('already executing a query'));
}

beforeAll(async () => {
  server = await startOwnServer('warnings', env, async (databaseUrl) => {
    seedOutput = await seed(databaseUrl);
  });
  server.onOutput((text) => (serverOutput += text));
}, 240_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every GET route (path ids 1, the demo's first rows) and every GraphQL query, as this caller. */
async function readEverything(client: Client): Promise<number> {
  let calls = 0;
  for (const route of restRoutes.filter((r) => r.method === 'GET')) {
    const res = await client.raw('GET', route.path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'story')));
    await res.arrayBuffer();
    calls += 1;
  }
  const schema = loadSchema();
  for (const { kind, name } of rootFields(schema)) {
    if (kind !== 'Query') continue;
    const { body, headers } = graphqlBody(operationFor(schema, name, { selection: 'leaves' }));
    const res = await client.raw('POST', '/graphql', { body, headers });
    expect(res.status, name).toBeLessThan(500);
    await res.arrayBuffer();
    calls += 1;
  }
  return calls;
}

describe('no two queries share one database connection', () => {
  it('seed:demo runs without the warning', () => {
    expect(seedOutput).toContain('Demo wedding loaded');
    expect(sharedConnectionWarnings(seedOutput)).toEqual([]);
  });

  it('the server reads and writes RSVPs for every demo guest and the admin without the warning', async () => {
    const admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
    expect(await readEverything(admin)).toBeGreaterThan(50);
    for (const [lastName, zipCode] of DEMO) {
      const guest = new Client(undefined, server.baseUrl);
      expect((await guest.login(lastName, zipCode)).status).toBe(200);
      await readEverything(guest);
      // The writes whose transactions read several things: a guest's RSVP, the couple's change of it.
      const listed = await guest.rest('GET', '/api/party-guests');
      if (!Array.isArray(listed.body)) continue; // Brown's party may not RSVP
      const guests = listed.body as Array<{ id: number }>;
      const attendanceData = guests.map((g) => ({ guestId: g.id, attending: true, mealPreference: 'Meat' }));
      const own = await guest.rest('POST', '/api/guest-attendance', { attendanceData });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const me = (await guest.rest('GET', '/api/user')).body as { id: number };
      expect((await admin.rest('PATCH', `/api/admin/rsvps/${me.id}`, { attendanceData: attendanceData.map((a) => ({ ...a, attending: false })) })).status).toBe(200);
    }
    expect((await admin.rest('PUT', '/api/admin/rsvp-options', { mealOptions: ['Meat', 'Fish'] })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(sharedConnectionWarnings(serverOutput)).toEqual([]);
  }, 240_000);
});
