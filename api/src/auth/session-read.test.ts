import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';

// Every signed-in request pays for reading its session, party and guest group, so that read
// is pinned to one SQL statement. The test server reports each response's statements in
// X-SQL-Statements (COUNT_SQL=1, see api/src/db/statement-count.ts). Not timed: counts only.
const statements = (res: { headers: Headers }) => res.headers.get('x-sql-statements');

let admin: Client;
let guest: Client;
let party: Awaited<ReturnType<typeof createParty>>;
const groups = [uniqueLastName('readers'), uniqueLastName('movers')];

beforeAll(async () => {
  admin = await adminClient();
  for (const [i, name] of groups.entries()) {
    const pages = i === 0 ? ['home', 'polls'] : ['home', 'trivia', 'registry'];
    expect((await admin.rest('POST', '/api/admin/guest-groups', { name, allowedPages: pages })).status).toBe(201);
  }
  party = await createParty(admin, { guestGroup: groups[0] });
  guest = new Client();
  await guest.login(party.lastName, party.zipCode);
});

describe('SQL statements of the signed-in read', () => {
  it('GET /api/user takes one statement for session, party and guest group', async () => {
    const res = await guest.rest('GET', '/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: party.id, guestGroup: groups[0], allowedPages: ['home', 'polls'] });
    expect(statements(res)).toBe('1');
  });

  it('GraphQL `me` takes one statement too', async () => {
    const res = await guest.raw('POST', '/graphql', {
      body: JSON.stringify({ query: '{ me { id guestGroup allowedPages pageVersions { logistics } } }' }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await res.json()).data.me).toMatchObject({ id: party.id, allowedPages: ['home', 'polls'] });
    expect(statements(res)).toBe('1');
  });

  it('a signed-out read takes none', async () => {
    const res = await new Client().rest('GET', '/api/user');
    expect(res.status).toBe(401);
    expect(statements(res)).toBe('0');
  });

  it("sees an admin's move of the party to another group on the next read, still in one statement", async () => {
    expect((await admin.rest('PATCH', `/api/admin/parties/${party.id}`, { guestGroup: groups[1] })).status).toBe(200);
    const res = await guest.rest('GET', '/api/user');
    expect(res.body).toMatchObject({ guestGroup: groups[1], allowedPages: ['home', 'registry', 'trivia'] });
    expect(statements(res)).toBe('1');
  });

  it('counts the work of the request itself as well (an admin list reads more than the session)', async () => {
    const res = await admin.rest('GET', '/api/admin/parties');
    expect(res.status).toBe(200);
    expect(Number(statements(res))).toBeGreaterThanOrEqual(2);
  });
});

// Sign-in (issue 23 §6): the party and its group, and the new session with the party's cap, in
// one prepared statement. koa-session saves a regenerated session (twice) and deletes the fresh
// id it never stored: the store skips all three.
describe('SQL statements of a sign-in', () => {
  it('a new browser signs in with one statement: the party, and the session with its cap', async () => {
    const c = new Client();
    const res = await c.login(party.lastName, party.zipCode);
    expect(res.status).toBe(200);
    expect(statements(res)).toBe('1');
    expect((await c.rest('GET', '/api/user')).body).toMatchObject({ id: party.id });
  });

  it('signing in again from a signed-in browser also checks its device token and ends the old session', async () => {
    const c = new Client();
    await c.login(party.lastName, party.zipCode);
    const before = c.cookieHeader;
    const res = await c.login(party.lastName, party.zipCode);
    // The session read, the device token's party, the party with the new session, the old session deleted.
    expect(statements(res)).toBe('4');
    expect(c.cookieHeader).not.toBe(before);
    const stale = new Client();
    const oldSession = await stale.raw('GET', '/api/user', { headers: { cookie: before } });
    expect(oldSession.status).toBe(401);
    expect((await c.rest('GET', '/api/user')).status).toBe(200);
  });

  it('GraphQL `login` takes the same one statement', async () => {
    const c = new Client();
    const res = await c.raw('POST', '/graphql', {
      body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { id } }', variables: { i: { lastName: party.lastName, zipCode: party.zipCode } } }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await res.json()).data.login).toEqual({ id: party.id });
    expect(statements(res)).toBe('1');
    // The cookie names the session the statement saved.
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await new Client().raw('GET', '/api/user', { headers: { cookie } })).status).toBe(200);
  });

  it('a wrong pair takes one statement and starts no session', async () => {
    const c = new Client();
    const res = await c.login(party.lastName, '00000');
    expect(res.status).toBe(401);
    expect(statements(res)).toBe('1');
    expect(c.cookieHeader).not.toContain('wedding.sid=');
  });
});
