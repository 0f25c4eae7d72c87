import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { ownDatabase, type OwnDatabase } from '../../../tests/support/own-database.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';

// Sessions end on the server: unused for the idle timeout or older than the absolute lifetime
// (guests 30 / 90 days, admins 12 hours / 7 days by default), whatever the cookie says. The
// sessions' stored times are moved back in the database (the server stopped, so the embedded
// one can be opened), then each cookie is tried on the restarted server.
const ADMIN = { lastName: 'Lifeadmin', zipCode: '90210-0020' };
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-lifetime-'));
const env = { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'lifetime', DATA_DIR: dataDir };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Each case: whose session, how long ago it was signed in and last used, and whether it still works. */
const CASES = [
  { name: 'guest unused 31 days', role: 'guest', created: 31 * DAY, lastSeen: 31 * DAY, alive: false },
  { name: 'guest unused 29 days', role: 'guest', created: 29 * DAY, lastSeen: 29 * DAY, alive: true },
  { name: 'guest signed in 91 days ago, used an hour ago', role: 'guest', created: 91 * DAY, lastSeen: HOUR, alive: false },
  { name: 'guest signed in 89 days ago, used an hour ago', role: 'guest', created: 89 * DAY, lastSeen: HOUR, alive: true },
  { name: 'admin unused 13 hours', role: 'admin', created: 13 * HOUR, lastSeen: 13 * HOUR, alive: false },
  { name: 'admin unused 11 hours', role: 'admin', created: 11 * HOUR, lastSeen: 11 * HOUR, alive: true },
  { name: 'admin signed in 8 days ago, used an hour ago', role: 'admin', created: 8 * DAY, lastSeen: HOUR, alive: false },
  { name: 'admin signed in 6 days ago, used an hour ago', role: 'admin', created: 6 * DAY, lastSeen: HOUR, alive: true },
] as const;

let db: OwnDatabase;
let server: ServerProcess | undefined;
const cookies = new Map<string, string>();
const sessionId = (cookie: string) => /wedding\.sid=([^;]+)/.exec(cookie)![1];
const start = () => startServerProcess('lifetime', { ...env, DATABASE_URL: db.url });

async function sessionRows(): Promise<Map<string, { last_seen_at: Date; expires_at: Date }>> {
  const rows = await db.query<{ id: string; last_seen_at: Date; expires_at: Date }>('select id, last_seen_at, expires_at from session');
  return new Map(rows.map((r) => [r.id, r]));
}

beforeAll(async () => {
  db = await ownDatabase('lifetime', dataDir);
  server = await start();
  const admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  const guest = await createParty(admin);
  for (const c of CASES) {
    const client = new Client(undefined, server.baseUrl);
    const [lastName, zipCode] = c.role === 'admin' ? [ADMIN.lastName, ADMIN.zipCode] : [guest.lastName, guest.zipCode];
    expect((await client.login(lastName, zipCode)).status).toBe(200);
    cookies.set(c.name, client.cookieHeader);
  }
  await server.stop();
  server = undefined;
  const now = Date.now();
  for (const c of CASES) {
    await db.query('update session set created_at = ?, last_seen_at = ? where id = ?', [new Date(now - c.created), new Date(now - c.lastSeen), sessionId(cookies.get(c.name)!)]);
  }
  server = await start();
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('session lifetime', () => {
  it('answers 401 to an idle or too old session and deletes it; a session within both limits works and its use is recorded', async () => {
    const seen = new Map<string, number>();
    for (const c of CASES) {
      const res = await fetch(`${server!.baseUrl}/api/user`, { headers: { cookie: cookies.get(c.name)!, 'x-forwarded-for': '10.77.0.1' } });
      seen.set(c.name, res.status);
      const body = await res.json();
      if (res.status === 200) expect(body).toMatchObject({ isAdmin: c.role === 'admin' });
      else expect(body).toMatchObject({ messageCode: 'NOT_SIGNED_IN' });
    }
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(CASES.map((c) => [c.name, c.alive ? 200 : 401])));

    await server!.stop();
    server = undefined;
    const rows = await sessionRows();
    const before = Date.now();
    for (const c of CASES) {
      const row = rows.get(sessionId(cookies.get(c.name)!));
      if (!c.alive) {
        expect(row, `${c.name}: deleted`).toBeUndefined();
        continue;
      }
      // Used just now: the idle timeout counts again from here, capped by the absolute lifetime.
      expect(before - new Date(row!.last_seen_at).getTime(), c.name).toBeLessThan(5 * 60_000);
      const idle = c.role === 'admin' ? 12 * HOUR : 30 * DAY;
      const max = c.role === 'admin' ? 7 * DAY : 90 * DAY;
      const expected = Math.min(new Date(row!.last_seen_at).getTime() + idle, before - c.created + max);
      expect(Math.abs(new Date(row!.expires_at).getTime() - expected), c.name).toBeLessThan(10 * 60_000);
    }
  });
});
