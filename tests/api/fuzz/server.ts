import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

import { projectRoot } from '../../support/server-process.js';
import { startOwnServer } from '../../support/own-server.js';

export { projectRoot };
export const FUZZ_ADMIN = { lastName: 'Fuzzadmin', zipCode: '90210-0002' };

/** The committed schema, so every field added to the API is fuzzed without touching the fuzzer. */
export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(join(projectRoot, 'schema.graphql'), 'utf8'));
}

export interface FuzzServer {
  baseUrl: string;
  /** Lines the server logged about unexpected errors (each one is a bug, whatever the client saw). */
  unexpected: string[];
  stop(): Promise<void>;
}

/**
 * The fuzzer gets a server and database of its own: it changes data freely (wedding facts,
 * parties, sessions), which must not disturb the other tests running against the shared
 * server. With DATABASE_URL, a throw-away database beside that one; else embedded PostgreSQL.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const server = await startOwnServer('fuzz', {
    ADMIN_LAST_NAME: FUZZ_ADMIN.lastName,
    ADMIN_ZIP: FUZZ_ADMIN.zipCode,
    TRUST_PROXY: '1',
    SESSION_SECRET: 'fuzz-secret',
  });
  const unexpected: string[] = [];
  server.onOutput((text) => {
    for (const line of text.split('\n')) if (/Unexpected error/.test(line)) unexpected.push(line.slice(0, 300));
  });
  return {
    baseUrl: server.baseUrl,
    unexpected,
    stop: () => server.stop(),
  };
}
