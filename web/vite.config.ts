import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

// Compiles the message catalogues at build time; a missing translation fails the build.
const linguiConfig = fileURLToPath(new URL('lingui.config.ts', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), lingui({ configPath: linguiConfig, failOnMissing: true, failOnCompileError: true })],
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
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
