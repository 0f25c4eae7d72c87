import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { weddingSystem } from './system';

/**
 * The site's Chakra global stylesheet as CSS text: what `<ChakraProvider>` hands Emotion's
 * `<Global>` (the cascade layers' order, then `_global`), serialized by Emotion's own cache as
 * it does on the server. Run at build time (web/chakraGlobalCss.ts), never in the browser.
 */
export function globalCssText(): string {
  const system = weddingSystem();
  // On the server (no document) Emotion's cache returns the rules instead of inserting them.
  const cache = createCache({ key: 'css' });
  const rules = (styles: unknown) => cache.insert('', serializeStyles([styles as never], cache.registered), cache.sheet, false) as unknown as string;
  return `${rules(system.layers.atRule)}\n${rules(system._global)}\n`;
}
