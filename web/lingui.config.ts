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
  // A page's own texts (the admin's, the registry's) are a catalogue part of their own, loaded
  // with that page (src/i18n/catalogParts.ts), so the first download carries none of them.
  catalogs: [
    { path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] },
    ...['admin', 'rsvp', 'registry', 'polls', 'couple', 'logistics', 'schedule', 'trivia', 'chatbot'].map((part) => ({ path: `<rootDir>/src/i18n/locales/${part}/{locale}`, include: [`<rootDir>/src/pages/${part}`] })),
    // The couple page's photos and gallery.
    { path: '<rootDir>/src/i18n/locales/photos/{locale}', include: ['<rootDir>/src/pages/couple'] },
  ],
  format: formatter({ style: 'minimal' }),
});
