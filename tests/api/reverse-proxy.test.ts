import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { projectRoot } from '../support/server-process.js';

// The site as the README deploys it: behind Debian's Caddy, with HTTPS and TRUST_PROXY=true,
// using the shipped deploy/Caddyfile. Caddy's internal certificate authority stands in for
// Let's Encrypt, and the client trusts Caddy's root certificate (no verification turned off).

const caddyPath = process.env.CADDY_PATH ?? '/usr/bin/caddy';
/** As with Chromium: skipped with a notice on a machine without Caddy, never in CI (CI=true). */
const caddyMissing = !existsSync(caddyPath) && !process.env.CI;
if (caddyMissing) console.warn(`Skipping the reverse-proxy tests: no Caddy at ${caddyPath} (apt-get install caddy, or set CADDY_PATH).`);

const ADMIN = { lastName: 'Proxycouple', zipCode: '60606' };
const PER_IP = 5;
let server: OwnServer;
let caddy: ChildProcess;
let caddyDir: string;
let httpsPort: number;
let rootCa: Buffer;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to the site through Caddy, as a browser at https://localhost would send it. */
function send(method: string, path: string, opts: { headers?: Record<string, string>; body?: string; trustCaddy?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: httpsPort, servername: 'localhost', ca: opts.trustCaddy === false ? undefined : rootCa, method, path, headers: { host: `localhost:${httpsPort}`, ...opts.headers }, timeout: 15_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = { 'content-type': 'application/json' };
const cookiesOf = (a: Answer) => (a.headers['set-cookie'] ?? []) as string[];

beforeAll(async () => {
  if (caddyMissing) return;
  server = await startOwnServer('proxy', {
    ADMIN_LAST_NAME: ADMIN.lastName,
    ADMIN_ZIP: ADMIN.zipCode,
    TRUST_PROXY: 'true',
    SESSION_SECRET: 'proxy',
    LOGIN_MAX_ATTEMPTS_PER_IP: String(PER_IP),
  });
  httpsPort = await freePort();
  const httpPort = await freePort();
  // Everything Caddy keeps (its CA, certificates, autosaved config) lives in a temp folder.
  caddyDir = mkdtempSync(join(tmpdir(), 'wedding-caddy-'));
  const config = join(caddyDir, 'Caddyfile');
  writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      // Caddy's own certificate authority instead of Let's Encrypt, without touching the system's trust store.
      '\tlocal_certs',
      '\tskip_install_trust',
      '\tauto_https disable_redirects',
      '}',
      `import ${join(projectRoot, 'deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  );
  let log = '';
  caddy = spawn(caddyPath, ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: caddyDir,
    env: {
      PATH: process.env.PATH,
      HOME: caddyDir,
      XDG_DATA_HOME: join(caddyDir, 'data'),
      XDG_CONFIG_HOME: join(caddyDir, 'config'),
      WEDDING_SITE: 'localhost',
      WEDDING_UPSTREAM: new URL(server.baseUrl).host,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  caddy.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const root = join(caddyDir, 'data/caddy/pki/authorities/local/root.crt');
  for (let i = 0; ; i++) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited with ${caddy.exitCode}:\n${log}`);
    if (existsSync(root)) {
      rootCa = readFileSync(root);
      const up = await send('GET', '/api/user').catch(() => null);
      if (up) break;
    }
    if (i > 150) throw new Error(`Caddy did not answer over HTTPS within 30 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy.once('exit', r));
    caddy.kill('SIGTERM');
    await exited;
  }
  await server?.stop();
  if (caddyDir) rmSync(caddyDir, { recursive: true, force: true });
});

describe.skipIf(caddyMissing)('the site behind Caddy with HTTPS', () => {
  it('is served with a certificate from Caddy’s authority, which an untrusting client refuses', async () => {
    await expect(send('GET', '/api/user', { trustCaddy: false })).rejects.toThrow(/certificate/i);
  });

  it('signs in with a Secure, HttpOnly session cookie and HSTS, and serves pages, /api and GraphQL with it', async () => {
    const login = await send('POST', '/api/login', { headers: json, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const session = cookiesOf(login).find((c) => c.startsWith('wedding.sid='));
    expect(session).toMatch(/;\s*secure/i);
    expect(session).toMatch(/;\s*httponly/i);
    // Every cookie the site sets over HTTPS is Secure (the session's signature, the device token).
    expect(cookiesOf(login).length).toBeGreaterThan(0);
    for (const c of cookiesOf(login)) expect(c, c.split('=')[0]).toMatch(/;\s*secure/i);
    expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const cookie = cookiesOf(login)
      .map((c) => c.split(';')[0])
      .join('; ');

    const page = await send('GET', '/rsvp', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root"');

    const me = await send('GET', '/api/user', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ lastName: ADMIN.lastName, isAdmin: true });

    const gql = await send('POST', '/graphql', { headers: { ...json, cookie }, body: JSON.stringify({ query: '{ me { lastName isAdmin } }' }) });
    expect(gql.status).toBe(200);
    expect(JSON.parse(gql.body)).toEqual({ data: { me: { lastName: ADMIN.lastName, isAdmin: true } } });
  });

  it('counts failed sign-ins against the real client address, whatever X-Forwarded-For the client forges', async () => {
    // Each try claims another address; were the forged header believed, none would ever be held.
    const statuses: number[] = [];
    for (let i = 0; i <= PER_IP; i++) {
      const tried = await send('POST', '/api/login', {
        headers: { ...json, 'x-forwarded-for': `203.0.113.${10 + i}`, 'x-real-ip': `198.51.100.${10 + i}` },
        body: JSON.stringify({ lastName: `Stranger${'x'.repeat(i)}`, zipCode: '99999' }),
      });
      statuses.push(tried.status);
    }
    expect(statuses).toEqual([...Array(PER_IP).fill(401), 429]);
  });
});
