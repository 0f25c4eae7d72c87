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

  it('asks anonymous callers to sign in', async () => {
    const anon = new Client();
    expect(await anon.rest('GET', '/api/venue')).toMatchObject({ status: 401 });
    expect(await anon.rest('GET', '/api/wedding')).toMatchObject({ status: 401 });
    expect((await anon.gql('{ wedding { date } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('admins open every page including admin', async () => {
    const me = (await admin.rest('GET', '/api/user')).body;
    expect(me.isAdmin).toBe(true);
    expect(me.allowedPages).toEqual(['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia', 'admin']);
  });
});

describe('admin-only operations', () => {
  const adminRoutes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/parties'],
    ['POST', '/api/admin/parties', { lastName: 'Intruder', zipCode: '12345' }],
    ['PATCH', '/api/admin/parties/1', { isAdmin: true }],
    ['GET', '/api/admin/guest-groups'],
    ['POST', '/api/admin/guest-groups', { name: 'sneaky' }],
    ['PUT', '/api/admin/wedding', { coupleNames: 'Someone Else' }],
  ];

  it.each(adminRoutes)('%s %s: 401 for anonymous callers, 403 for guests', async (method, path, body) => {
    expect((await new Client().rest(method, path, body)).status).toBe(401);
    const res = await guest.rest(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
  });

  it('the same operations through /graphql are refused with FORBIDDEN for guests', async () => {
    const ops = [
      '{ parties { id } }',
      '{ guestGroups { name } }',
      'mutation { createParty(input: { lastName: "Intruder", zipCode: "12345" }) { id } }',
      'mutation { updateParty(id: 1, input: { isAdmin: true }) { id } }',
      'mutation { createGuestGroup(input: { name: "sneaky" }) { id } }',
      'mutation { updateWedding(input: { coupleNames: "X" }) { coupleNames } }',
    ];
    for (const op of ops) {
      const res = await guest.gql(op);
      expect(res.errors?.[0].extensions?.code, op).toBe('FORBIDDEN');
      const anon = await new Client().gql(op);
      expect(anon.errors?.[0].extensions?.code, op).toBe('UNAUTHENTICATED');
    }
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string }>;
    expect(parties.some((p) => p.lastName === 'Intruder')).toBe(false);
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
