import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';

let admin: Client;
let guest: Client;
let traveller: Client;

beforeAll(async () => {
  admin = await adminClient();
  const group = await admin.rest('POST', '/api/admin/guest-groups', {
    name: uniqueLastName('travellers'),
    allowedPages: ['home', 'logistics', 'polls'],
    accommodationsVersion: 'villa',
    eventScheduleVersion: 'bridesmaids',
    photoVersion: 'close-friends',
  });
  expect(group.status).toBe(201);
  const plain = await createParty(admin);
  const travelling = await createParty(admin, { guestGroup: group.body.name });
  guest = new Client();
  await guest.login(plain.lastName, plain.zipCode);
  traveller = new Client();
  await traveller.login(travelling.lastName, travelling.zipCode);
});

describe('page access', () => {
  it("the session user carries the group's pages and page versions", async () => {
    const me = (await traveller.rest('GET', '/api/user')).body;
    expect(me.allowedPages).toEqual(['home', 'logistics', 'polls']);
    expect(me.pageVersions).toEqual({ logistics: 'villa', eventSchedule: 'bridesmaids' });
    expect(me.photoVersion).toBe('close-friends');
  });

  it("refuses a page's data to a party whose group does not open that page", async () => {
    expect(await guest.rest('GET', '/api/venue')).toMatchObject({ status: 403, body: { message: "You don't have permission to view this page." } });
    const gql = await guest.gql('{ venue { name } }');
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('gives it to a party whose group opens the page, and to admins', async () => {
    const res = await traveller.rest('GET', '/api/venue');
    expect(res.status).toBe(200);
    expect(res.body.address).toBeTruthy();
    expect((await admin.gql('{ venue { name address } }')).data.venue.address).toBe(res.body.address);
  });

  it('admins open every page including admin', async () => {
    const me = (await admin.rest('GET', '/api/user')).body;
    expect(me.isAdmin).toBe(true);
    expect(me.allowedPages).toEqual(['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia', 'admin']);
  });
});

// Who may call each field and route (401/403) is the authorization matrix in tests/api; here
// what it cannot see: that refused writes change nothing, and that roles apply at once.
describe('admin-only operations', () => {
  it('a guest trying to make itself admin, over REST or GraphQL, changes nothing', async () => {
    const p = await createParty(admin);
    const c = new Client();
    await c.login(p.lastName, p.zipCode);
    expect((await c.rest('PATCH', `/api/admin/parties/${p.id}`, { isAdmin: true })).status).toBe(403);
    const gql = await c.gql('mutation($id: Int!) { updateParty(id: $id, input: { isAdmin: true }) { id } }', { id: p.id });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await c.rest('POST', '/api/admin/parties', { lastName: `${p.lastName}x`, zipCode: p.zipCode, isAdmin: true })).status).toBe(403);
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; lastName: string; isAdmin: boolean }>;
    expect(parties.find((x) => x.id === p.id)?.isAdmin).toBe(false);
    expect(parties.some((x) => x.lastName === `${p.lastName}x`)).toBe(false);
    expect((await c.rest('GET', '/api/user')).body.isAdmin).toBe(false);
  });

  it('a guest made admin gains the admin pages on the next request, without signing in again', async () => {
    const p = await createParty(admin);
    const c = new Client();
    await c.login(p.lastName, p.zipCode);
    expect((await c.rest('GET', '/api/admin/parties')).status).toBe(403);
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { isAdmin: true })).status).toBe(200);
    expect((await c.rest('GET', '/api/admin/parties')).status).toBe(200);
  });
});
