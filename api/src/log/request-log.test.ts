import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { ownDatabase, type OwnDatabase } from '../../../tests/support/own-database.js';
import { projectRoot, startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';

// The real server's stdout, parsed: one JSON line per request with its id (the X-Request-Id
// answered), method, path, status and duration; an unexpected failure logged as an error with
// the same id and its stack, which the client never sees; and none of what a guest sends
// (ZIP code, cookie, request body, the assistant's question, a personal link's token)
// anywhere in the log. To make a request fail for real, the server is stopped, a table the
// wedding page reads is renamed in its database, and it is started again.
const ADMIN = { lastName: 'Logadmin', zipCode: '90210-0021' };
const GUEST_ZIP = 'ZQ-58213X';
const QUESTION = 'Zebrafinch question: may we bring the quokka?';
const DIETARY = 'Pistachiomarker allergy';
const LINK_TOKEN = 'Tk9personalLink7Qx';
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-logs-'));
const env = { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'logs', DATA_DIR: dataDir, CHATBOT_API_BASE_URL: '' };

interface Line {
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  err?: { message: string; stack: string };
}

let db: OwnDatabase;
let server: ServerProcess | undefined;
let output = '';
const secrets: string[] = [];
const answered = new Map<string, { ids: string[]; status: number; body: string }>();

const start = async () => {
  const s = await startServerProcess('logs', { ...env, DATABASE_URL: db.url });
  s.onOutput((text) => (output += text));
  return s;
};
const lines = (): Line[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);

/** A request whose answer is kept under a name, with the id it was answered with. */
async function send(name: string, client: Client, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await client.raw(method, path, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  });
  const text = await res.text();
  answered.set(name, { ids: [res.headers.get('x-request-id') ?? ''], status: res.status, body: text });
  return { status: res.status, text };
}

beforeAll(async () => {
  db = await ownDatabase('logs', dataDir);
  server = await start();
  const admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  const party = await createParty(admin, { zipCode: GUEST_ZIP });
  expect((await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: party.id, firstName: 'Ana', lastName: party.lastName }] })).status).toBe(201);
  expect((await admin.rest('PUT', '/api/admin/chatbot-enabled', { enabled: true })).status).toBe(200);

  const guest = new Client(undefined, server.baseUrl);
  expect((await send('sign-in', guest, 'POST', '/api/login', { lastName: party.lastName, zipCode: GUEST_ZIP })).status).toBe(200);
  secrets.push(...guest.cookieHeader.split('; ').map((c) => c.slice(c.indexOf('=') + 1)));
  expect((await send('user', guest, 'GET', `/api/user?zip=${GUEST_ZIP}`)).status).toBe(200);
  const guests = JSON.parse((await send('guests', guest, 'GET', '/api/party-guests')).text) as Array<{ id: number }>;
  const rsvp = await send('rsvp', guest, 'POST', '/api/guest-attendance', { attendanceData: [{ guestId: guests[0].id, attending: true, dietaryRestrictions: DIETARY }] });
  expect(rsvp.status, rsvp.text).toBe(200);
  expect((await send('chat', guest, 'POST', '/api/chat', { question: QUESTION })).status).toBe(200);
  await send('link', guest, 'GET', `/i/${LINK_TOKEN}`);
  await send('proxy id', guest, 'GET', '/api/wedding', undefined, { 'x-request-id': 'edge-4711.a:b' });
  await send('odd id', guest, 'GET', '/api/venue', undefined, { 'x-request-id': 'two words; <script>' });
  await send('healthz', guest, 'GET', '/healthz');
  await send('bad json', guest, 'POST', '/api/login', '{"lastName": ', {});
  await server.stop();

  await db.query('alter table setting rename to setting_moved');
  server = await start();
  const again = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  await send('failing rest', again, 'GET', '/api/wedding');
  await send('failing graphql', again, 'POST', '/graphql', { query: '{ wedding { coupleNames } }' });
  await server.stop();
  server = undefined;
  await db.query('alter table setting_moved rename to setting');
  await new Promise((r) => setTimeout(r, 100));
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const requestLine = (name: string) => {
  const id = answered.get(name)!.ids[0];
  const found = lines().filter((l) => l.reqId === id && l.msg.startsWith('request'));
  expect(found, `${name}: one request line with id ${id}`).toHaveLength(1);
  return found[0];
};

describe('request logs', () => {
  it('writes one JSON line per request: the id answered as X-Request-Id, method, path without its query, status and duration', () => {
    expect(requestLine('sign-in')).toMatchObject({ level: 'info', method: 'POST', path: '/api/login', status: 200 });
    const user = requestLine('user');
    expect(user).toMatchObject({ level: 'info', method: 'GET', path: '/api/user', status: 200 });
    expect(user.durationMs).toBeGreaterThanOrEqual(0);
    expect(user.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLine('bad json')).toMatchObject({ method: 'POST', path: '/api/login', status: 400 });
    const ids = [...answered.values()].map((a) => a.ids[0]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps our proxy's request id when it is sane (TRUST_PROXY), and makes its own for any other", () => {
    expect(answered.get('proxy id')!.ids[0]).toBe('edge-4711.a:b');
    expect(requestLine('proxy id')).toMatchObject({ path: '/api/wedding', status: 200 });
    expect(answered.get('odd id')!.ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes a personal link as /i/:token, and health checks not at info level', () => {
    expect(requestLine('link')).toMatchObject({ path: '/i/:token' });
    expect(lines().some((l) => l.path === '/healthz')).toBe(false);
    expect(answered.get('healthz')!.status).toBe(200);
  });

  it("logs a failing request's error with the same id and its stack; the client gets neither", () => {
    for (const name of ['failing rest', 'failing graphql']) {
      const { ids, status, body } = answered.get(name)!;
      const withId = lines().filter((l) => l.reqId === ids[0]);
      const error = withId.find((l) => l.level === 'error' && l.msg === 'Unexpected error while answering a request');
      expect(error, `${name}: ${JSON.stringify(withId)}`).toBeDefined();
      expect(error!.err!.stack).toMatch(/\n\s+at /);
      expect(error!.err!.message).toMatch(/setting/);
      expect(body).not.toMatch(/\bat |setting|select/i);
      if (name === 'failing rest') expect([status, requestLine(name).status, requestLine(name).level]).toEqual([500, 500, 'error']);
    }
  });

  it('never writes a ZIP code, a cookie, a request body, the assistant’s question or a personal link’s token', () => {
    expect(output).toContain('"path":"/api/chat"');
    for (const secret of [GUEST_ZIP, QUESTION, 'Zebrafinch', DIETARY, 'Pistachiomarker', LINK_TOKEN, ...secrets]) {
      expect(output.includes(secret), `the log holds "${secret}"`).toBe(false);
    }
    expect(output).not.toMatch(/cookie|lastName/i);
  });
});

/** A free port on loopback, for a server that will not say where it listens. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('LOG_LEVEL=silent', () => {
  it('serves requests and writes nothing', async () => {
    const port = await freePort();
    const silentDir = mkdtempSync(join(tmpdir(), 'wedding-silent-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, DATABASE_URL: db.url, DATA_DIR: silentDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let written = '';
    child.stdout.on('data', (c: Buffer) => (written += c.toString()));
    child.stderr.on('data', (c: Buffer) => (written += c.toString()));
    try {
      let status = 0;
      for (let i = 0; i < 180 && status !== 200; i++) {
        status = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0);
        if (status !== 200) await new Promise((r) => setTimeout(r, 500));
      }
      expect(status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/nothing-here`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/api/chatbot-enabled`)).status).toBe(200);
      expect(written).toBe('');
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(silentDir, { recursive: true, force: true });
    }
  }, 120_000);
});
