import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// One copy of graphql for every project ("Cannot use GraphQLSchema from another module or realm").
const alias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

export default defineConfig({
  resolve: { alias },
  test: {
    // The real server, started once for the API and browser tests (tests/support/global-setup.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'api', environment: 'node', include: ['api/src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
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
        },
      },
      {
        extends: true,
        test: { name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
