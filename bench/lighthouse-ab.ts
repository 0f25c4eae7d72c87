// Lighthouse on guest pages before and after a change, side by side in one run: this checkout's
// server and another checkout's (BENCH_VERSUS_ROOT, with its own web build) run at the same
// time, each on its own demo wedding, and take turns page by page within every round, so both
// meet the same load. On this shared machine one run measured after another can differ by 10-15
// points from the load alone (bench/results-web.md).
//
// Usage: BENCH_VERSUS_ROOT=<checkout of the old code, web built> npm run bench:web-ab
// Tuning: LIGHTHOUSE_RUNS (rounds, default 3), LIGHTHOUSE_PAGES (default every guest page),
//         DATABASE_URL / BENCH_VERSUS_DATABASE_URL (each side's PostgreSQL; default embedded),
//         LIGHTHOUSE_SAVE=<folder> keeps every report.
// Prints a Markdown table; bench/results-web.md quotes it by hand.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { audit, GUEST_PAGES, kib, launchChrome, s, signIn, startDemoServer, type Run } from './lighthouse.js';

const versusRoot = process.env.BENCH_VERSUS_ROOT;
if (!versusRoot) throw new Error('BENCH_VERSUS_ROOT must name a checkout of the code to compare with');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? GUEST_PAGES;
const root = join(import.meta.dirname, '..');

const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const versusDb = process.env.BENCH_VERSUS_DATABASE_URL;
const sides = [
  { name: 'before', server: await startDemoServer(versusRoot, versusDb ? { DATABASE_URL: versusDb } : { DATABASE_URL: '' }) },
  { name: 'after', server: await startDemoServer() },
];
const chrome = await launchChrome();
const loads: number[] = [];
try {
  const cookies = await Promise.all(sides.map((side) => signIn(side.server.url)));
  for (const [i, side] of sides.entries()) await audit(chrome.port, `${side.server.url}/`, cookies[i]); // warm-up
  const runs = new Map<string, Run[]>();
  for (let round = 0; round < RUNS; round += 1) {
    for (const path of pages) {
      // Alternate which side goes first, so neither always follows the other's page.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const side = sides[i];
        loads.push(loadavg()[0]);
        const run = await audit(chrome.port, `${side.server.url}${path}`, path === '/auth' ? null : cookies[i]);
        const key = `${path} ${side.name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        console.log(`round ${round + 1} ${key}: score ${run.score}, LCP ${s(run.lcp)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
      }
    }
  }
  const rows = [
    `Lighthouse mobile, ${RUNS} rounds taking turns page by page; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} while measuring.`,
    '',
    '| page | side | performance, median (all) | LCP s (all) | TBT ms (all) | CLS max | KiB all / JS |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const path of pages) {
    for (const side of sides) {
      const all = [...runs.get(`${path} ${side.name}`)!].sort((a, b) => a.score - b.score);
      const m = all[Math.floor(all.length / 2)];
      rows.push(
        `| ${path} | ${side.name} | ${m.score} (${all.map((r) => r.score).join(', ')}) | ${all.map((r) => s(r.lcp)).join(', ')} | ${all.map((r) => Math.round(r.tbt)).join(', ')} | ${Math.max(...all.map((r) => r.cls)).toFixed(3)} | ${kib(m.bytes)} / ${kib(m.scriptBytes)} |`,
      );
    }
  }
  console.log(rows.join('\n'));
} finally {
  await chrome.kill();
  for (const side of sides) await side.server.close();
}
