import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { ownSiteTestFiles } from './tests/support/own-site-files.js';
import { chakraThemeModules } from './web/chakraThemeModules.js';

// One copy of graphql for every project ("Cannot use GraphQLSchema from another module or realm");
// Chakra's theme module by module, as the web build resolves it.
const alias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }, chakraThemeModules];

const API_TESTS = ['api/src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'];
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const OWN_SITE_API_TESTS = ownSiteTestFiles(ROOT, ['api/src', 'tests/api', 'tests/build']);
const E2E_TESTS = ['tests/e2e/**/*.test.ts'];
const OWN_SITE_E2E_TESTS = ownSiteTestFiles(ROOT, ['tests/e2e']);
// The real server, started once for the API and browser tests (tests/support/global-setup.ts);
// component tests do without it. A file that changes site-wide settings starts one of its own.
const WITH_SERVER = ['tests/support/global-setup.ts'];
const OWN_SITE = ['tests/support/own-site.setup.ts'];
const E2E_OPTIONS = { environment: 'node', globalSetup: WITH_SERVER, testTimeout: 120_000, hookTimeout: 120_000 } as const;
const API_OPTIONS = { environment: 'node', globalSetup: WITH_SERVER, testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time, in one pool for every project; Vitest queues the projects one after
    // another by name (api, api-own-site, e2e, e2e-own-site, web), a project's larger files first
    // when it has no earlier results, so the two files mostly belong to one project. Three
    // gained nothing clear in CI on two cores (Vitest 828 s, against 792 and 849 s with two,
    // 2026-11-26) and brought out timing-sensitive component tests; TEST_WORKERS sets it.
    maxWorkers: Number(process.env.TEST_WORKERS) || 2,
    projects: [
      {
        extends: true,
        test: { name: 'api', include: API_TESTS, exclude: OWN_SITE_API_TESTS, ...API_OPTIONS },
      },
      {
        extends: true,
        test: { name: 'api-own-site', include: OWN_SITE_API_TESTS, setupFiles: OWN_SITE, ...API_OPTIONS },
      },
      {
        extends: true,
        // Components import the compiled catalogues exactly as in the browser.
        plugins: [lingui({ configPath: fileURLToPath(new URL('web/lingui.config.ts', import.meta.url)), failOnCompileError: true })],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // Typing into forms key by key takes seconds in jsdom when the machine is busy (CI runs
          // the browser tests beside these); the default 5 s timed such tests out there.
          testTimeout: 15_000,
          // One jsdom window and module graph per worker instead of per file: the files differ
          // only in what they render, and a fresh window plus the app's imports cost more CPU
          // than most files' tests (whole project: 287 s of CPU against 490 s, user + sys). The
          // setup file puts back what a file may leave (see web/src/test/setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'e2e', include: E2E_TESTS, exclude: OWN_SITE_E2E_TESTS, ...E2E_OPTIONS },
      },
      {
        extends: true,
        test: { name: 'e2e-own-site', include: OWN_SITE_E2E_TESTS, setupFiles: OWN_SITE, ...E2E_OPTIONS },
      },
    ],
  },
});
