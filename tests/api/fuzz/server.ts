import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { MikroORM } from '@mikro-orm/postgresql';

import { projectRoot, startServerProcess } from '../../support/server-process.js';

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

/** Runs statements on the PostgreSQL server behind `url` (creating or dropping the fuzzer's database). */
async function onServer(url: string, ...statements: string[]): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    for (const sql of statements) await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/**
 * The fuzzer gets a server and database of its own: it changes data freely (wedding facts,
 * parties, sessions), which must not disturb the other tests running against the shared
 * server. With DATABASE_URL, a throw-away database beside that one; else embedded PostgreSQL.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `${url.pathname.slice(1)}_fuzz_${process.pid}`.replace(/[^\w]/g, '_').slice(0, 60);
    await onServer(url.href, `drop database if exists "${name}" with (force)`, `create database "${name}"`);
    const own = new URL(url.href);
    own.pathname = `/${name}`;
    databaseUrl = own.href;
  }
  const server = await startServerProcess('fuzz', {
    DATABASE_URL: databaseUrl ?? '',
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
    async stop() {
      await server.stop();
      if (databaseUrl) {
        await onServer(process.env.DATABASE_URL!, `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
      }
    },
  };
}
