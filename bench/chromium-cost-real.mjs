// CR=/usr/bin/chromium-headless-shell node bench/chromium-cost-real.mjs http://127.0.0.1:PORT (a server whose admin is X / 12345); bench/results.md, issue 23 §7.
// CPU of Chromium for a realistic sequence on a running server: 3 rounds of (new context, sign in, 3 guest pages, dashboard).
import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const base = process.argv[2];
const before = new Set(readdirSync('/proc'));
const cpuOfNew = () => { let s = 0; for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p) && !before.has(p))) { try { const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!cmd.includes('chromium')) continue; const st = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); s += (Number(st[11]) + Number(st[12])) / 100; } catch {} } return s; };
const t0 = Date.now();
const browser = await chromium.launch({ executablePath: process.env.CR ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ baseURL: base }); const page = await ctx.newPage();
  await page.goto('/auth'); await page.getByLabel('Last Name').fill('X'); await page.getByLabel('ZIP Code').fill('12345');
  await page.getByRole('button', { name: 'Enter Site' }).click(); await page.waitForURL((u) => u.pathname === '/');
  for (const p of ['/couple', '/rsvp', '/registry']) { await page.goto(p); await page.waitForFunction(() => document.documentElement.dataset.app === 'ready'); }
  await page.goto('/admin'); await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await ctx.close();
}
console.log(`${process.env.CR ?? 'chromium'}: ${Date.now() - t0} ms, chromium cpu ${cpuOfNew().toFixed(2)} s`);
await browser.close();
