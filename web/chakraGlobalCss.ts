import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { chakraThemeModules } from './chakraThemeModules.js';

/**
 * Chakra's global stylesheet (its reset, the site's global styles and every token as a CSS
 * variable) as part of the app's CSS file, written once when the app is built, instead of
 * built by every browser and every server render (issue 23 §2).
 *
 * `createSystem` builds that stylesheet as style objects for `<ChakraProvider>` to hand to
 * Emotion, which serializes them again: in the browser that was half of the system's build (a
 * task of its own, 40-50 ms on this machine, four times that on Lighthouse's phone) and part of
 * the take-over, and on the server ~44 KB of every rendered page's HTML. Here Emotion's own serializer
 * turns the same objects into the same CSS, in Node, at build time (`virtual:chakra-global.css`,
 * imported by main.tsx), and the app's copy of Chakra skips building them (`_global` is empty,
 * so the provider adds nothing). tests/build/chakra-global-css.test.ts checks the built CSS
 * against the theme, so it cannot drift from it.
 *
 * The patched line is Chakra 3.37.0's (pinned in package.json); the build fails if it moves.
 */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css';
const RESOLVED = `\0${CHAKRA_GLOBAL_CSS}`;
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** The global stylesheet's text for the site's system, as Emotion's `<Global>` would insert it. */
export async function chakraGlobalCssText(): Promise<string> {
  // Chakra unpatched, and the theme with its module paths, outside the app's build.
  const { module } = await runnerImport<typeof import('./src/theme/globalCss.js')>(fileURLToPath(new URL('./src/theme/globalCss.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: [chakraThemeModules] },
  });
  return module.globalCssText();
}

export function chakraGlobalCss(): Plugin {
  let text: Promise<string> | undefined;
  return {
    name: 'wedding:chakra-global-css',
    enforce: 'pre',
    resolveId: (id) => (id === CHAKRA_GLOBAL_CSS ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      text ??= chakraGlobalCssText();
      return text;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      if (!code.includes(GLOBAL_LINE)) {
        throw new Error(`Chakra's system.js no longer has "${GLOBAL_LINE}": check web/chakraGlobalCss.ts against the installed Chakra`);
      }
      // Built at build time into the app's CSS instead (see above).
      return code.replace(GLOBAL_LINE, 'const _global = [];');
    },
  };
}

/** For tests: Chakra's system module as the app's build sees it. */
export async function patchedSystemSource(): Promise<string> {
  const path = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url));
  const plugin = chakraGlobalCss();
  const transform = plugin.transform as (code: string, id: string) => string | undefined;
  return transform(await readFile(path, 'utf8'), path)!;
}
