import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { readBackup } from '../backup/backup-format.js';

// Gift photos (issue 20 §5): the site images' checks, limits and variants, on a registry item.

interface Item {
  id: number;
  name: string;
  imageUrl: string | null;
  imageSrcSet: string;
  imageUploaded: boolean;
  imageAddress: string | null;
}

let admin: Client;
let guest: Client;

const photo = (width = 2000, height = 1500, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } } })[format]().toBuffer();

function form(data: Buffer, filename = 'gift.jpg', type = 'image/jpeg'): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

async function upload(id: number, data?: Buffer, by: Client = admin, filename?: string, type?: string) {
  const res = await by.raw('POST', `/api/admin/registry-items/${id}/image`, { body: form(data ?? (await photo(1200, 900)), filename, type) });
  return { status: res.status, body: (await res.json()) as Item & { messageCode?: string; field?: string; params?: unknown } };
}

async function newItem(fields: Record<string, unknown> = {}): Promise<Item> {
  const res = await admin.rest('POST', '/api/admin/registry-items', { name: uniqueLastName('Gift'), price: 5000, totalQuantity: 2, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Item;
}

const base = () => new Client().baseUrl;
const fetchFile = (url: string) => fetch(new URL(url, base()));
const guestItem = async (id: number) => ((await guest.rest('GET', '/api/registry-items')).body as Item[]).find((i) => i.id === id);

beforeAll(async () => {
  admin = await adminClient();
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('gifts'), allowedPages: ['home', 'registry'] });
  expect(group.status).toBe(201);
  const party = await createParty(admin, { guestGroup: group.body.name });
  guest = new Client();
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
});

describe('a gift photo', () => {
  it('replaces the typed address with WebP variants for srcset, signed, served with long cache headers; guests see it', async () => {
    const item = await newItem({ imageUrl: 'https://cdn.example.com/balloon.jpg' });
    expect(item).toMatchObject({ imageUrl: 'https://cdn.example.com/balloon.jpg', imageSrcSet: '', imageUploaded: false, imageAddress: 'https://cdn.example.com/balloon.jpg' });
    const res = await upload(item.id, await photo());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: item.id, imageUploaded: true, imageAddress: 'https://cdn.example.com/balloon.jpg' });
    expect(res.body.imageUrl).toMatch(/^\/api\/images\/file\/[a-z0-9-]+\/w1600\.webp\?expires=\d+&signature=/);
    expect(res.body.imageSrcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    const file = await fetchFile(res.body.imageUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1600);
    // The guest read (a prepared statement) signs it too.
    const seen = await guestItem(item.id);
    expect(seen).toMatchObject({ imageSrcSet: res.body.imageSrcSet });
    expect((await fetchFile(seen!.imageUrl!)).status).toBe(200);
    // Unsigned, the file is refused like any stored photo.
    expect((await fetchFile(res.body.imageUrl!.split('?')[0])).status).toBe(403);
  });

  it('takes a PNG over GraphQL multipart (Upload); a small one keeps its size; a second photo replaces the first and its files', async () => {
    const item = await newItem();
    const first = await upload(item.id);
    expect(first.status).toBe(200);
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($id: Int!, $file: Upload) { uploadRegistryItemImage(id: $id, file: $file) { id imageUrl imageSrcSet imageUploaded } }',
        variables: { id: item.id, file: null },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', new Blob([new Uint8Array(await photo(300, 200, 'png'))], { type: 'image/png' }), 'gift.png');
    const res = await admin.raw('POST', '/graphql', { body, headers: { 'apollo-require-preflight': 'true' } });
    const json = (await res.json()) as { data?: { uploadRegistryItemImage: Item }; errors?: unknown };
    expect(json.errors).toBeUndefined();
    const second = json.data!.uploadRegistryItemImage;
    expect(second).toMatchObject({ id: item.id, imageSrcSet: '', imageUploaded: true });
    expect(second.imageUrl).toMatch(/\/w300\.webp\?/);
    expect((await fetchFile(second.imageUrl!)).status).toBe(200);
    expect((await fetchFile(first.body.imageUrl!)).status).toBe(404);
  });

  it('refuses by content, size and caller: a text file named .jpg, an oversize file, no file, an unknown item, a guest, a stranger', async () => {
    const item = await newItem();
    const fake = await upload(item.id, Buffer.from('just some text, not a photo'), admin, 'gift.jpg', 'image/jpeg');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ messageCode: 'IMAGE_TYPE_INVALID', field: 'file' });
    const truncated = (await photo()).subarray(0, 600);
    expect((await upload(item.id, truncated)).body).toMatchObject({ messageCode: 'IMAGE_TYPE_INVALID' });
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const big = await upload(item.id, Buffer.concat([header, Buffer.alloc(10_000_001)]));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ messageCode: 'FILE_TOO_LARGE', params: { max: 10 } });
    const none = await admin.raw('POST', `/api/admin/registry-items/${item.id}/image`, { body: new FormData() });
    expect(none.status).toBe(400);
    const unknown = await upload(987654321);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ messageCode: 'REGISTRY_ITEM_NOT_FOUND' });
    expect((await upload(item.id, undefined, guest)).status).toBe(403);
    expect((await upload(item.id, undefined, new Client())).status).toBe(401);
    expect((await guest.rest('DELETE', `/api/admin/registry-items/${item.id}/image`)).status).toBe(403);
    // Nothing was stored by any refusal.
    expect((await admin.rest('GET', '/api/admin/registry-items')).body.find((i: Item) => i.id === item.id)).toMatchObject({ imageUploaded: false, imageUrl: null });
  });

  it('can be removed (the typed address shows again); the item keeps its address when a client sends back the photo it read', async () => {
    const item = await newItem({ imageUrl: '/images/builtin/gift-dinner.webp' });
    const uploaded = await upload(item.id);
    // A client that PATCHes back what it read (imageUrl: the signed photo) changes nothing.
    const echoed = await admin.rest('PATCH', `/api/admin/registry-items/${item.id}`, { imageUrl: uploaded.body.imageUrl, price: 6000 });
    expect(echoed.status).toBe(200);
    expect(echoed.body).toMatchObject({ imageUploaded: true, imageAddress: '/images/builtin/gift-dinner.webp' });
    const removed = await admin.rest('DELETE', `/api/admin/registry-items/${item.id}/image`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ imageUrl: '/images/builtin/gift-dinner.webp', imageSrcSet: '', imageUploaded: false });
    expect((await fetchFile(uploaded.body.imageUrl!)).status).toBe(404);
    expect(await guestItem(item.id)).toMatchObject({ imageUrl: '/images/builtin/gift-dinner.webp', imageSrcSet: '' });
    // Removing again is no error; an unknown item is.
    expect((await admin.rest('DELETE', `/api/admin/registry-items/${item.id}/image`)).status).toBe(200);
    expect((await admin.rest('DELETE', '/api/admin/registry-items/987654321/image')).status).toBe(404);
  });

  it('goes with its item: the files are deleted too', async () => {
    const item = await newItem();
    const uploaded = await upload(item.id);
    expect((await fetchFile(uploaded.body.imageUrl!)).status).toBe(200);
    expect((await admin.rest('DELETE', `/api/admin/registry-items/${item.id}`)).status).toBe(200);
    expect((await fetchFile(uploaded.body.imageUrl!)).status).toBe(404);
  });

  it('is in the backup, among the data files', async () => {
    const item = await newItem();
    const uploaded = await upload(item.id);
    const key = /\/api\/images\/file\/([a-z0-9-]+)\//.exec(uploaded.body.imageUrl!)![1];
    const res = await admin.raw('GET', '/api/admin/backup');
    expect(res.status).toBe(200);
    const backup = await readBackup(Readable.from(Buffer.from(await res.arrayBuffer())), mkdtempSync(join(tmpdir(), 'gift-backup-')));
    expect(backup.files.filter((f) => f.startsWith(`site-images/${key}/`)).sort()).toEqual(
      ['thumb.webp', 'w1200.webp', 'w480.webp', 'w960.webp'].map((n) => `site-images/${key}/${n}`).sort(),
    );
  });
});
