import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { apolloBrowserBuild } from './apolloBrowserBuild.js';
import { chakraGlobalCss } from './chakraGlobalCss.js';
import { chakraThemeModules } from './chakraThemeModules.js';
import { pureAnatomies, pureRouter, treeshakeHints } from './treeShaking.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt)$/;
// Below this a compressed copy saves less than the response headers weigh.
const MIN_BYTES = 1024;
// Brotli's best setting costs seconds on the playground's large files for ~1% less; they get a
// faster one, the guest's files the best.
const BEST_UP_TO_BYTES = 256 * 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy of every text file of the build, so the server
 * sends them as they are (koa-send picks the one the browser accepts) instead of compressing
 * on every request.
 */
function precompress(): Plugin {
  return {
    name: 'wedding:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(join(dir, file));
          if (source.length < MIN_BYTES) return;
          const quality = source.length <= BEST_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(join(dir, `${file}.br`), br), writeFile(join(dir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

const APP_CODE = /web[\\/]src[\\/]/;
// The early-taps script is an entry of its own that must stay small (web/src/early-taps.ts).
const NOT_APP = /web[\\/]src[\\/](graphiql[\\/]|main\.tsx$|early-taps\.ts$|ssr[\\/](earlyTaps|appCodeAfterPaint)\.ts$)/;
// Not the sign-in mutations' module (session/signIn/gql): only a reader not yet signed in needs it.
const SHARED_CODE = /web[\\/]src[\\/](apollo|gql|i18n|session(?![\\/]signIn[\\/])|site-images|components[\\/](?!content[\\/]|styled[\\/]))/;
const LAZY_MODULES = /web[\\/]src[\\/](apollo[\\/]shared\.|session[\\/]ProtectedRoute\.|components[\\/](nav[\\/]SessionNavBar|Toaster|toastStore)\.|i18n[\\/]locales[\\/])/;

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

// Compiles the message catalogues at build time; a missing translation fails the build.
const linguiConfig = fileURLToPath(new URL('lingui.config.ts', import.meta.url));

/**
 * The server's copy of the app (`vite build --ssr`, into web/dist-ssr, never served): the API
 * renders a signed-in guest page's first screen with it (web/src/entry-server.tsx,
 * api/src/web/server-render.ts). Libraries stay in node_modules; only our code is bundled.
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  ssr: 'src/entry-server.tsx',
  copyPublicDir: false,
  rolldownOptions: {
    output: { entryFileNames: 'entry-server.js' },
    // The server holds every catalogue at once; the browser's lazy imports of them stay lazy there.
    onwarn(warning, warn) {
      if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The server bundle carries its libraries, built for production: the API process does not set
  // NODE_ENV (Apollo Server reads it too), and React's development build renders several times
  // slower. Bundled, React is one copy shared by every library that imports it.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  plugins: [chakraGlobalCss(), react(), lingui({ configPath: linguiConfig, failOnMissing: true, failOnCompileError: true }), ...(isSsrBuild ? [] : [pureAnatomies(), pureRouter(), apolloBrowserBuild(), precompress()])],
  resolve: {
    // Apollo Client imports rxjs, whose default build is ES5: every class is a function with
    // tslib's __extends and its spreads are helpers. Its ES2015 build (the same code, the
    // "es2015" condition Vite does not use) is 1.8 KiB lighter gzipped in the guest's download.
    alias: [
      { find: /^rxjs$/, replacement: fileURLToPath(new URL('../node_modules/rxjs/dist/esm/index.js', import.meta.url)) },
      // react-router's package.json exports only its development build, whose warnings are
      // switched on by a constant (ENABLE_DEV_WARNINGS) rather than process.env.NODE_ENV, so
      // the minifier keeps them; its production build (shipped beside it, the same code with
      // the constant false) lets them go: 0.5 KiB less in the first download and on every page.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      chakraThemeModules,
    ],
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
    },
  },
  build: isSsrBuild ? serverBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunk holds which page (web/dist/.vite/manifest.json, never served): the budget
    // test checks that admin and playground code stay out of the guest's first download.
    manifest: true,
    // Font files stay files: inlined as base64 they would sit in the stylesheet every page
    // waits for, though unicode-range means most pages never use them.
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      // Reading a property is taken to have no side effects, so a library module's unused
      // `const { variants } = someRecipe` goes with the rest of it (Chakra's theme has dozens):
      // 1 KiB less in the guest's first download. No code of ours or of our libraries relies
      // on a getter running at import time (the web and browser tests cover the pages). And
      // what web/treeShaking.ts says our libraries may lose though their code does not say so.
      treeshake: { propertyReadSideEffects: false, ...treeshakeHints },
      // Two pages: the guest site and the offline GraphQL playground, bundled apart so
      // guests never download GraphiQL. And the script a page rendered on the server names to
      // keep a tap made before the app has taken it over and to ask for the app's code after
      // the first paint (api/src/web/page-html.ts finds it by name in the manifest).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
        'early-taps': fileURLToPath(new URL('src/early-taps.ts', import.meta.url)),
      },
      // GraphiQL's dependencies carry React Compiler directives that do not survive bundling;
      // they are harmless, so keep the build report free of that noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // React is shared by both pages; a named chunk keeps the build report readable
          // and lets browsers cache it across deploys of app code.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            // The UI libraries the first screen needs, as one file instead of a handful of
            // small shared chunks; lazily loaded parts of them (toasts) stay out of it. The few
            // Apollo Client modules the first screen imports (its React context, error classes)
            // come here too, so the rest of Apollo Client is not split around them.
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|react-router|react-router-dom|@babel[\\/]runtime|hoist-non-react-statics|react-is|@apollo|rxjs|optimism|@wry)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            // Apollo Client and what it needs (rxjs, tslib's helpers for rxjs, graphql-js's visitor,
            // the printer web/apolloBrowserBuild.ts gives it), which every signed-in page downloads
            // before it is usable: one file. Left to the automatic split it was six (by which lazy
            // chunk used which hook), and gzip compresses each alone: 2.7 KiB more. The playground
            // shares graphql-js's visitor and tslib with it and so loads this file too (a developer
            // tool that weighs a megabyte already).
            { name: 'apollo', test: /node_modules[\\/](@apollo|rxjs|optimism|@wry|tslib)[\\/]|web[\\/]src[\\/]apollo[\\/]printOperation\.ts$/, priority: 1 },
            // Vite's helpers for lazy imports and module preloads, which the playground uses too:
            // a file of their own, so the playground does not import the guest site's code.
            { name: 'preload-helper', test: /vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 6 },
            // The site's own code the first screen needs, in one file (the entry keeps only
            // main.tsx). Without it, modules that lazy chunks share with the first screen
            // (useT, the locale, DataBoundary...) were files of their own.
            { name: 'app', test: (id: string) => APP_CODE.test(id) && !NOT_APP.test(id), tags: ['$initial'], priority: 1 },
            // The code the signed-in pages share (what the session's client, the route guard and
            // the nav bar import, the operations' documents; not the content components or the
            // recipe-carrying ones in components/styled, which only some pages show), as one file
            // instead of a dozen small ones that gzip each compressed alone. The lazily imported
            // modules stay files of their own: the server finds them by name in the build
            // manifest to preload them (api/src/web/page-html.ts), which it cannot inside a group.
            { name: 'signed-in', test: (id: string) => SHARED_CODE.test(id) && !LAZY_MODULES.test(id), priority: 0 },
            // The GraphQL playground (/graphql, for developers) is one 750 kB script otherwise:
            // its editor UI, animation and Markdown libraries, which nothing else uses, go in
            // chunks of their own so no file is over Vite's 500 kB warning.
            { name: 'graphiql-ui', test: /node_modules[\\/](@headlessui|@tanstack|@radix-ui|react-aria|@react-aria|react-remove-scroll)/ },
            { name: 'graphiql-motion', test: /node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/ },
            { name: 'graphiql-markdown', test: /node_modules[\\/](markdown-it|entities|linkify-it|mdurl|uc\.micro|punycode)[\\/]/ },
          ],
        },
      },
    },
  },
}));
