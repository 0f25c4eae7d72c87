import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Apollo Client's `print` (@apollo/client/utilities), which prints each document it sends.
const APOLLO_PRINT = /@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/;
// The module that masks a result's fragments when the client is made with `dataMasking: true`.
const QUERY_MANAGER = /@apollo[\\/]client[\\/]core[\\/]QueryManager\.js$/;
const NO_MASKING = '\0wedding:apollo-no-masking';

/**
 * Two parts of Apollo Client the browser's build does without, 2.4 KiB gzipped of what every
 * signed-in page waits for (issue 23 §3); the server's copy of the app and the playground keep
 * them. Used by web/vite.config.ts.
 *
 * - graphql-js's `print`, which prints schemas too: Apollo's `print` gets a printer of
 *   operations and fragments instead (web/src/apollo/printOperation.ts, which prints the app's
 *   documents as graphql-js does). 1.9 KiB.
 * - Data masking (`maskOperation`, `maskFragment`), which Apollo runs only for a client made
 *   with `dataMasking: true`: ours is not (web/src/apollo/client.ts; codegen.ts turns fragment
 *   masking off too). Should one be, its first result fails loudly rather than unmasked. 0.5 KiB.
 */
export function apolloBrowserBuild(): Plugin {
  const printer = fileURLToPath(new URL('src/apollo/printOperation.ts', import.meta.url));
  return {
    name: 'wedding:apollo-browser-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === 'graphql' && APOLLO_PRINT.test(importer)) return printer;
      if (source === '@apollo/client/masking' && QUERY_MANAGER.test(importer)) return NO_MASKING;
      return null;
    },
    load(id) {
      if (id !== NO_MASKING) return null;
      return [
        'export function maskOperation() {',
        '  throw new Error("Data masking is left out of this build of Apollo Client (web/apolloBrowserBuild.ts)");',
        '}',
        'export const maskFragment = maskOperation;',
      ].join('\n');
    },
  };
}
