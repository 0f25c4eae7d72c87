import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

describe('admin parties over REST', () => {
  it('creates a party with the spec defaults and lists it', async () => {
    const lastName = uniqueLastName('Garcia');
    const res = await admin.rest('POST', '/api/admin/parties', { lastName: ` ${lastName} `, zipCode: '08001 ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      lastName,
      zipCode: '08001',
      isAdmin: false,
      canRsvp: true,
      guestGroup: 'default',
      personalLink: expect.stringMatching(/\/i\/\d+-[\w-]{24}$/),
      plusOnesAllowed: 0,
      email: null,
      language: 'en',
      unsubscribed: false,
    });
    const list = await admin.rest('GET', '/api/admin/parties');
    expect(list.body).toContainEqual(res.body);
  });

  it('lets two parties share a last name but not a last name and ZIP pair (case-insensitive)', async () => {
    const lastName = uniqueLastName('Lopez');
    const zip = uniqueZip();
    expect((await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: zip })).status).toBe(201);
    expect((await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: uniqueZip() + '1' })).status).toBe(201);
    const dup = await admin.rest('POST', '/api/admin/parties', { lastName: lastName.toLowerCase(), zipCode: zip });
    expect(dup).toMatchObject({ status: 409, body: { message: 'A party with this last name and ZIP code already exists', field: 'lastName' } });
  });

  it('validates every field with its name, and writes nothing on failure', async () => {
    const lastName = uniqueLastName('Invalid');
    expect(await admin.rest('POST', '/api/admin/parties', { lastName: '', zipCode: '12345' })).toMatchObject({ status: 400, body: { field: 'lastName', message: 'Last name is required' } });
    expect(await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: '123' })).toMatchObject({ status: 400, body: { field: 'zipCode', message: 'Valid ZIP code required' } });
    expect(await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: '12345', guestGroup: 'nope' })).toMatchObject({ status: 400, body: { field: 'guestGroup', message: 'Guest group "nope" does not exist' } });
    expect(await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: '12345', canRsvp: 'yes' })).toMatchObject({ status: 400, body: { field: 'canRsvp' } });
    expect(await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: '12345', color: 'red' })).toMatchObject({ status: 400, body: { field: 'color' } });
    const list = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string }>;
    expect(list.filter((p) => p.lastName === lastName)).toEqual([]);
  });

  it('updates only the given fields', async () => {
    const p = await createParty(admin, { canRsvp: true });
    const res = await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { canRsvp: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, lastName: p.lastName, zipCode: p.zipCode, canRsvp: false, guestGroup: 'default' });
    const guest = new Client();
    expect((await guest.login(p.lastName, p.zipCode)).body.canRsvp).toBe(false);
  });

  it('moves a party to another guest group, changing what it may open', async () => {
    const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('family'), allowedPages: ['home', 'registry'] });
    const p = await createParty(admin);
    const guest = new Client();
    await guest.login(p.lastName, p.zipCode);
    expect((await guest.rest('GET', '/api/user')).body.allowedPages).toEqual(['home', 'couple', 'rsvp']);
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { guestGroup: group.body.name })).body.guestGroup).toBe(group.body.name);
    expect((await guest.rest('GET', '/api/user')).body.allowedPages).toEqual(['home', 'registry']);
  });

  it('answers 404 for an unknown party and 400 for a malformed id', async () => {
    expect(await admin.rest('PATCH', '/api/admin/parties/999999', { canRsvp: true })).toMatchObject({ status: 404, body: { message: 'Party not found' } });
    expect(await admin.rest('PATCH', '/api/admin/parties/abc', { canRsvp: true })).toMatchObject({ status: 400, body: { field: 'id' } });
  });

  it('refuses a rename onto an existing pair', async () => {
    const a = await createParty(admin);
    const b = await createParty(admin);
    const res = await admin.rest('PATCH', `/api/admin/parties/${b.id}`, { lastName: a.lastName, zipCode: a.zipCode });
    expect(res.status).toBe(409);
  });

  it('an admin cannot remove their own admin access', async () => {
    const me = (await admin.rest('GET', '/api/user')).body;
    const res = await admin.rest('PATCH', `/api/admin/parties/${me.id}`, { isAdmin: false });
    expect(res).toMatchObject({ status: 400, body: { field: 'isAdmin', message: 'You cannot remove your own admin access' } });
  });
});

describe('admin parties over GraphQL', () => {
  it('creates and lists through the same rules', async () => {
    const lastName = uniqueLastName('Graph');
    const created = await admin.gql('mutation($input: PartyInput!) { createParty(input: $input) { id lastName canRsvp isAdmin guestGroup } }', {
      input: { lastName, zipCode: '54321' },
    });
    expect(created.data.createParty).toMatchObject({ lastName, canRsvp: true, isAdmin: false, guestGroup: 'default' });
    const dup = await admin.gql('mutation { createParty(input: { lastName: "' + lastName + '", zipCode: "54321" }) { id } }');
    expect(dup.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'lastName' });
  });
});

describe('guest groups', () => {
  it('lists the default group first with the spec defaults', async () => {
    const res = await admin.rest('GET', '/api/admin/guest-groups');
    expect(res.body[0]).toMatchObject({ name: 'default', allowedPages: ['home', 'couple', 'rsvp'], photoVersion: 'parents', accommodationsVersion: 'default', eventScheduleVersion: 'default' });
  });

  it('validates a new group', async () => {
    expect(await admin.rest('POST', '/api/admin/guest-groups', { name: ' ' })).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(await admin.rest('POST', '/api/admin/guest-groups', { name: 'x', allowedPages: ['admin'] })).toMatchObject({ status: 400, body: { field: 'allowedPages' } });
    expect(await admin.rest('POST', '/api/admin/guest-groups', { name: 'x', photoVersion: 'everyone' })).toMatchObject({ status: 400, body: { field: 'photoVersion' } });
    expect(await admin.rest('POST', '/api/admin/guest-groups', { name: 'default' })).toMatchObject({ status: 409, body: { field: 'name' } });
  });
});
