// The trivia leaderboard (issue 23 §5) with 50 and with 5,000 parties on the board: what a read
// costs the server when nothing was answered since the last one (the kept board: the whole
// JSON, or 304 to a client that sends its ETag), and GraphQL's `triviaLeaderboard` beside it.
// Each size gets a fresh database: the app creates the questions and the reading guest, then
// the other parties and their answers are written straight into the database (5,000 sign-ins
// over HTTP would take longer than the measurement), then the app starts again on it.
//
// Usage: npm run bench:leaderboard                  (embedded PostgreSQL in temp folders)
//        DATABASE_URL=... npm run bench:leaderboard (a PostgreSQL server: a database per size
//                                                   is created beside the one named, and dropped)
// Tuning: BENCH_SECONDS (default 4), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20,200),
//         BENCH_SIZES (default 50,5000), BENCH_APP_ROOT (another checkout's server, e.g. main's, for a before/after).
// Writes the "## Leaderboard" section of bench/results.md or bench/results-postgresql.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
import { lastNameKey } from '../api/src/auth/last-name-key.js';
import { load, medianOf, type Request, type Sample } from './load.js';
import { startApp, type Running } from './servers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '20,200').split(',').map(Number);
const SIZES = (process.env.BENCH_SIZES ?? '50,5000').split(',').map(Number);
const QUESTIONS = 10;
const databaseUrl = process.env.DATABASE_URL;
const admin = { lastName: 'Bench', zipCode: '11111' };
const reader = { lastName: 'Benchreader', zipCode: '22222' };

async function call(url: string, method: string, path: string, body?: unknown, cookie = '') {
  const res = await fetch(url + path, { method, headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { text, headers: res.headers, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** The other parties, each having answered every question (a third of them right), in one transaction. */
async function seedParties(client: pg.ClientBase, count: number, questionIds: number[]): Promise<void> {
  await client.query('begin');
  const names = Array.from({ length: count }, (_, i) => `Player${i}`);
  const { rows } = await client.query<{ id: number }>(
    `insert into party (last_name, zip_code, name_key, guest_group, can_rsvp)
       select n, lpad(i::text, 5, '0'), k, 'bench-players', true from unnest($1::text[], $2::text[]) with ordinality as t(n, k, i) returning id`,
    [names, names.map(lastNameKey)],
  );
  const partyIds = rows.map((r) => r.id);
  await client.query(
    `insert into trivia_response (question_id, party_id, selected_option, "timestamp")
       select q, p, (p + q) % 3, now() - ((p * 7 + q) % 3600) * interval '1 second' from unnest($1::int[]) as p, unnest($2::int[]) as q`,
    [partyIds, questionIds],
  );
  await client.query('commit');
}

/**
 * Waits until the server has worked off what autocannon left queued when the run stopped (a
 * slow read at 200 connections leaves seconds of work), so it does not spill into the next run.
 */
async function idle(server: Running): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const before = server.cpuSeconds();
    await new Promise((r) => setTimeout(r, 300));
    if (server.cpuSeconds() - before < 0.03 || Date.now() > deadline) return;
  }
}

interface Target {
  name: string;
  request: Request;
}

const samples = new Map<string, Sample[]>();
const bodies = new Map<string, string>();
const dirs: string[] = [];
const startLoad = loadavg();

for (const size of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-bench-board-'));
  dirs.push(dataDir);
  let dbUrl: string | undefined;
  if (databaseUrl) {
    const own = new URL(databaseUrl);
    const name = `${own.pathname.slice(1)}_board_${size}`.replace(/\W/g, '_');
    const root = new pg.Client({ connectionString: databaseUrl });
    await root.connect();
    await root.query(`drop database if exists "${name}" with (force)`);
    await root.query(`create database "${name}"`);
    await root.end();
    own.pathname = `/${name}`;
    dbUrl = own.href;
  }
  const env = {
    SESSION_SECRET: randomBytes(16).toString('hex'),
    DATA_DIR: dataDir,
    ADMIN_LAST_NAME: admin.lastName,
    ADMIN_ZIP: admin.zipCode,
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };
  let app: Running = await startApp(env);
  const { cookie: adminCookie } = await call(app.url, 'POST', '/api/login', admin);
  await call(app.url, 'POST', '/api/admin/guest-groups', { name: 'bench-players', allowedPages: ['home', 'trivia'] }, adminCookie);
  await call(app.url, 'POST', '/api/admin/parties', { ...reader, guestGroup: 'bench-players', canRsvp: true }, adminCookie);
  const questionIds: number[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const created = await call(app.url, 'POST', '/api/admin/trivia', { question: `Question ${i + 1}?`, options: ['Madrid', 'Lisbon', 'Paris'], correctOption: i % 3, active: true }, adminCookie);
    questionIds.push((JSON.parse(created.text) as { id: number }).id);
  }
  const { cookie } = await call(app.url, 'POST', '/api/login', reader);
  await call(app.url, 'POST', `/api/trivia/${questionIds[0]}/responses`, { selectedOption: 0 }, cookie);
  // PGlite opens its folder from one process only: the app stops while the others are written in.
  await app.close();
  const embedded = dbUrl ? undefined : await startEmbeddedPostgres(dataDir);
  const client = new pg.Client(embedded ? { ...embedded.connection, database: embedded.connection.dbName } : { connectionString: dbUrl });
  await client.connect();
  await seedParties(client, size - 1, questionIds);
  await client.end();
  await embedded?.stop();
  app = await startApp(env);
  try {
    const first = await fetch(`${app.url}/api/trivia/leaderboard`, { headers: { cookie } });
    const board = await first.text();
    const rows = (JSON.parse(board) as unknown[]).length;
    if (rows !== size) throw new Error(`the board has ${rows} rows, not ${size}`);
    const etag = first.headers.get('etag');
    bodies.set(String(size), `${rows} rows, ${(Buffer.byteLength(board) / 1024).toFixed(0)} KiB of JSON`);
    // As a browser asks: compressed (the app compresses answers of 1 KiB and more).
    const asBrowser = { cookie, 'accept-encoding': 'br, gzip' };
    const query = JSON.stringify({ query: '{ triviaLeaderboard { userId lastName correctAnswers totalAnswers percentage } }' });
    const targets: Target[] = [
      { name: 'GET /api/trivia/leaderboard, the whole board', request: { method: 'GET', path: '/api/trivia/leaderboard', headers: asBrowser } },
      ...(etag ? [{ name: 'GET /api/trivia/leaderboard, If-None-Match (304)', request: { method: 'GET' as const, path: '/api/trivia/leaderboard', headers: { ...asBrowser, 'if-none-match': etag }, expectStatus: 304 } }] : []),
      { name: 'POST /graphql `triviaLeaderboard`', request: { method: 'POST', path: '/graphql', headers: { ...asBrowser, 'content-type': 'application/json' }, body: query } },
    ];
    for (const t of targets) await load(app, t.request, 20, 2);
    for (const connections of CONNECTIONS) {
      for (let round = 0; round < ROUNDS; round++) {
        for (const t of targets) {
          const sample = await load(app, t.request, connections, SECONDS);
          await idle(app);
          const key = `${t.name}|${size}|${connections}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          process.stdout.write(`${size} parties, ${connections} conns, round ${round + 1}: ${t.name}: ${Math.round(sample.rps)} req/s, p99 ${sample.p99} ms, ${Math.round(sample.cpuUs)} µs CPU/req\n`);
        }
      }
    }
  } finally {
    await app.close();
    if (dbUrl) {
      const root = new pg.Client({ connectionString: databaseUrl });
      await root.connect();
      await root.query(`drop database if exists "${new URL(dbUrl).pathname.slice(1)}" with (force)`);
      await root.end();
    }
  }
}
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });

const endLoad = loadavg();
const names = [...new Set([...samples.keys()].map((k) => k.split('|')[0]))];
const rowsOut: string[] = [];
for (const connections of CONNECTIONS) {
  for (const name of names) {
    const cells = SIZES.map((size) => {
      const list = samples.get(`${name}|${size}|${connections}`);
      if (!list) return '— | — | —';
      const m = medianOf(list);
      if (m.failures) throw new Error(`${name}, ${size} parties: ${m.failures} failed requests`);
      return `${Math.round(m.rps)} | ${m.p99} ms | ${Math.round(m.cpuUs)} µs`;
    });
    rowsOut.push(`| ${name} | ${connections} | ${cells.join(' | ')} |`);
  }
}
const envShown = ['BENCH_SECONDS', 'BENCH_ROUNDS', 'BENCH_CONNECTIONS', 'BENCH_SIZES', 'BENCH_APP_ROOT', 'DATABASE_URL']
  .filter((k) => process.env[k])
  .map((k) => `${k}=${process.env[k]!.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`);
const section = [
  '## Leaderboard: 50 and 5,000 parties',
  '',
  `Run: \`${[...envShown, 'npm run bench:leaderboard'].join(' ')}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpus().length} cores, load average ${startLoad[0].toFixed(2)} before, ${endLoad[0].toFixed(2)} after (other work shares the machine). Node ${process.version}, ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}. The same signed-in guest reads throughout; ${QUESTIONS} questions, every party answered all of them (${SIZES.map((s) => `${s}: ${bodies.get(String(s))}`).join('; ')}). autocannon, ${SECONDS} s per run, median of ${ROUNDS} rounds; CPU/req is the server process's CPU time per answered request. Requests ask for Brotli or gzip, as browsers do.`,
  '',
  `| request | connections | ${SIZES.map((s) => `${s} parties: req/s | p99 | CPU/req`).join(' | ')} |`,
  `|---|---|${SIZES.map(() => '---|---|---|').join('')}`,
  ...rowsOut,
  '',
].join('\n');
console.log(section);

// Replaces its own section of the results file, keeping everything else.
const file = join(import.meta.dirname, databaseUrl ? 'results-postgresql.md' : 'results.md');
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const heading = '## Leaderboard: 50 and 5,000 parties';
const at = previous.indexOf(heading);
let next = previous;
if (at < 0) next = `${previous.trimEnd()}\n\n${section}`;
else {
  const end = previous.indexOf('\n## ', at + heading.length);
  next = previous.slice(0, at) + section + (end < 0 ? '' : previous.slice(end));
}
writeFileSync(file, next);
