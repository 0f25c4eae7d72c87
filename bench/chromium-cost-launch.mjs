// CR=/usr/bin/chromium-headless-shell node bench/chromium-cost-launch.mjs (else Debian's chromium); bench/results.md, issue 23 §7.
// CPU of Chromium's processes for: launch, one page with a button, close (as useBrowser + one test).
import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const before = new Set(readdirSync('/proc'));
const cpuOfNew = () => { let s = 0; for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p) && !before.has(p))) { try { const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!cmd.includes('chromium')) continue; const st = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); s += (Number(st[11]) + Number(st[12])) / 100; } catch {} } return s; };
const t0 = Date.now();
const browser = await chromium.launch({ executablePath: process.env.CR ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const t1 = Date.now(); const c1 = cpuOfNew();
const ctx = await browser.newContext(); const page = await ctx.newPage(); await page.setContent('<button>hi</button>'); await ctx.close();
const t2 = Date.now(); const c2 = cpuOfNew();
const ctx2 = await browser.newContext(); const page2 = await ctx2.newPage(); await page2.setContent('<button>hi</button>'); await ctx2.close();
const t3 = Date.now(); const c3 = cpuOfNew();
console.log(`launch ${t1 - t0} ms ${c1.toFixed(2)} cpu-s; first page ${t2 - t1} ms +${(c2 - c1).toFixed(2)}; second page ${t3 - t2} ms +${(c3 - c2).toFixed(2)}; own node ${(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6).toFixed(2)}`);
await browser.close();
