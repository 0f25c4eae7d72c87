import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the guest site and the offline GraphQL playground, bundled apart so
      // guests never download GraphiQL.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The UI libraries the first screen needs, as one file instead of a handful of
            // small shared chunks; lazily loaded parts of them (toasts) stay out of it.
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|react-router|react-router-dom|@babel[\\/]runtime|hoist-non-react-statics|react-is)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            // The GraphQL playground (/graphql, for developers) is one 750 kB script otherwise:
            // its editor UI, animation and Markdown libraries, which nothing else uses, go in
            // chunks of their own so no file is over Vite's 500 kB warning.
            // (tslib, which the playground's libraries pull in, is shared with Apollo Client.)
            { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 3 },
            { name: 'graphiql-ui', test: /node_modules[\\/](@headlessui|@tanstack|@radix-ui|react-aria|@react-aria|react-remove-scroll)/ },
            { name: 'graphiql-motion', test: /node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/ },
            { name: 'graphiql-markdown', test: /node_modules[\\/](markdown-it|entities|linkify-it|mdurl|uc\.micro|punycode)[\\/]/ },
          ],
        },
      },
    },
  },
});
