import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

interface Group {
  id: number;
  name: string;
  description: string | null;
  welcomeMessage: string | null;
  customLogistics: string | null;
  customRegistry: string | null;
  allowedPages: string[];
  photoVersion: string;
  accommodationsVersion: string;
  eventScheduleVersion: string;
}

async function createGroup(fields: Partial<Omit<Group, 'id'>> = {}): Promise<Group> {
  const res = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('group'), ...fields });
  if (res.status !== 201) throw new Error(`Creating a group failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const groups = async (): Promise<Group[]> => (await admin.rest('GET', '/api/admin/guest-groups')).body;
const partyById = async (id: number) => ((await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; guestGroup: string }>).find((p) => p.id === id);
const defaultGroup = async () => (await groups()).find((g) => g.name === 'default')!;

/** A party in `group`, signed in as a guest. */
async function signedInGuestOf(group: string) {
  const party = await createParty(admin, { guestGroup: group });
  const guest = new Client();
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  return { party, guest };
}

describe('updating a guest group over REST', () => {
  it('changes only the given fields, and null clears a free text', async () => {
    const group = await createGroup({
      description: 'Close family',
      welcomeMessage: 'Hello family',
      customLogistics: 'Shuttle at 5',
      allowedPages: ['home', 'registry'],
      photoVersion: 'close-friends',
      accommodationsVersion: 'villa',
      eventScheduleVersion: 'family',
    });
    const res = await admin.rest('PATCH', `/api/admin/guest-groups/${group.id}`, { description: '  Family  ', customLogistics: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...group, description: 'Family', customLogistics: null });
    expect((await groups()).find((g) => g.id === group.id)).toEqual(res.body);

    const pages = await admin.rest('PATCH', `/api/admin/guest-groups/${group.id}`, { allowedPages: ['trivia', 'home', 'home'], eventScheduleVersion: 'parents' });
    expect(pages.body).toEqual({ ...res.body, allowedPages: ['home', 'trivia'], eventScheduleVersion: 'parents' });
    expect((await admin.rest('PATCH', `/api/admin/guest-groups/${group.id}`, {})).body).toEqual(pages.body);
  });

  it('holds a change to the same rules as a new group, and writes nothing on failure', async () => {
    const group = await createGroup();
    const patch = (body: unknown) => admin.rest('PATCH', `/api/admin/guest-groups/${group.id}`, body);
    expect(await patch({ name: ' ' })).toMatchObject({ status: 400, body: { field: 'name', messageCode: 'NAME_REQUIRED' } });
    expect(await patch({ name: 'x'.repeat(61) })).toMatchObject({ status: 400, body: { field: 'name', messageCode: 'NAME_TOO_LONG' } });
    expect(await patch({ allowedPages: ['home', 'admin'] })).toMatchObject({ status: 400, body: { field: 'allowedPages', messageCode: 'VALUE_NOT_ALLOWED' } });
    expect(await patch({ photoVersion: 'everyone' })).toMatchObject({ status: 400, body: { field: 'photoVersion' } });
    expect(await patch({ accommodationsVersion: 'castle' })).toMatchObject({ status: 400, body: { field: 'accommodationsVersion' } });
    expect(await patch({ eventScheduleVersion: 'night' })).toMatchObject({ status: 400, body: { field: 'eventScheduleVersion' } });
    expect(await patch({ description: 'ok', photoVersion: 'everyone' })).toMatchObject({ status: 400 });
    expect(await patch({ color: 'red' })).toMatchObject({ status: 400, body: { field: 'color' } });
    expect((await groups()).find((g) => g.id === group.id)).toEqual(group);
  });

  it('a rename carries the group’s parties along, and their guests keep their pages at once', async () => {
    const group = await createGroup({ allowedPages: ['home', 'registry'] });
    const { party, guest } = await signedInGuestOf(group.name);
    const other = await createParty(admin);
    const newName = uniqueLastName('renamed');
    const res = await admin.rest('PATCH', `/api/admin/guest-groups/${group.id}`, { name: ` ${newName} ` });
    expect(res).toMatchObject({ status: 200, body: { id: group.id, name: newName } });
    expect((await partyById(party.id))?.guestGroup).toBe(newName);
    expect((await partyById(other.id))?.guestGroup).toBe('default');
    expect((await guest.rest('GET', '/api/user')).body).toMatchObject({ guestGroup: newName, allowedPages: ['home', 'registry'] });
  });

  it('a change of pages shows in a signed-in guest’s session at once', async () => {
    const group = await createGroup({ allowedPages: ['home'] });
    const { guest } = await signedInGuestOf(group.name);
    await admin.rest('PATCH', `/api/admin/guest-groups/${group.id}`, { allowedPages: ['home', 'polls'] });
    expect((await guest.rest('GET', '/api/user')).body.allowedPages).toEqual(['home', 'polls']);
  });

  it('refuses a rename onto an existing name (409, field name), moving nobody', async () => {
    const a = await createGroup();
    const b = await createGroup();
    const { party } = await signedInGuestOf(b.name);
    const res = await admin.rest('PATCH', `/api/admin/guest-groups/${b.id}`, { name: a.name });
    expect(res).toMatchObject({ status: 409, body: { field: 'name', messageCode: 'GUEST_GROUP_EXISTS', params: { name: a.name } } });
    expect(await admin.rest('PATCH', `/api/admin/guest-groups/${b.id}`, { name: 'default' })).toMatchObject({ status: 409, body: { field: 'name' } });
    expect((await partyById(party.id))?.guestGroup).toBe(b.name);
    // Keeping its own name is no clash.
    expect(await admin.rest('PATCH', `/api/admin/guest-groups/${b.id}`, { name: b.name, description: 'same name' })).toMatchObject({ status: 200 });
  });

  it('the default group keeps its name but its other fields may change', async () => {
    const before = await defaultGroup();
    const rename = await admin.rest('PATCH', `/api/admin/guest-groups/${before.id}`, { name: uniqueLastName('notdefault') });
    expect(rename).toMatchObject({
      status: 409,
      body: { field: 'name', messageCode: 'DEFAULT_GROUP_NAME_LOCKED', message: 'The default guest group cannot be renamed' },
    });
    const same = await admin.rest('PATCH', `/api/admin/guest-groups/${before.id}`, { name: 'default', description: before.description });
    expect(same).toMatchObject({ status: 200, body: before });
    expect(await defaultGroup()).toEqual(before);
  });

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    expect(await admin.rest('PATCH', '/api/admin/guest-groups/999999', { description: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'Guest group not found', messageCode: 'GUEST_GROUP_ID_NOT_FOUND' },
    });
    expect(await admin.rest('PATCH', '/api/admin/guest-groups/abc', { description: 'x' })).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});

describe('deleting a guest group over REST', () => {
  it('moves its parties to the default group; their guests see the default pages at once', async () => {
    const group = await createGroup({ allowedPages: ['home', 'registry', 'polls'] });
    const { party, guest } = await signedInGuestOf(group.name);
    expect((await guest.rest('GET', '/api/user')).body.allowedPages).toEqual(['home', 'registry', 'polls']);

    expect(await admin.rest('DELETE', `/api/admin/guest-groups/${group.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await groups()).some((g) => g.id === group.id)).toBe(false);
    expect((await partyById(party.id))?.guestGroup).toBe('default');
    const me = (await guest.rest('GET', '/api/user')).body;
    expect(me).toMatchObject({ guestGroup: 'default', allowedPages: (await defaultGroup()).allowedPages });
    expect((await guest.rest('GET', '/api/admin/guest-groups')).status).toBe(403);

    expect(await admin.rest('DELETE', `/api/admin/guest-groups/${group.id}`)).toMatchObject({ status: 404, body: { messageCode: 'GUEST_GROUP_ID_NOT_FOUND' } });
  });

  it('refuses to delete the default group (409)', async () => {
    const before = await defaultGroup();
    expect(await admin.rest('DELETE', `/api/admin/guest-groups/${before.id}`)).toMatchObject({
      status: 409,
      body: { messageCode: 'DEFAULT_GROUP_LOCKED', message: 'The default guest group cannot be deleted' },
    });
    expect(await defaultGroup()).toEqual(before);
  });

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    expect(await admin.rest('DELETE', '/api/admin/guest-groups/999999')).toMatchObject({ status: 404 });
    expect(await admin.rest('DELETE', '/api/admin/guest-groups/1.5')).toMatchObject({ status: 400, body: { field: 'id' } });
  });

  it('a party saved into a group while it is deleted never ends up in a group that is gone', async () => {
    for (let i = 0; i < 4; i++) {
      const group = await createGroup();
      const [created] = await Promise.all([
        admin.rest('POST', '/api/admin/parties', { lastName: uniqueLastName('Race'), zipCode: '12345', guestGroup: group.name }),
        admin.rest('DELETE', `/api/admin/guest-groups/${group.id}`),
      ]);
      if (created.status === 201) expect((await partyById(created.body.id))?.guestGroup).toBe('default');
      else expect(created).toMatchObject({ status: 400, body: { messageCode: 'GUEST_GROUP_NOT_FOUND' } });
    }
  });
});

describe('guest group changes over GraphQL', () => {
  const UPDATE = 'mutation($id: Int!, $input: GuestGroupUpdateInput!) { updateGuestGroup(id: $id, input: $input) { id name description allowedPages } }';
  const DELETE = 'mutation($id: Int!) { deleteGuestGroup(id: $id) }';

  it('updates and deletes through the same rules', async () => {
    const group = await createGroup({ allowedPages: ['home'] });
    const { party } = await signedInGuestOf(group.name);
    const newName = uniqueLastName('gql');
    const updated = await admin.gql(UPDATE, { id: group.id, input: { name: newName, description: 'From GraphQL' } });
    expect(updated.data?.updateGuestGroup).toEqual({ id: group.id, name: newName, description: 'From GraphQL', allowedPages: ['home'] });
    expect((await partyById(party.id))?.guestGroup).toBe(newName);

    const taken = await admin.gql(UPDATE, { id: group.id, input: { name: 'default' } });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageCode: 'GUEST_GROUP_EXISTS', field: 'name' });
    const bad = await admin.gql(UPDATE, { id: group.id, input: { photoVersion: 'everyone' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'photoVersion' });

    expect((await admin.gql(DELETE, { id: group.id })).data).toEqual({ deleteGuestGroup: true });
    expect((await partyById(party.id))?.guestGroup).toBe('default');
    expect((await admin.gql(DELETE, { id: group.id })).errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageCode: 'GUEST_GROUP_ID_NOT_FOUND' });
  });

  it('the default group can be neither deleted nor renamed', async () => {
    const { id } = await defaultGroup();
    expect((await admin.gql(DELETE, { id })).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageCode: 'DEFAULT_GROUP_LOCKED' });
    expect((await admin.gql(UPDATE, { id, input: { name: 'family' } })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'DEFAULT_GROUP_NAME_LOCKED',
      field: 'name',
    });
  });

  it('only admins may change groups', async () => {
    const group = await createGroup();
    const { guest } = await signedInGuestOf(group.name);
    expect((await guest.gql(DELETE, { id: group.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await new Client().gql(UPDATE, { id: group.id, input: { description: 'x' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await guest.rest('PATCH', `/api/admin/guest-groups/${group.id}`, { description: 'x' })).toMatchObject({ status: 403 });
    expect((await groups()).find((g) => g.id === group.id)).toEqual(group);
  });
});
