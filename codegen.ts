import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed operations for the web app, generated from the committed schema.graphql.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
