// The main thread's long tasks while a guest page loads, to see what Lighthouse's Total Blocking
// Time is made of: each task over 50 ms, what started it (a script's evaluation, a timer, a
// message from React's scheduler, parsing) and the scripts whose code ran longest in it (V8's
// sampling profiler), with the page's paints for reference. Chromium through Playwright, CPU
// slowed as Lighthouse's mobile preset assumes (4x) unless --cpu says otherwise.
//
// Usage: npx tsx bench/profile-page.ts /couple [--root=<checkout, web built>] [--versus=<another>]
//        [--cpu=4] [--runs=1] [--js] [--trace=<file.json>]
//        (embedded PostgreSQL, or DATABASE_URL and BENCH_VERSUS_DATABASE_URL; signed in as the demo party)
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { signIn, startDemoServer } from './lighthouse.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const path = args.find((a) => !a.startsWith('--')) ?? '/';
const cpu = Number(flag('cpu') ?? 4);
const runs = Number(flag('runs') ?? 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// --versus=<checkout>: that checkout's server too, the two taking turns run by run.
const sides = await Promise.all(
  [flag('versus'), flag('root')]
    .map((root, i) => ({ root, name: i === 0 ? 'before' : 'after' }))
    .filter((side, i) => i === 1 || side.root)
    .map(async ({ root, name }) => {
      const server = await startDemoServer(root, name === 'before' ? { DATABASE_URL: process.env.BENCH_VERSUS_DATABASE_URL ?? '' } : {});
      return { name, server, cookie: await signIn(server.url), blocking: [] as number[], cpuBlocking: [] as number[] };
    }),
);
type Side = (typeof sides)[number];
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
try {
  for (let run = 0; run < runs; run += 1) for (const side of run % 2 ? [...sides].reverse() : sides) await profile(side, run);
  console.log(`\n${path}, CPU ${cpu}x, ${runs} runs each:`);
  for (const side of sides) {
    console.log(`  ${side.name}: blocking ms (wall) ${side.blocking.join(', ')}; blocking ms by CPU time x4 (Lighthouse-like) ${side.cpuBlocking.join(', ')}`);
  }
} finally {
  await browser.close();
  for (const side of sides) await side.server.close();
}

async function profile({ server, cookie, ...side }: Side, run: number) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (path !== '/auth') {
    const [name, value] = cookie.split(';')[0].split('=');
    await context.addCookies([{ name, value, url: server.url }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    // V8's sampler (--js) says which code ran, at some cost to the times.
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading', ...(args.includes('--js') ? ['disabled-by-default-v8.cpu_profiler'] : [])].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const trace = flag('trace');
  if (trace) writeFileSync(trace.replace(/(\.json)?$/, `-${run}.json`), JSON.stringify({ traceEvents: events }));
  const { blocking, cpuBlocking } = report(events, `${side.name}, run ${run + 1}`);
  side.blocking.push(blocking);
  side.cpuBlocking.push(cpuBlocking);
}

function report(events: TraceEvent[], label: string): { blocking: number; cpuBlocking: number } {
  // The renderer's main thread: where the navigation's document was parsed.
  const main = events.find((e) => e.name === 'ParseHTML') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
  if (!main) throw new Error('no main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart') ?? onMain[0];
  const t0 = nav.ts;
  const ms = (ts: number) => Math.round((ts - t0) / 1000);
  const paints = events
    .filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))
    .map((e) => `${e.name === 'firstContentfulPaint' ? 'FCP' : 'LCP candidate'} ${ms(e.ts)}`);
  // Top-level tasks only (Chromium nests a RunTask inside another's).
  const all: TraceEvent[] = [];
  let reach = -Infinity;
  const runTasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  for (const e of runTasks.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    if (e.ts + e.dur! <= reach) continue;
    all.push(e);
    reach = e.ts + e.dur!;
  }
  const tasks = all.filter((e) => e.dur! > 50_000);
  const samples = cpuSamples(events, main.pid, main.tid);
  console.log(`\n# ${path}, ${label}, CPU ${cpu}x: ${paints.join(', ')} (ms from navigation)`);
  let blocking = 0;
  // The thread's own CPU time (tdur) barely depends on what else the machine runs; scaled by 4
  // as Lighthouse's simulation scales what it observed (meaningful with --cpu=1).
  const cpuBlocking = all.reduce((n, e) => n + Math.max(0, ((e.tdur ?? 0) * 4) / 1000 - 50), 0);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += task.dur! / 1000 - 50;
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
    // The first event inside says what the task is.
    const first = inside.sort((a, b) => a.ts - b.ts).find((e) => !/RunTask|mojo|OnHandleReady/.test(e.name));
    const what = first ? `${first.name} ${describe(first)}` : '(nothing traced)';
    const kinds = new Map<string, number>();
    for (const e of inside) if (['Layout', 'UpdateLayoutTree', 'ParseHTML', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'MinorGC', 'MajorGC', 'Paint', 'PrePaint', 'ParseAuthorStyleSheet', 'FunctionCall', 'TimerFire', 'FireAnimationFrame'].includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${Math.round(v)}`);
    console.log(`- ${ms(task.ts)}-${ms(end)} ms (${Math.round(task.dur! / 1000)}, CPU ${Math.round((task.tdur ?? 0) / 1000)}): ${what}; ${top.join(', ')}`);
    const self = new Map<string, number>();
    for (const s of samples) if (s.ts >= task.ts && s.ts < end) self.set(s.where, (self.get(s.where) ?? 0) + s.dt / 1000);
    const hot = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6);
    if (hot.length) console.log(`    JS self time: ${hot.map(([k, v]) => `${k} ${Math.round(v)}`).join('; ')}`);
  }
  console.log(`  blocking time (tasks' time over 50 ms, navigation to idle, at ${cpu}x): ${Math.round(blocking)} ms; by CPU time x4: ${Math.round(cpuBlocking)} ms`);
  return { blocking: Math.round(blocking), cpuBlocking: Math.round(cpuBlocking) };
}

function describe(e: TraceEvent): string {
  const data = e.args?.data ?? {};
  const url = (data.url ?? data.scriptName ?? '') as string;
  const file = url ? url.replace(/^https?:\/\/[^/]+/, '') : '';
  const where = data.functionName ? `${data.functionName as string} ` : '';
  return `${where}${file}${data.lineNumber != null ? `:${data.lineNumber as number}` : ''}${data.timerId != null ? ` timer ${data.timerId as number}` : ''}`.trim();
}

/** V8's samples on the main thread: when, for how long, and which function (script:line) was on top. */
function cpuSamples(events: TraceEvent[], pid: number, tid: number): { ts: number; dt: number; where: string }[] {
  const nodes = new Map<number, string>();
  const out: { ts: number; dt: number; where: string }[] = [];
  // The main thread's profile (a worker's has its own id).
  const start = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile');
  if (!start) return out;
  let ts = (start.args?.data?.startTime as number | undefined) ?? 0;
  for (const chunk of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk' && e.id === start.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { functionName = '', url = '', lineNumber = 0, columnNumber = 0 } = node.callFrame;
      const file = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
      nodes.set(node.id, url ? `${functionName || '(anon)'} ${file}:${lineNumber + 1}:${columnNumber + 1}` : functionName);
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      ts += deltas[i] ?? 0;
      const where = nodes.get(samples[i]) ?? '?';
      if (where === '(idle)' || where === '(program)') continue;
      out.push({ ts, dt: deltas[i + 1] ?? 0, where });
    }
  }
  return out;
}
