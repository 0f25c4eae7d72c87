import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Client, adminClient, oneConnection } from '../../tests/support/client.js';

const query = JSON.stringify({ query: '{ __typename }' });

async function post(c: Client, encoding: string, body: Buffer) {
  const res = await fetch(`${c.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding, 'x-forwarded-for': c.ip },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; data?: unknown } };
}

describe('request bodies in any Content-Encoding', () => {
  it('reads gzip, deflate and br bodies', async () => {
    const c = new Client();
    for (const [encoding, packed] of [['gzip', gzipSync(query)], ['deflate', deflateSync(query)], ['br', brotliCompressSync(query)]] as const) {
      expect(await post(c, encoding, packed), encoding).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    }
  });

  it('answers a body that does not decompress with 400 and an unknown encoding with 415, saying so', async () => {
    const c = new Client();
    for (const encoding of ['br', 'deflate', 'gzip']) {
      expect(await post(c, encoding, Buffer.from('not compressed')), encoding).toEqual({
        status: 400,
        body: { message: `The request body could not be decompressed as ${encoding}.`, messageCode: 'INVALID_REQUEST' },
      });
    }
    expect(await post(c, 'gzip', gzipSync(query).subarray(0, 20))).toMatchObject({ status: 400 });
    const zstd = await post(c, 'zstd', Buffer.from(query));
    expect(zstd.status).toBe(415);
    expect(zstd.body.message).toMatch(/Content-Encoding "zstd" is not supported/);
  });

  it('keeps the connection usable after a large body that would not decompress', async () => {
    const { send, close } = oneConnection();
    expect(await send('POST', '/graphql', { 'content-type': 'application/json', 'content-encoding': 'deflate' }, Buffer.alloc(400_000, 'x'))).toBe(400);
    expect(await send('GET', '/api/user', {})).toBe(401);
    close();
  });
});

describe('personal data is never cached', () => {
  it('every /api answer says Cache-Control: no-store, errors included', async () => {
    const admin = await adminClient();
    const parties = await admin.rest('GET', '/api/admin/parties');
    expect(parties.status).toBe(200);
    expect(parties.headers.get('cache-control')).toBe('no-store');
    for (const [method, path] of [['GET', '/api/user'], ['GET', '/api/nope'], ['DELETE', '/api/user'], ['POST', '/api/login']]) {
      const res = await new Client().raw(method, path, { body: method === 'POST' ? '{' : undefined, headers: { 'content-type': 'application/json' } });
      expect(res.headers.get('cache-control'), `${method} ${path} → ${res.status}`).toBe('no-store');
    }
  });
});
