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
