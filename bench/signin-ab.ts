// Sign-in before and after a change, side by side in one run (issue 23 §6): this checkout's
// server and another checkout's (BENCH_VERSUS_ROOT) run at the same time, each on its own
// database, and take turns under the same load, so both meet the same machine. On a machine
// shared with other work, one server measured after the other can differ by 2× from the load
// alone; taking turns within every round keeps the comparison fair.
//
// Usage: BENCH_VERSUS_ROOT=<checkout of the old code> npm run bench:signin
//        (embedded PGlite in temp folders; DATABASE_URL=<server>: a database of each's own,
//        created beside it and dropped afterwards)
// Tuning: BENCH_SECONDS (per run, default 4), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS
//         (default 20,200). Prints a Markdown table; the results files quote it by hand.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { load, medianOf, type Request, type Sample } from './load.js';
import { startApp, type Running } from './servers.js';

const versusRoot = process.env.BENCH_VERSUS_ROOT;
if (!versusRoot) throw new Error('BENCH_VERSUS_ROOT must name a checkout of the code to compare with');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '20,200').split(',').map(Number);
const admin = { lastName: 'Bench', zipCode: '11111' };
const signer = { lastName: 'Benchsignin', zipCode: '33333' };
const secret = randomBytes(16).toString('hex');
const serverUrl = process.env.DATABASE_URL;

const json = { 'content-type': 'application/json' };
const requests: Array<{ name: string; request: Request }> = [
  { name: 'POST /api/login', request: { method: 'POST', path: '/api/login', headers: json, body: JSON.stringify(signer) } },
  {
    name: 'POST /graphql `login`',
    request: { method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query: 'mutation Login($input: LoginInput!) { login(input: $input) { id } }', variables: { input: signer } }) },
  },
];

async function withSigner(server: Running): Promise<Running> {
  const signIn = await fetch(`${server.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${server.url}/api/admin/parties`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ ...signer, canRsvp: true }) });
  if (res.status !== 201) throw new Error(`adding the signing-in party: ${res.status} ${await res.text()}`);
  return server;
}

const dirs: string[] = [];
const databases: string[] = [];
const servers: Running[] = [];
const admin_db = serverUrl ? new pg.Client({ connectionString: serverUrl }) : undefined;
try {
  await admin_db?.connect();
  const startLoad = loadavg();
  const start = async (label: string, root: string | undefined) => {
    const dir = mkdtempSync(join(tmpdir(), `wedding-signin-${label}-`));
    dirs.push(dir);
    const env: NodeJS.ProcessEnv = {
      SESSION_SECRET: secret,
      DATA_DIR: dir,
      ADMIN_LAST_NAME: admin.lastName,
      ADMIN_ZIP: admin.zipCode,
      // Concurrent sign-ins of one name count as guesses until they succeed.
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000000',
      LOGIN_MAX_FAILURES_PER_NAME: '100000000',
    };
    if (serverUrl) {
      const name = `bench_signin_${label}_${Date.now()}`;
      await admin_db!.query(`create database ${name}`);
      databases.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    const server = await startApp(env, root, label);
    servers.push(server);
    return withSigner(server);
  };
  const after = await start('after', undefined);
  const before = await start('before', versusRoot);
  for (const { request } of requests) for (const s of [before, after]) await load(s, request, 20, 2);

  const samples = new Map<string, Sample[]>();
  for (const connections of CONNECTIONS) {
    for (let round = 0; round < ROUNDS; round++) {
      for (const { name, request } of requests) {
        for (const s of round % 2 ? [after, before] : [before, after]) {
          const sample = await load(s, request, connections, SECONDS);
          await new Promise((r) => setTimeout(r, 500));
          const key = `${s === before ? 'before' : 'after'} ${name} ${connections}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          console.error(`${key}, round ${round + 1}: ${Math.round(sample.rps)} req/s, p99 ${sample.p99} ms, ${Math.round(sample.cpuUs)} µs CPU/req`);
        }
      }
    }
  }
  const endLoad = loadavg();
  const cell = (s: Sample) => `${Math.round(s.rps)} | ${s.p99} ms | ${Math.round(s.cpuUs)} µs`;
  const all = (key: string) => samples.get(key)!.map((s) => Math.round(s.cpuUs)).sort((a, b) => a - b).join(', ');
  console.log(`${serverUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${ROUNDS} rounds of ${SECONDS} s, taking turns; load average ${startLoad[0].toFixed(2)} before, ${endLoad[0].toFixed(2)} after\n`);
  console.log('| request | connections | before: req/s | p99 | CPU/req | after: req/s | p99 | CPU/req | CPU/req, every round: before; after |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const connections of CONNECTIONS) {
    for (const { name } of requests) {
      const [b, a] = ['before', 'after'].map((w) => medianOf(samples.get(`${w} ${name} ${connections}`)!));
      if (a.failures || b.failures) throw new Error(`${name}: failed requests at ${connections} connections`);
      console.log(`| ${name} | ${connections} | ${cell(b)} | ${cell(a)} | ${all(`before ${name} ${connections}`)}; ${all(`after ${name} ${connections}`)} |`);
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
  for (const name of databases) await admin_db!.query(`drop database if exists ${name}`);
  await admin_db?.end();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
