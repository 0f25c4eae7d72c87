import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_KIB,
  TARGET_KIB,
  USABLE_BUDGET_KIB,
  USABLE_TARGET_KIB,
  defaultDist,
  describeLoad,
  describeUsable,
  initialLoad,
  kib,
  usableLoads,
  type InitialLoad,
  type PageLoad,
} from '../../scripts/bundle-size.js';

// Over the production build in web/dist, which `npm test` rebuilds first when it is stale.
let load: InitialLoad;
beforeAll(async () => {
  load = await initialLoad();
  console.log(describeLoad(load));
  if (load.jsGzip > TARGET_KIB * 1024) console.warn(`Over the ${TARGET_KIB} KiB target: ${kib(load.jsGzip)} KiB.`);
});

describe("the guest's first download", () => {
  it(`is at most ${BUDGET_KIB} KiB of gzipped JavaScript before the sign-in page renders`, () => {
    expect(load.js.length).toBeGreaterThan(0);
    expect(load.jsGzip, `${kib(load.jsGzip)} KiB gzipped`).toBeLessThanOrEqual(BUDGET_KIB * 1024);
  });

  it("counts the reader's message catalogue, which the first render waits for", () => {
    expect(load.js.some((f) => /^assets\/(en|es)-[\w-]+\.js$/.test(f.file))).toBe(true);
  });

  it('holds no admin or playground code: those are chunks of their own, fetched when opened', () => {
    const manifestPath = join(defaultDist, '.vite/manifest.json');
    expect(existsSync(manifestPath), 'web/dist/.vite/manifest.json (build.manifest)').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; isDynamicEntry?: boolean }>;
    const initial = new Set(load.js.map((f) => f.file));
    const admin = manifest['src/pages/admin/AdminPage.tsx'];
    expect(admin?.isDynamicEntry, 'the admin page is loaded lazily').toBe(true);
    expect(initial.has(admin.file)).toBe(false);
    const playground = manifest['graphiql.html'];
    expect(playground, 'the playground is its own entry').toBeDefined();
    expect(initial.has(playground.file)).toBe(false);
  });
});

describe('everything a signed-in guest page downloads before it is usable', () => {
  let pages: PageLoad[];
  beforeAll(async () => {
    pages = await usableLoads();
    console.log(describeUsable(pages));
    const over = pages.filter((p) => p.gzip > USABLE_TARGET_KIB * 1024);
    if (over.length) console.warn(`Over the ${USABLE_TARGET_KIB} KiB target: ${over.map((p) => `${p.path} ${kib(p.gzip)} KiB`).join(', ')}.`);
  });

  it('covers every guest page, each with its own chunk beyond the first download', () => {
    expect(pages.map((p) => p.path)).toEqual(['/', '/couple', '/rsvp', '/registry', '/logistics', '/schedule', '/polls', '/trivia']);
    for (const page of pages) expect(page.gzip, page.path).toBeGreaterThan(load.jsGzip);
  });

  it('counts /rsvp with the RSVP form, the heavier of the two parts its data shows (the summary is the other)', () => {
    const rsvp = pages.find((p) => p.path === '/rsvp')!;
    expect(rsvp.files.some((f) => /^assets\/RsvpForm-[\w-]+\.js$/.test(f.file)), rsvp.files.map((f) => f.file).join(', ')).toBe(true);
  });

  // Issue 23's goal, which every guest page has met: none may grow past it again.
  it(`is at most ${USABLE_BUDGET_KIB} KiB of gzipped JavaScript on every guest page`, () => {
    for (const page of pages) expect(page.gzip, `${page.path}: ${kib(page.gzip)} KiB gzipped`).toBeLessThanOrEqual(USABLE_BUDGET_KIB * 1024);
  });
});
