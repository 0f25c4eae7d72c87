import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.js';
import { loadServerRender } from './server-render.js';

/** A web build whose server bundle marks, when loaded, that it was. */
function fakeBuild(name: string): string {
  const root = join(dir, name);
  mkdirSync(join(root, 'dist'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), `globalThis.loadedBundles = [...(globalThis.loadedBundles ?? []), ${JSON.stringify(name)}];\n`);
  return join(root, 'dist');
}

const dir = mkdtempSync(join(tmpdir(), 'server-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loadedBundles = () => (globalThis as { loadedBundles?: string[] }).loadedBundles ?? [];

describe('loading the server bundle at start', () => {
  it('loads it when the server may render pages', async () => {
    loadServerRender(fakeBuild('on'), new RenderBudget(2, 0.25));
    await expect.poll(loadedBundles).toContain('on');
  });

  it('leaves it unloaded when rendering is off (SERVER_RENDERS_AT_ONCE=0)', async () => {
    loadServerRender(fakeBuild('off'), new RenderBudget(0, 0.25));
    loadServerRender(fakeBuild('on-again'), new RenderBudget(2, 0.25));
    // The bundle loaded after it has arrived: the first would have been in by now.
    await expect.poll(loadedBundles).toContain('on-again');
    expect(loadedBundles()).not.toContain('off');
  });
});
