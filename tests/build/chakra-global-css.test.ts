import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCssText, patchedSystemSource } from '../../web/chakraGlobalCss.js';
import { defaultDist } from '../../scripts/bundle-size.js';

// Chakra's global stylesheet is written into the app's CSS when the app is built
// (web/chakraGlobalCss.ts) instead of being built by every browser and server render. Over the
// production build in web/dist (`npm test` rebuilds it first when it is stale).

/** The stylesheets the app's HTML links, as one text. */
function builtCss(): string {
  const html = readFileSync(join(defaultDist, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return sheets.map((sheet) => readFileSync(join(defaultDist, sheet.replace(/^\//, '')), 'utf8')).join('\n');
}

/** Each CSS variable a stylesheet sets, with its value, whitespace aside. */
function variables(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--chakra-[\w-]+)\s*:\s*([^;}]*)/g)].map(([, name, value]) => [name, value.replace(/\s+/g, '')]));
}

describe("Chakra's global stylesheet, written at build time (issue 23 §2)", () => {
  it('is in the CSS the app links: every token of the theme as it is now, in its cascade layer', async () => {
    const expected = await chakraGlobalCssText();
    const built = builtCss();
    const want = variables(expected);
    // The colours, spacing, fonts… of the site's theme, the sage palette among them.
    expect(want.size).toBeGreaterThan(300);
    expect(want.get('--chakra-colors-sage-600')).toBe('#586f45');
    // Names, not values: the build's minifier rewrites values ("0.5s" as ".5s"), but not the site's colours.
    const have = variables(built);
    expect([...want.keys()].filter((name) => !have.has(name))).toEqual([]);
    for (const name of ['--chakra-colors-sage-600', '--chakra-colors-blush-700', '--chakra-colors-ink']) expect(have.get(name), name).toBe(want.get(name));
    for (const layer of ['reset', 'base', 'tokens']) expect(built).toMatch(new RegExp(`@layer ${layer}\\s*{`));
    // The reset's and the site's own global rules came along too.
    expect(expected).toMatch(/h1\[tabindex="-1"\]:focus/);
    expect(built).toMatch(/h1\[tabindex="?-1"?\]:focus/);
  });

  it("the app's copy of Chakra no longer builds it in the browser or the server render", async () => {
    expect(await patchedSystemSource()).toContain('const _global = [];');
  });
});
