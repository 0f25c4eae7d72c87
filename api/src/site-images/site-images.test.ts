import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';

// The shared test server's secret (tests/support/global-setup.ts), to forge an expired address.
const SECRET = 'test-secret';

interface Image {
  id: number;
  location: string;
  url: string;
  srcSet: string;
  thumbnailUrl: string;
  alt: string;
  description: string;
  displayOrder: number;
  active: boolean;
  photoVersion: string;
  width: number | null;
}

let admin: Client;
let parentsGuest: Client;
let friendsGuest: Client;

async function guestOf(photoVersion: string, allowedPages = ['home', 'couple']): Promise<Client> {
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('photos'), photoVersion, allowedPages });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  const party = await createParty(admin, { guestGroup: group.body.name });
  const client = new Client();
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return client;
}

const photo = (width = 2000, height = 1500, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 200, b: 170 } } })[format]().toBuffer();

function form(data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

async function upload(query: Record<string, string>, data?: Buffer, filename?: string, type?: string, by: Client = admin) {
  const res = await by.raw('POST', `/api/admin/site-images?${new URLSearchParams(query)}`, { body: form(data ?? (await photo(640, 480)), filename, type) });
  return { status: res.status, body: (await res.json()) as Image & { messageCode?: string; field?: string } };
}

const list = async (client: Client, location: string) => {
  const res = await client.rest('GET', `/api/site-images?location=${location}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Image[];
};

beforeAll(async () => {
  admin = await adminClient();
  parentsGuest = await guestOf('parents');
  friendsGuest = await guestOf('close-friends');
});

describe('the list', () => {
  it('a signed-out visitor gets the hero only; an unknown location is a 400 naming it', async () => {
    expect(await list(new Client(), 'gallery')).toEqual([]);
    const res = await parentsGuest.rest('GET', '/api/site-images?location=attic');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'VALUE_NOT_ALLOWED', field: 'location' });
  });

  it("a page's photos go only to parties that may open that page (gallery and couple: Our Story)", async () => {
    const homeOnly = await guestOf('close-friends', ['home']);
    expect(await list(homeOnly, 'gallery')).toEqual([]);
    expect(await list(homeOnly, 'couple')).toEqual([]);
    expect((await list(parentsGuest, 'couple')).length).toBeGreaterThan(0);
  });
});

describe('uploads', () => {
  it('stores a JPEG as WebP variants for srcset and a thumbnail, served with long cache headers', async () => {
    const res = await upload({ location: 'story', alt: 'The two of us', description: 'Sitges', displayOrder: '4' }, await photo());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ location: 'story', alt: 'The two of us', description: 'Sitges', displayOrder: 4, active: true, photoVersion: '', width: 2000 });
    expect(res.body.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    const file = await fetch(new URL(res.body.url, inject_base()));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1600);
    const thumb = await fetch(new URL(res.body.thumbnailUrl, inject_base()));
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata())).toMatchObject({ width: 240, height: 240 });
  });

  it('takes a PNG over GraphQL multipart (Upload), a small one without enlarging it', async () => {
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($file: Upload, $input: SiteImageInput!) { uploadSiteImage(file: $file, input: $input) { id location srcSet width } }',
        variables: { file: null, input: { location: 'venue', alt: 'The venue' } },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', new Blob([new Uint8Array(await photo(300, 200, 'png'))], { type: 'image/png' }), 'venue.png');
    const res = await admin.raw('POST', '/graphql', { body, headers: { 'apollo-require-preflight': 'true' } });
    const json = (await res.json()) as { data?: { uploadSiteImage: Image }; errors?: unknown };
    expect(json.errors).toBeUndefined();
    expect(json.data!.uploadSiteImage).toMatchObject({ location: 'venue', srcSet: '', width: 300 });
  });

  it('refuses by content: a text file named .jpg, an oversize file, no file, a wrong location, a guest', async () => {
    const fake = await upload({ location: 'gallery' }, Buffer.from('just some text, not a photo'), 'holiday.jpg', 'image/jpeg');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ messageCode: 'IMAGE_TYPE_INVALID', field: 'file' });
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const big = await upload({ location: 'gallery' }, Buffer.concat([header, Buffer.alloc(10_000_001)]));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ messageCode: 'FILE_TOO_LARGE', params: { max: 10 } });
    const none = await admin.raw('POST', '/api/admin/site-images?location=gallery', { body: new FormData() });
    expect(none.status).toBe(400);
    const where = await upload({ location: 'attic' });
    expect(where.body).toMatchObject({ messageCode: 'VALUE_NOT_ALLOWED', field: 'location' });
    expect((await upload({ location: 'gallery' }, undefined, undefined, undefined, parentsGuest)).status).toBe(403);
    expect((await upload({ location: 'gallery', photoVersion: 'everyone' })).body).toMatchObject({ field: 'photoVersion' });
  });
});

describe('the list of a location', () => {
  it('answers the active images of that location in display order', async () => {
    const second = await upload({ location: 'events', displayOrder: '2', alt: 'second' });
    const first = await upload({ location: 'events', displayOrder: '1', alt: 'first' });
    const hidden = await upload({ location: 'events', displayOrder: '0', active: 'false' });
    const ids = (await list(admin, 'events')).map((i) => i.id);
    expect(ids).toEqual([first.body.id, second.body.id]);
    expect(ids).not.toContain(hidden.body.id);
    expect((await list(parentsGuest, 'story')).every((i) => i.location === 'story')).toBe(true);
  });

  it('sends close-friends photos only to admins and close-friends parties, and never to a signed-out visitor', async () => {
    const both = await upload({ location: 'gallery', displayOrder: '1', photoVersion: '' });
    const parents = await upload({ location: 'gallery', displayOrder: '2', photoVersion: 'parents' });
    const friends = await upload({ location: 'gallery', displayOrder: '3', photoVersion: 'close-friends' });
    // Other tests add gallery photos to the shared server too: only these three are compared.
    const mine = [both, parents, friends].map((r) => r.body.id);
    const ids = async (c: Client) => (await list(c, 'gallery')).map((i) => i.id).filter((id) => mine.includes(id));
    expect(await ids(parentsGuest)).toEqual([both.body.id, parents.body.id]);
    expect(await ids(friendsGuest)).toEqual([both.body.id, parents.body.id, friends.body.id]);
    expect(await ids(admin)).toEqual([both.body.id, parents.body.id, friends.body.id]);
    const hero = await upload({ location: 'hero', photoVersion: 'close-friends' });
    const openHero = await upload({ location: 'hero', displayOrder: '1' });
    const heroes = async (c: Client) => (await list(c, 'hero')).map((i) => i.id).filter((id) => id === hero.body.id || id === openHero.body.id);
    expect(await heroes(new Client())).toEqual([openHero.body.id]);
    expect(await heroes(friendsGuest)).toEqual([hero.body.id, openHero.body.id]);
  });

  it('edits and deletes; a deleted photo is gone from the list and its files from the store', async () => {
    const image = await upload({ location: 'couple', alt: 'before' });
    const edited = await admin.rest('PATCH', `/api/admin/site-images/${image.body.id}`, { alt: 'after', displayOrder: 7, photoVersion: 'close-friends', active: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ alt: 'after', displayOrder: 7, photoVersion: 'close-friends', active: false });
    expect((await admin.rest('PATCH', `/api/admin/site-images/${image.body.id}`, { location: 'attic' })).status).toBe(400);
    expect((await admin.rest('DELETE', `/api/admin/site-images/${image.body.id}`)).status).toBe(200);
    expect((await admin.rest('DELETE', `/api/admin/site-images/${image.body.id}`)).status).toBe(404);
    expect((await fetch(new URL(image.body.url, inject_base()))).status).toBe(404);
    const all = (await admin.rest('GET', '/api/admin/site-images')).body as Image[];
    expect(all.some((i) => i.id === image.body.id)).toBe(false);
  });
});

describe('signed addresses', () => {
  const unsigned = (url: string) => url.split('?')[0];
  const sign = async (client: Client, urls: string[]) => {
    const res = await client.rest('POST', '/api/images/sign-urls', { urls });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { signedUrls: Array<{ signedUrl: string }> }).signedUrls.map((s) => s.signedUrl);
  };
  const status = async (path: string) => (await fetch(new URL(path, inject_base()))).status;

  it('an address without a valid, unexpired signature is refused; a fresh signature is accepted', async () => {
    const image = await upload({ location: 'gallery', photoVersion: 'parents' });
    const path = unsigned(image.body.url);
    expect(await status(path)).toBe(403);
    const [signed] = await sign(parentsGuest, [path]);
    expect(await status(signed)).toBe(200);
    // Tampered: another signature, or this one on another file.
    expect(await status(signed.replace(/signature=./, (m) => m.slice(0, -1) + (m.endsWith('A') ? 'B' : 'A')))).toBe(403);
    expect(await status(signed.replace(/w\d+\.webp/, 'thumb.webp'))).toBe(403);
    // Expired: signed with the server's key, for a moment already past.
    const expires = Math.floor(Date.now() / 1000) - 60;
    const sig = createHmac('sha256', SECRET).update(`site-image\n${path}\n${expires}`).digest('base64url');
    expect(await status(`${path}?expires=${expires}&signature=${sig}`)).toBe(403);
    const later = expires + 3600;
    const good = createHmac('sha256', SECRET).update(`site-image\n${path}\n${later}`).digest('base64url');
    expect(await status(`${path}?expires=${later}&signature=${good}`)).toBe(200);
  });

  it('signs only what the caller may see, and leaves other addresses as they are', async () => {
    const secret = await upload({ location: 'gallery', photoVersion: 'close-friends' });
    const path = unsigned(secret.body.url);
    const [forParents, other] = await sign(parentsGuest, [path, 'https://cdn.example.com/a.jpg']);
    expect(forParents).toBe(path);
    expect(other).toBe('https://cdn.example.com/a.jpg');
    expect(await status(forParents)).toBe(403);
    const [forFriends] = await sign(friendsGuest, [path]);
    expect(await status(forFriends)).toBe(200);
    expect((await sign(new Client(), [path]))[0]).toBe(path);
  });
});

function inject_base(): string {
  return new Client().baseUrl;
}
