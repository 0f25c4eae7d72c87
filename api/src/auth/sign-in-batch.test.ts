import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../../../tests/support/client.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';
import { migrate, openDatabase, type Database } from '../db/orm.js';
import type { NewSession } from '../session/session.store.js';
import { lastNameKey } from './last-name-key.js';
import { signInRead } from './sign-in-batch.js';

// Sign-ins at the same moment on the embedded database go to it together (sign-in-batch.ts):
// a server of its own on the embedded database, whatever the shared one runs on, with a cap of
// three sessions per party and statement counts in every answer.
const ADMIN = { lastName: 'Batchcouple', zipCode: '40404' };
const CAP = 3;
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess('sign_in_batch', {
    DATABASE_URL: '',
    ADMIN_LAST_NAME: ADMIN.lastName,
    ADMIN_ZIP: ADMIN.zipCode,
    TRUST_PROXY: '1',
    COUNT_SQL: '1',
    SESSIONS_PER_PARTY: String(CAP),
    // Twenty wrong ZIP codes for one name at once must not lock it for the right ones.
    LOGIN_MAX_FAILURES_PER_NAME: '1000',
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe('sign-ins at the same moment on the embedded database', () => {
  it('share statements, each gets its own answer, and each party keeps its newest sessions up to the cap', async () => {
    const admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
    const [a, b] = [await createParty(admin), await createParty(admin)];
    const tries = Array.from({ length: 60 }, (_, i) => {
      const [party, zipCode] = i % 3 === 0 ? [a, a.zipCode] : i % 3 === 1 ? [b, b.zipCode] : [a, '99999'];
      return { party, zipCode, right: zipCode === party.zipCode, client: new Client(undefined, server.baseUrl) };
    });
    const answers = await Promise.all(tries.map((t) => t.client.login(t.party.lastName, t.zipCode)));

    answers.forEach((res, i) => {
      const t = tries[i];
      if (t.right) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: t.party.id, lastName: t.party.lastName });
        expect(t.client.cookieHeader).toContain('wedding.sid=');
      } else {
        expect(res.status).toBe(401);
        expect(res.body.messageCode).toBe('LOGIN_FAILED');
        expect(t.client.cookieHeader).not.toContain('wedding.sid=');
      }
    });
    // One statement each when alone: fewer in all means sign-ins went together.
    const statements = answers.reduce((n, res) => n + Number(res.headers.get('x-sql-statements')), 0);
    expect(statements).toBeLessThan(tries.length);

    // Twenty sign-ins of each party, and the cap keeps three of them signed in.
    for (const party of [a, b]) {
      const signedIn = await Promise.all(tries.filter((t) => t.right && t.party === party).map(async (t) => (await t.client.rest('GET', '/api/user')).status));
      expect(signedIn.filter((s) => s === 200)).toHaveLength(CAP);
      expect(signedIn.filter((s) => s === 401)).toHaveLength(20 - CAP);
    }
  });
});

// The fallback after a failed batch, on an embedded database of the test's own, in memory: a
// batch is one statement, so one sign-in it cannot save fails it whole; each must then get its
// own answer, the others signed in and only the one that cannot be saved refused.
describe('a batch of sign-ins that fails', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db.orm);
    await db.orm.em.getConnection().execute(`insert into party (last_name, name_key, zip_code) values ('Fallback', ?, '50505')`, [lastNameKey('Fallback')]);
  }, 90_000);
  afterAll(async () => {
    await db?.close();
  });

  it('runs each of its sign-ins on its own', async () => {
    const em = db.orm.em.fork();
    const now = new Date();
    const session = (id: string, expire = now.getTime() + 3_600_000): NewSession => ({ id, expire, maxAge: 3_600_000, expiresAt: new Date(expire), now, cap: 0 });
    const signIn = (s: NewSession) => signInRead(em, lastNameKey('Fallback'), '50505', s);
    // The first goes alone; the three that arrive meanwhile wait for it and go together, and
    // the last of them carries an expiry the database cannot store (not a number).
    const answers = await Promise.allSettled([signIn(session('alone')), signIn(session('first')), signIn(session('second')), signIn(session('unsaveable', Number.NaN))]);

    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    for (const a of answers.slice(0, 3)) expect(a.status === 'fulfilled' && a.value?.last_name).toBe('Fallback');
    const saved = await em.getConnection().execute<Array<{ id: string }>>('select id from session order by id');
    expect(saved.map((s) => s.id)).toEqual(['alone', 'first', 'second']);
  });
});
