import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { MikroORM } from '@mikro-orm/postgresql';

export const projectRoot = resolve(import.meta.dirname, '../../..');
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
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-fuzz-'));
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `${url.pathname.slice(1)}_fuzz_${process.pid}`.replace(/[^\w]/g, '_').slice(0, 60);
    await onServer(url.href, `drop database if exists "${name}" with (force)`, `create database "${name}"`);
    const own = new URL(url.href);
    own.pathname = `/${name}`;
    databaseUrl = own.href;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_LAST_NAME: FUZZ_ADMIN.lastName,
      ADMIN_ZIP: FUZZ_ADMIN.zipCode,
      TRUST_PROXY: '1',
      SESSION_SECRET: 'fuzz-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const unexpected: string[] = [];
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (/Unexpected error/.test(line)) unexpected.push(line.slice(0, 300));
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise((r) => child.once('exit', r));
  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`Fuzz server did not start in 90 s:\n${output}`)), 90_000);
    const check = () => {
      const m = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolveUrl(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`Fuzz server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    unexpected,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        await onServer(process.env.DATABASE_URL!, `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
      }
    },
  };
}
