import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';

// A server of its own: the built-in set shows only while the database has no photos, and other
// tests upload some to the shared server.
const ADMIN = { lastName: 'Builtin', zipCode: '08870' };
let server: OwnServer;
let admin: Client;

interface Image {
  id: number;
  url: string;
  photoVersion: string;
}

async function guestOf(photoVersion: string): Promise<Client> {
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('builtin'), photoVersion });
  const party = await createParty(admin, { guestGroup: group.body.name });
  const client = new Client(undefined, server.baseUrl);
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return client;
}

const list = async (client: Client, location: string) => (await client.rest('GET', `/api/site-images?location=${location}`)).body as Image[];

beforeAll(async () => {
  server = await startOwnServer('builtin_images', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'builtin' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

describe('built-in images, while the couple has uploaded none', () => {
  it('fill the gallery (16 parents, 8 close-friends for those allowed) and the two couple photos', async () => {
    const parents = await guestOf('parents');
    const friends = await guestOf('close-friends');
    const forParents = await list(parents, 'gallery');
    expect(forParents).toHaveLength(16);
    expect(forParents.every((i) => i.photoVersion === 'parents' && i.url.startsWith('/images/builtin/') && i.id < 0)).toBe(true);
    const forFriends = await list(friends, 'gallery');
    expect(forFriends.filter((i) => i.photoVersion === 'close-friends')).toHaveLength(8);
    expect(forFriends).toHaveLength(24);
    expect(await list(admin, 'gallery')).toHaveLength(24);
    expect(await list(parents, 'couple')).toHaveLength(2);
    // The hero's default is the web app's own backdrop.
    expect(await list(new Client(undefined, server.baseUrl), 'hero')).toEqual([]);
  });

  it('the files are served, with a cache lifetime', async () => {
    const res = await fetch(`${server.baseUrl}/images/builtin/gallery-01.webp`);
    // The harness serves web/dist: the build copies web/public there.
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
  });
});
