// The admin dashboard at a real wedding's scale (issue 23 §1): /admin opened in Chromium with
// 2,000 parties / 6,000 guests and with 12,000 / 36,000, on a database of its own. Measures the
// time from navigation until the RSVP statistics show their counts, the DOM's element count once
// the page has settled, the JS heap, and the bytes of the GraphQL answers /admin reads.
// Usage: npm run bench:dashboard   (builds web/dist if stale; needs a PostgreSQL server:
//        DATABASE_URL names it, default postgresql://postgres@127.0.0.1:5432/postgres;
//        a database bench_dashboard_<time> is created on it and dropped afterwards)
// BENCH_VERSUS_ROOT=<checkout>: that checkout's server runs beside this one, on a database of its
//        own seeded the same, and the two take turns load by load ("before" rows).
// Writes bench/results-dashboard.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from './server.js';

const SIZES = [
  { parties: 2_000, goalMs: 1_500 },
  { parties: 12_000, goalMs: 3_000 },
].filter((s) => !process.env.BENCH_SIZES || process.env.BENCH_SIZES.split(',').includes(String(s.parties)));
const GUESTS_PER_PARTY = 3;
const NODE_GOAL = 10_000;
const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN = { lastName: 'Couple', zipCode: '11111' };
const root = join(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const versusRoot = process.env.BENCH_VERSUS_ROOT;

interface Sample {
  statisticsMs: number;
  nodes: number;
  heapMiB: number;
  graphqlKiB: number;
}

/**
 * Brings the wedding to `total` parties of three guests (two adults and a child), in bulk SQL:
 * every tenth party may not RSVP; of the guests, about a fifth have not answered, a tenth are
 * pending, a fifth declined, the rest are coming with a meal or none.
 */
async function growTo(db: pg.Client, from: number, total: number) {
  await db.query(
    `insert into party (last_name, name_key, zip_code, can_rsvp, guest_group)
     select 'Bench' || i, 'bench' || i, lpad((i % 100000)::text, 5, '0'), i % 10 <> 0, 'default' from generate_series($1::int, $2::int) i`,
    [from + 1, total],
  );
  await db.query(
    `insert into guest (party_id, first_name, last_name, sort_order, is_child)
     select p.id, (array['Ana', 'Luis', 'Sofia'])[k], p.last_name, k - 1, k = 3
     from party p cross join generate_series(1, ${GUESTS_PER_PARTY}) k
     where p.last_name like 'Bench%' and p.id not in (select party_id from guest)`,
  );
  await db.query(
    `insert into guest_attendance (guest_id, attending, meal_preference)
     select g.id,
            case when g.id % 10 = 1 then null when g.id % 5 = 2 then false else true end,
            case when g.id % 5 in (0, 3) then (array['Fish', 'Meat'])[1 + g.id % 2] end
     from guest g
     where g.id % 5 <> 4 and not exists (select 1 from guest_attendance a where a.guest_id = g.id)`,
  );
  await db.query('analyze');
}

async function sample(browser: Browser, url: string, cookies: Awaited<ReturnType<typeof signIn>>): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/graphql')) bodies.push(res.body().then((b) => b.length, () => 0));
  });
  await page.goto(`${url}/admin`);
  // Until the five counts show (the stat buttons carry their numbers).
  const statisticsMs = await page.waitForFunction(
    () => {
      const buttons = document.getElementById('rsvp-statistics')?.querySelectorAll('ul button');
      return buttons && buttons.length >= 5 && /\d/.test(buttons[0].textContent ?? '') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 300_000 },
  );
  const ms = (await statisticsMs.jsonValue()) as number;
  if (process.env.BENCH_TRACE) {
    // Where the time goes: each request's start and end, from navigation start.
    const trace = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${new URL(e.name).pathname}`),
    );
    console.log(`statistics at ${Math.round(ms)} ms\n  ${trace.join('\n  ')}`);
  }
  // Every panel's own reads have landed (the parties' first page last): the page as the couple scrolls it.
  await page.locator('#parties table').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const graphqlBytes = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  return { statisticsMs: ms, nodes, heapMiB: heap.usedSize / 2 ** 20, graphqlKiB: graphqlBytes / 1024 };
}

/** BENCH_SCREENSHOTS=<folder>: the dashboard's top and its parties at 1280 and 390 px, in English and Spanish. */
async function screenshots(browser: Browser, url: string, cookies: Awaited<ReturnType<typeof signIn>>, prefix: string) {
  for (const locale of ['en', 'es']) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies(cookies);
      await context.addInitScript((l) => localStorage.setItem('lang', l), locale);
      const page = await context.newPage();
      await page.goto(`${url}/admin`);
      await page.locator('#parties table').waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${prefix}-${width}-${locale}.png` });
      await page.locator('#parties h2').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: `${prefix}-parties-${width}-${locale}.png` });
      await page.locator('#rsvp-statistics ul button').first().dblclick();
      await page.getByRole('dialog').getByRole('listitem').first().waitFor();
      await page.screenshot({ path: `${prefix}-statistics-list-${width}-${locale}.png` });
      await context.close();
    }
  }
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
  const host = new URL(url).hostname;
  return res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Side {
  label: string;
  server: Awaited<ReturnType<typeof startServer>>;
  db: pg.Client;
  database: string;
  cookies: Awaited<ReturnType<typeof signIn>>;
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const adminDb = new pg.Client({ connectionString: serverUrl.toString() });
  await adminDb.connect();
  const sides: Side[] = [];
  const open = async (label: string, cwd?: string) => {
    const database = `bench_dashboard_${label}_${Date.now()}`;
    await adminDb.query(`create database ${database}`);
    const benchUrl = new URL(serverUrl);
    benchUrl.pathname = `/${database}`;
    const server = await startServer({ DATABASE_URL: benchUrl.toString(), ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1' }, cwd);
    const db = new pg.Client({ connectionString: benchUrl.toString() });
    await db.connect();
    // The couple offers two meals, so the meal counts and filter show as at a real wedding.
    const cookies = await signIn(server.url);
    const options = await fetch(`${server.url}/api/admin/rsvp-options`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      body: JSON.stringify({ mealOptions: ['Fish', 'Meat'], mealOptionsEs: ['Pescado', 'Carne'] }),
    });
    if (options.status !== 200) throw new Error(`setting the meal options failed: ${options.status} ${await options.text()}`);
    sides.push({ label, server, db, database, cookies });
  };
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[] = [];
  let failed = false;
  const startLoad = loadavg()[0];
  try {
    await open('after');
    if (versusRoot) await open('before', versusRoot);
    let parties = 0;
    for (const size of SIZES) {
      const started = performance.now();
      for (const side of sides) await growTo(side.db, parties, size.parties);
      parties = size.parties;
      const seeded = Math.round(performance.now() - started);
      const { rows: counted } = await sides[0].db.query<{ parties: string; guests: string }>('select (select count(*) from party) as parties, (select count(*) from guest) as guests');
      // warm-up: the server's first answers and Chromium's caches
      for (const side of sides) await sample(browser, side.server.url, side.cookies);
      const samples = new Map<string, Sample[]>(sides.map((side) => [side.label, []]));
      for (let i = 0; i < RUNS; i += 1) {
        // Taking turns, the first one alternating: both meet the same machine.
        for (const side of i % 2 ? [...sides].reverse() : sides) samples.get(side.label)!.push(await sample(browser, side.server.url, side.cookies));
      }
      if (process.env.BENCH_SCREENSHOTS) await screenshots(browser, sides[0].server.url, sides[0].cookies, `${process.env.BENCH_SCREENSHOTS}/dashboard-${size.parties}`);
      for (const side of [...sides].reverse()) {
        const own = samples.get(side.label)!;
        const ms = own.map((s) => Math.round(s.statisticsMs));
        const med = median(ms);
        const nodes = median(own.map((s) => s.nodes));
        const met = med <= size.goalMs && nodes < NODE_GOAL;
        if (side.label === 'after') failed ||= !met;
        rows.push(
          `| ${Number(counted[0].parties).toLocaleString('en')} / ${Number(counted[0].guests).toLocaleString('en')}${versusRoot ? ` (${side.label})` : ''} | ${med} (${[...ms].sort((a, b) => a - b).join(', ')}) | ≤ ${size.goalMs.toLocaleString('en')} | ${nodes.toLocaleString('en')} | ${median(own.map((s) => s.heapMiB)).toFixed(1)} | ${median(own.map((s) => s.graphqlKiB)).toFixed(1)} | ${met ? 'met' : 'NOT met'} | ${(seeded / 1000).toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    await browser.close();
    for (const side of sides) {
      await side.db.end();
      await side.server.close();
      await adminDb.query(`drop database if exists ${side.database}`);
    }
    await adminDb.end();
  }
  const endLoad = loadavg()[0];
  const body = [
    '# Benchmark results: the admin dashboard at scale (issue 23 §1)',
    '',
    `Run with \`${versusRoot ? 'BENCH_VERSUS_ROOT=<checkout of the old code> ' : ''}npm run bench:dashboard\` on ${new Date().toISOString().slice(0, 10)}: Chromium ${browser.version()} at 1280×900, the real server in its own process on a PostgreSQL server (a fresh database; parties of ${GUESTS_PER_PARTY} guests seeded in bulk SQL, every tenth party may not RSVP, about 80% of guests answered, two meal options), median of ${RUNS} loads after a warm-up, each in a fresh browser context already signed in as the couple (Node ${process.version}, ${cpus().length} cores shared with other work; load average ${startLoad.toFixed(2)} before, ${endLoad.toFixed(2)} after)${versusRoot ? '; "before" is another checkout\'s server (BENCH_VERSUS_ROOT) on a database of its own seeded the same, the two taking turns load by load' : ''}.`,
    '',
    '"statistics ms" runs from navigation start until the five RSVP counts show; "DOM elements" is `document.getElementsByTagName("*").length` once the network is idle; "GraphQL KiB" is every /graphql answer /admin read (decoded).',
    '',
    '| parties / guests | statistics ms (all runs) | goal ms | DOM elements (goal < 10,000) | JS heap MiB | GraphQL KiB | goal | seeding s |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Before the paging (issue 23, measured from outside on the same machine): 2,000 / 6,000 took 8.1–8.6 s with 78,000 DOM nodes and 298 MiB of JS heap; 12,000 / 36,000 took 76–95 s with 481,000 nodes and 2.5 GB of heap.',
    '',
  ];
  // The "## ..." sections below the table are written by hand and kept.
  const file = join(import.meta.dirname, 'results-dashboard.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = previous.indexOf('\n## ');
  writeFileSync(file, body.join('\n') + (kept < 0 ? '' : previous.slice(kept)));
  console.log(body.join('\n'));
  if (failed) process.exitCode = 1;
}

await main();
