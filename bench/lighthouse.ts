// Lighthouse's mobile performance audit (simulated throttling: Moto G Power, 4x CPU slowdown,
// slow 4G) of every guest page, signed in as a demo party that may open every page, on the
// demo wedding (npm run seed:demo). Median of RUNS loads per page, by performance score.
// Usage: npm run bench:web -- --lighthouse-only   (or as part of npm run bench:web)
// Writes bench/results-web.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.js';

const root = join(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Every page a guest opens; /auth signed out, the others signed in. */
export const GUEST_PAGES = ['/auth', '/', '/couple', '/rsvp', '/registry', '/logistics', '/schedule', '/polls', '/trivia'];
// A demo party in a group that may open every guest page (api/src/cli/seed-demo.ts).
const GUEST = { lastName: 'Smith', zipCode: '10001' };

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Every byte transferred before the page settled, as Lighthouse saw it (compressed). */
  bytes: number;
  scriptBytes: number;
  /** Lighthouse's measure of the machine's speed at that moment (a desktop is 1000-2000; a busy shared one less). */
  benchmarkIndex: number;
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: GUEST },
    }),
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

/**
 * The session goes into the browser's own cookie jar, not into Lighthouse's extraHeaders: once
 * the app keeps the reader's language in a cookie of its own (web/src/i18n/locale.ts), Chromium
 * sends the jar's Cookie header instead of the extra one, and every page after the first was
 * measured signed out (the sign-in page). Lighthouse leaves cookies alone between runs
 * (clearStorageTypes), so the jar is set before each audit, or emptied for a signed-out one.
 */
async function setBrowserCookies(port: number, url: string, cookie: string | null): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const send = (id: number, method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const reply = JSON.parse(String(event.data)) as { id: number; error?: { message: string } };
        if (reply.id !== id) return;
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve();
      };
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send(1, 'Storage.clearCookies', {});
    if (cookie) {
      const cookies = cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
      });
      await send(2, 'Storage.setCookies', { cookies });
    }
  } finally {
    socket.close();
  }
}

export async function audit(port: number, url: string, cookie: string | null): Promise<Run> {
  await setBrowserCookies(port, url, cookie);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_SAVE=<folder> keeps every report, to see which element shifted or was the LCP.
  if (process.env.LIGHTHOUSE_SAVE) {
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    const stamp = Date.now();
    writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}-${stamp}.json`), JSON.stringify(lhr));
    // LIGHTHOUSE_SAVE_TRACE=1 keeps the page load's trace beside it (DevTools opens it), to see
    // when each largest-paint candidate, font and script came.
    if (process.env.LIGHTHOUSE_SAVE_TRACE) writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}-${stamp}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that ended on the sign-in page measured the wrong page.
  if (cookie && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not signed in`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: { transferSize?: number; resourceType?: string }[] })?.items ?? []);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    bytes: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export const s = (ms: number) => (ms / 1000).toFixed(1);
export const kib = (n: number) => (n / 1024).toFixed(0);

/** The demo wedding seeded into a fresh data folder (or DATABASE_URL), and a server on it. */
export async function startDemoServer(cwd = root, extraEnv: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-lighthouse-'));
  // Guest pages rendered on the server, within its budget (as by default:
  // api/src/web/render-budget.ts); SERVER_RENDERS_AT_ONCE=0 measures them unrendered.
  const env = { DATA_DIR: dataDir, ADMIN_LAST_NAME: 'Bench', ADMIN_ZIP: '11111', SERVER_RENDERS_AT_ONCE: process.env.SERVER_RENDERS_AT_ONCE ?? '2', ...extraEnv };
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/cli/seed-demo.ts'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('npm run seed:demo failed');
  const server = await startServer(env, cwd);
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium for Lighthouse to drive. */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

export async function lighthouseGuestPages(): Promise<string[]> {
  const server = await startDemoServer();
  const chrome = await launchChrome();
  let version = '';
  try {
    const cookie = await signIn(server.url);
    const rows: string[] = [];
    const indexes: number[] = [];
    await audit(chrome.port, `${server.url}/`, cookie); // warm-up
    // LIGHTHOUSE_PAGES=/,/couple measures just those.
    const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? GUEST_PAGES;
    for (const path of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, `${server.url}${path}`, path === '/auth' ? null : cookie));
      runs.sort((a, b) => a.score - b.score);
      indexes.push(...runs.map((r) => r.benchmarkIndex));
      const m = runs[Math.floor(runs.length / 2)];
      rows.push(
        `| ${path} | ${m.score} (${runs.map((r) => r.score).join(', ')}) | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${s(m.si)} | ${kib(m.bytes)} / ${kib(m.scriptBytes)} |`,
      );
      console.log(rows.at(-1));
    }
    const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    version = ((await res.json()) as { Browser: string }).Browser;
    return [
      `Run with \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${version}, mobile preset (simulated throttling), median of ${RUNS} runs by score (Node ${process.version}, ${cpus().length} cores shared with other work; Lighthouse's benchmarkIndex ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}, where a quiet desktop scores 1000-2000). Signed in as a demo party that may open every page; /auth signed out.`,
      '',
      '| page | performance (all runs) | FCP s | LCP s | TBT ms | CLS | Speed Index s | KiB transferred, all / JS |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ];
  } finally {
    await chrome.kill();
    await server.close();
  }
}

const SECTION = '## Lighthouse on every guest page: latest run';

/** Replaces the latest run's section of bench/results-web.md, keeping the rest (earlier runs, notes). */
export function writeResultsWeb(body: string[]) {
  const file = join(import.meta.dirname, 'results-web.md');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Web: guest pages on a phone\n';
  const section = `${[SECTION, '', ...body].join('\n')}\n`;
  const start = existing.indexOf(SECTION);
  let next: string;
  if (start < 0) next = `${existing.trimEnd()}\n\n${section}`;
  else {
    const after = existing.indexOf('\n## ', start + SECTION.length);
    next = existing.slice(0, start) + section + (after < 0 ? '' : existing.slice(after + 1));
  }
  writeFileSync(file, next);
}
