import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * Message catalogues: flat JSON, one file per language, keyed by explicit ids (no macros,
 * no extraction step). The Vite plugin compiles the ICU messages at build time, so no
 * message parser reaches the browser. English is the spec's wording.
 */
export default defineConfig({
  locales: ['en', 'es'],
  sourceLocale: 'en',
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ style: 'minimal' }),
});
