import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';

// Issue 23 §5: the leaderboard is computed once per change, not per read; an ETag and 304 for
// an unchanged board; no statement for the board when nothing changed (the session read every
// signed-in request makes is the only one). Its own server and database: the board is the whole
// site's, and other test files answering questions would change it under these tests.
const ADMIN = { lastName: 'Boardadmin', zipCode: '28002' };
const ENV = { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, SESSION_SECRET: 'board-secret', COUNT_SQL: '1' };
const statements = (res: { headers: Headers }) => res.headers.get('x-sql-statements');

let server: OwnServer;
let admin: Client;
let group: string;
const questions: number[] = [];

beforeAll(async () => {
  server = await startOwnServer('board', ENV);
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  group = uniqueLastName('players');
  expect((await admin.rest('POST', '/api/admin/guest-groups', { name: group, allowedPages: ['home', 'trivia'] })).status).toBe(201);
  for (let i = 0; i < 4; i++) {
    const res = await admin.rest('POST', '/api/admin/trivia', { question: `Board question ${i}?`, options: ['A', 'B', 'C'], correctOption: 0, active: true });
    expect(res.status).toBe(201);
    questions.push(res.body.id);
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function player(lastName = uniqueLastName('Player')) {
  const party = await createParty(admin, { lastName, guestGroup: group });
  const client = new Client(undefined, server.baseUrl);
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return { ...party, client };
}

const read = (c: Client, etag?: string) => c.raw('GET', '/api/trivia/leaderboard', { headers: etag ? { 'if-none-match': etag } : {} });
const answer = (c: Client, question: number, option: number) => c.rest('POST', `/api/trivia/${question}/responses`, { selectedOption: option });

describe('the leaderboard over REST', () => {
  it('answers an ETag, then 304 with no statement for the board while nothing is answered', async () => {
    const p = await player();
    expect((await answer(p.client, questions[0], 0)).status).toBe(201);
    const first = await read(p.client);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await first.json()).toContainEqual({ userId: p.id, lastName: p.lastName, correctAnswers: 1, totalAnswers: 1, percentage: 100 });
    // Personal data stays out of shared caches; the client revalidates by sending the ETag itself.
    expect(first.headers.get('cache-control')).toBe('no-store');
    for (let i = 0; i < 3; i++) {
      const again = await read(p.client, etag);
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      // The session read only.
      expect(statements(again)).toBe('1');
    }
    // Without If-None-Match the whole board again, still from the kept copy.
    const full = await read(p.client);
    expect(full.status).toBe(200);
    expect(statements(full)).toBe('1');
    expect(full.headers.get('etag')).toBe(etag);
  });

  it('a new answer changes the board and its ETag at once; then reads are free again', async () => {
    const p = await player();
    const before = await read(p.client);
    const etag = before.headers.get('etag')!;
    expect((await answer(p.client, questions[1], 2)).status).toBe(201);
    const after = await read(p.client, etag);
    expect(after.status).toBe(200);
    // The session read and the board's one statement.
    expect(statements(after)).toBe('2');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.json()).toContainEqual({ userId: p.id, lastName: p.lastName, correctAnswers: 0, totalAnswers: 1, percentage: 0 });
    const next = await read(p.client, after.headers.get('etag')!);
    expect(next.status).toBe(304);
    expect(statements(next)).toBe('1');
  });

  it('a refused answer (a second one) leaves the board as it was', async () => {
    const p = await player();
    expect((await answer(p.client, questions[2], 0)).status).toBe(201);
    const etag = (await read(p.client)).headers.get('etag')!;
    expect((await answer(p.client, questions[2], 1)).status).toBe(409);
    const res = await read(p.client, etag);
    expect(res.status).toBe(304);
    expect(statements(res)).toBe('1');
  });

  it("follows the couple's edits: a new key re-scores, a renamed party shows its new name, a deleted question takes its answers", async () => {
    const p = await player();
    expect((await answer(p.client, questions[3], 1)).status).toBe(201);
    const row = async () => ((await (await read(p.client)).json()) as Array<Record<string, unknown>>).find((r) => r.userId === p.id);
    expect(await row()).toMatchObject({ correctAnswers: 0, totalAnswers: 1 });
    expect((await admin.rest('PATCH', `/api/admin/trivia/${questions[3]}`, { correctOption: 1 })).status).toBe(200);
    expect(await row()).toMatchObject({ correctAnswers: 1, totalAnswers: 1 });
    const newName = uniqueLastName('Renamed');
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { lastName: newName })).status).toBe(200);
    // A new last name ends the party's sessions: read as the admin.
    const asAdmin = async () => ((await (await read(admin)).json()) as Array<Record<string, unknown>>).find((r) => r.userId === p.id);
    expect(await asAdmin()).toMatchObject({ lastName: newName, correctAnswers: 1 });
    const extra = await admin.rest('POST', '/api/admin/trivia', { question: 'Short-lived?', options: ['A', 'B'], correctOption: 0, active: true });
    const q = await player();
    expect((await answer(q.client, extra.body.id, 0)).status).toBe(201);
    expect(await (await read(admin)).json()).toContainEqual(expect.objectContaining({ userId: q.id, totalAnswers: 1 }));
    expect((await admin.rest('DELETE', `/api/admin/trivia/${extra.body.id}`)).status).toBe(200);
    expect(((await (await read(admin)).json()) as Array<{ userId: number }>).some((r) => r.userId === q.id)).toBe(false);
  });

  it('keeps returning every row, the same rows as GraphQL, compressed when asked', async () => {
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await player());
    for (const [i, p] of players.entries()) expect((await answer(p.client, questions[0], i % 3)).status).toBe(201);
    const res = await players[0].client.raw('GET', '/api/trivia/leaderboard', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    const rest = (await res.json()) as Array<{ userId: number }>;
    for (const p of players) expect(rest.some((r) => r.userId === p.id)).toBe(true);
    const gql = await players[0].client.gql('{ triviaLeaderboard { userId lastName correctAnswers totalAnswers percentage } }');
    expect(gql.data.triviaLeaderboard).toEqual(rest);
  });

  it('the 304 is for those who may read the board only', async () => {
    const p = await player();
    const etag = (await read(p.client)).headers.get('etag')!;
    expect((await read(new Client(undefined, server.baseUrl), etag)).status).toBe(401);
    const noTrivia = uniqueLastName('notrivia');
    expect((await admin.rest('POST', '/api/admin/guest-groups', { name: noTrivia, allowedPages: ['home'] })).status).toBe(201);
    const outsider = await createParty(admin, { guestGroup: noTrivia });
    const c = new Client(undefined, server.baseUrl);
    await c.login(outsider.lastName, outsider.zipCode);
    const refused = await read(c, etag);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ messageCode: 'PAGE_FORBIDDEN' });
  });
});

// Several server processes may share one PostgreSQL database: an answer given through one
// reaches the board another keeps (LISTEN/NOTIFY). The embedded database has one process only.
describe.skipIf(!process.env.DATABASE_URL)('a second server process on the same database', () => {
  let other: ServerProcess;
  beforeAll(async () => {
    other = await startServerProcess('board-2', { ...ENV, DATABASE_URL: server.databaseUrl });
  }, 120_000);
  afterAll(async () => {
    await other?.stop();
  });

  it("hears the other process's answers: its kept board changes without a restart", async () => {
    const p = await player();
    // The same session on both servers (one database, one secret).
    const there = new Client(undefined, other.baseUrl);
    expect((await there.login(p.lastName, p.zipCode)).status).toBe(200);
    const here = new Client(undefined, server.baseUrl);
    expect((await here.login(p.lastName, p.zipCode)).status).toBe(200);
    const before = await read(here);
    const etag = before.headers.get('etag')!;
    expect((await read(here, etag)).status).toBe(304);
    expect((await answer(there, questions[1], 0)).status).toBe(201);
    // Delivered on commit, plus the notification's trip.
    let res = await read(here, etag);
    for (let i = 0; i < 40 && res.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await read(here, etag);
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toContainEqual(expect.objectContaining({ userId: p.id, correctAnswers: 1, totalAnswers: 1 }));
  });
});
