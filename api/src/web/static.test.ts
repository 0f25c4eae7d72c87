import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, createParty, type Client } from '../../../tests/support/client.js';
import { siteUrl } from '../../../tests/support/site.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, before any decompression. */
  body: Buffer;
}

/** A request whose answer is kept exactly as it crossed the wire (fetch would decompress it). */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, siteUrl()), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  expect(encoding).toBeUndefined();
  return res.body;
}

const varyOnEncoding = (res: RawResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = 'gzip, deflate, br, zstd';

let scriptPath: string;
let stylePath: string;

beforeAll(async () => {
  const page = await send('GET', '/', { accept: 'text/html' });
  const html = decoded(page).toString();
  // The first script the page loads that the build compressed: the entry itself can be smaller
  // than the 1 KiB below which no compressed copy is worth its headers (web/vite.config.ts).
  const scripts = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const dist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  scriptPath = scripts.find((path) => statSync(`${dist}${path}`).size >= 1024)!;
  expect(scriptPath, scripts.join(', ')).toBeDefined();
  // The server inlines the stylesheet into the page (page-html.ts); the built file names it.
  const built = readFileSync(fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url)), 'utf8');
  stylePath = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(built)![1];
});

describe('the web app over the wire', () => {
  it('sends a hashed script as the build’s Brotli copy to a browser that accepts it, cached for a year', async () => {
    const plain = await send('GET', scriptPath);
    const res = await send('GET', scriptPath, { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(varyOnEncoding(res)).toBe(true);
    expect(res.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(res).equals(plain.body)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await send('GET', stylePath, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await send('GET', stylePath, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(varyOnEncoding(plain)).toBe(true);
    expect(decoded(gz).equals(plain.body)).toBe(true);
  });

  it('never lets a browser keep index.html or a client route without asking again', async () => {
    for (const path of ['/', '/auth', '/rsvp']) {
      const res = await send('GET', path, { accept: 'text/html', 'accept-encoding': BROWSER });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(varyOnEncoding(res), path).toBe(true);
      expect(decoded(res).toString(), path).toContain('<div id="root">');
    }
  });

  it('compresses the playground page, which is over the threshold', async () => {
    const res = await send('GET', '/graphql', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).toString()).toContain('<div id="graphiql">');
  });
});

describe('API answers over the wire', () => {
  let admin: Client;
  beforeAll(async () => {
    admin = await adminClient();
  });

  it('compresses a GraphQL answer over 1 KiB for a client that accepts it', async () => {
    // The names of every schema type: an answer of a few KiB any caller may ask for.
    const query = '{ __schema { types { name description } } }';
    const body = JSON.stringify({ query });
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    const res = await send('POST', '/graphql', { ...headers, 'accept-encoding': BROWSER }, body);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varyOnEncoding(res)).toBe(true);
    const data = JSON.parse(decoded(res).toString()).data;
    expect(data.__schema.types.map((t: { name: string }) => t.name)).toContain('Query');

    const gz = await send('POST', '/graphql', { ...headers, 'accept-encoding': 'gzip' }, body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz).toString()).data).toEqual(data);
  });

  it('compresses a REST answer over 1 KiB, and leaves small answers as they are', async () => {
    const cookie = admin.cookieHeader;
    const small = await send('GET', '/api/user', { cookie, 'accept-encoding': BROWSER });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).isAdmin).toBe(true);

    // The admin's party list: sixteen parties (about 110 bytes each) make well over 1 KiB of JSON,
    // however few the database held before.
    for (let i = 0; i < 15; i += 1) await createParty(admin);
    const large = await send('GET', '/api/admin/parties', { cookie, 'accept-encoding': BROWSER });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const json = decoded(large);
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json.toString()).length).toBeGreaterThanOrEqual(16);
  });
});
