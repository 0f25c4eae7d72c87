// Session and sign-in latency under concurrent load, against the real server over HTTP.
// Usage: npm run bench            (embedded PostgreSQL in a temp folder)
//        DATABASE_URL=... npm run bench
// Writes bench/results.md. Targets: p95 below 100 ms for GET /api/user and `me` at 10
// concurrent callers (a busy RSVP evening for 200 guests); sign-in p95 below 150 ms.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const CONCURRENCY = 10;
const REQUESTS = 2000;
const TARGETS: Record<string, number> = { 'GET /api/user': 100, 'POST /graphql { me }': 100, 'POST /api/login': 150 };

const dataDir = mkdtempSync(join(tmpdir(), 'wedding-bench-'));
// The server runs in its own process, as in production, so the load generator does not steal its thread.
const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_LAST_NAME: 'Bench',
    ADMIN_ZIP: '11111',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const server = {
  url: await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /ready on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  }),
  async close() {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  },
};

async function cookieFor(): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lastName: 'Bench', zipCode: '11111' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function measure(name: string, count: number, request: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const t = performance.now();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { name, count, rps: Math.round((count / total) * 1000), p50: pct(50), p95: pct(95), p99: pct(99) };
}

try {
  const cookie = await cookieFor();
  // Warm up the JIT and the connection pool.
  await measure('warm-up', 200, () => fetch(`${server.url}/api/user`, { headers: { cookie } }));
  const rows = [
    await measure('GET /api/user', REQUESTS, () => fetch(`${server.url}/api/user`, { headers: { cookie } })),
    await measure('POST /graphql { me }', REQUESTS, () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id lastName allowedPages pageVersions { logistics eventSchedule } } }' }),
      }),
    ),
    await measure('POST /api/login', 500, () =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lastName: 'Bench', zipCode: '11111' }),
      }),
    ),
  ];
  const db = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PostgreSQL (PGlite)';
  const ms = (n: number) => n.toFixed(1);
  const lines = [
    '# Benchmark results',
    '',
    `Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${db}, Node ${process.version}, ${cpus().length} cores, ${CONCURRENCY} concurrent callers.`,
    '',
    '| request | requests | req/s | p50 ms | p95 ms | p99 ms | target p95 | met |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.count} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | < ${TARGETS[r.name]} ms | ${r.p95 < TARGETS[r.name] ? 'yes' : 'NO'} |`),
    '',
  ];
  const file = join(import.meta.dirname, process.env.DATABASE_URL ? 'results-postgresql.md' : 'results.md');
  // Keep the "## ..." sections other benchmarks write into the same file (bench/web.ts).
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const others = previous.indexOf('\n## ');
  writeFileSync(file, lines.join('\n') + (others < 0 ? '' : previous.slice(others)));
  console.log(lines.join('\n'));
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
