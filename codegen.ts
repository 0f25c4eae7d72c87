import type { CodegenConfig } from '@graphql-codegen/cli';

const ADMIN = 'web/src/pages/admin/**/*.graphql';
const output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true },
} as const;

// Typed operations for the web app, generated from the committed schema.graphql. The admin's
// operations get a module of their own, inside the lazily loaded admin chunk: with one shared
// module, every admin document would sit in the guest's first download.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'web/src/gql/': { ...output, documents: ['web/src/**/*.graphql', `!${ADMIN}`] },
    'web/src/pages/admin/gql/': { ...output, documents: [ADMIN] },
  },
  ignoreNoDocuments: true,
};

export default config;
