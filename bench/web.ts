// The sign-in page as a guest's phone meets it, in Chromium with the CPU slowed 4x: bytes
// transferred (compressed, headers included) before the first contentful paint, and when
// that paint happens; once on the local network and once over a slow mobile link.
// Usage: npm run bench:web          (builds web/dist if stale; embedded PostgreSQL, or DATABASE_URL)
// Writes the "Web: the sign-in page" section of bench/results.md, then runs Lighthouse on every
// guest page (bench/lighthouse.ts) into bench/results-web.md. `-- --lighthouse-only` skips the first part.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { lighthouseGuestPages, writeResultsWeb } from './lighthouse.js';
import { startServer } from './server.js';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
// Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SECTION = '## Web: the sign-in page';

interface Sample {
  fcp: number;
  bytesBeforePaint: number;
  requestsBeforePaint: number;
  scriptBytes: number;
  scriptDecodedBytes: number;
}

const root = join(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function sample(browser: Browser, url: string, slowNetwork: boolean): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (slowNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await page.goto(`${url}/auth`, { waitUntil: 'networkidle' });
  await page.locator('input[name="zipCode"]').waitFor();
  const result = await page.evaluate(async () => {
    const fcpEntry = await new Promise<PerformanceEntry>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry);
      }).observe({ type: 'paint', buffered: true });
    });
    const fcp = fcpEntry.startTime;
    const nav = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const before = [...nav, ...resources].filter((e) => e.responseEnd <= fcp);
    const scripts = resources.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    return {
      fcp,
      bytesBeforePaint: before.reduce((n, e) => n + e.transferSize, 0),
      requestsBeforePaint: before.length,
      scriptBytes: scripts.reduce((n, e) => n + e.transferSize, 0),
      scriptDecodedBytes: scripts.reduce((n, e) => n + e.decodedBodySize, 0),
    };
  });
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (n: number) => (n / 1024).toFixed(1);

function writeSection(body: string[]) {
  const file = join(import.meta.dirname, 'results.md');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = existing.indexOf(SECTION);
  const section = `${[SECTION, '', ...body].join('\n')}\n`;
  let next: string;
  if (start < 0) next = `${existing.trimEnd()}\n\n${section}`;
  else {
    const after = existing.indexOf('\n## ', start + SECTION.length);
    next = existing.slice(0, start) + section + (after < 0 ? '' : existing.slice(after));
  }
  writeFileSync(file, next);
}

const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const lighthouseOnly = process.argv.includes('--lighthouse-only');
if (!lighthouseOnly) await signInPage();
const lighthouseBody = await lighthouseGuestPages();
writeResultsWeb(lighthouseBody);
console.log(lighthouseBody.join('\n'));

async function signInPage() {
  const server = await startServer({ ADMIN_LAST_NAME: 'Bench', ADMIN_ZIP: '11111' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await sample(browser, server.url, false); // warm-up: the server's first answers and Chromium's caches
    const rows: string[] = [];
    for (const slowNetwork of [false, true]) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await sample(browser, server.url, slowNetwork));
      const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
      const fcps = samples.map((s) => Math.round(s.fcp)).sort((a, b) => a - b);
      rows.push(
        `| ${slowNetwork ? 'slow 4G (150 ms, 1.6 Mbit/s)' : 'local'} | ${kib(pick('bytesBeforePaint'))} | ${pick('requestsBeforePaint')} | ${Math.round(pick('fcp'))} (${fcps.join(', ')}) | ${kib(pick('scriptBytes'))} / ${kib(pick('scriptDecodedBytes'))} |`,
      );
    }
    const body = [
      `Run with \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: Chromium ${browser.version()}, CPU slowed ${CPU_SLOWDOWN}x, a fresh browser profile per load, median of ${RUNS} loads of /auth (Node ${process.version}, ${cpus().length} cores).`,
      '',
      '| network | KiB transferred before first paint | requests before first paint | first contentful paint ms (all runs) | all JS once the network is idle, KiB transferred / decoded |',
      '|---|---|---|---|---|',
      ...rows,
    ];
    writeSection(body);
    console.log([SECTION, '', ...body].join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}
