import { readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

const output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true },
} as const;

// Typed operations for the web app, generated from the committed schema.graphql, one module
// per page folder (web/src/pages/<page>/gql/) beside the shared one (web/src/gql/: the
// session's operations and every schema type). A module goes whole into one chunk: with one
// shared module, every page's documents sat in the download of every signed-in page, and every
// admin document in the guest's first download. The client preset writes only the types the
// operations use, so the modules stay small.
const PAGES = 'web/src/pages';
const SIGN_IN = 'web/src/session/signIn';
const pageFolders = readdirSync(new URL(`./${PAGES}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter(hasOperations)
  .sort();

function hasOperations(page: string): boolean {
  const walk = (dir: URL): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? walk(new URL(`${entry.name}/`, dir)) : entry.name.endsWith('.graphql'),
    );
  return walk(new URL(`./${PAGES}/${page}/`, import.meta.url));
}

const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'web/src/gql/': { ...output, documents: ['web/src/**/*.graphql', `!${PAGES}/**/*.graphql`, `!${SIGN_IN}/*.graphql`] },
    // The sign-in mutations, which only a reader not yet signed in sends (with the session's
    // fragment they return): not in the module every signed-in page downloads.
    [`${SIGN_IN}/gql/`]: { ...output, documents: [`${SIGN_IN}/*.graphql`, 'web/src/session/session.graphql'] },
    ...Object.fromEntries(
      pageFolders.map((page) => [
        `${PAGES}/${page}/gql/`,
        { ...output, documents: [`${PAGES}/${page}/**/*.graphql`] },
      ]),
    ),
  },
  ignoreNoDocuments: true,
};

export default config;
