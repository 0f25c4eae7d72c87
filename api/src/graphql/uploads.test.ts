import { describe, expect, it } from 'vitest';
import { Client, oneConnection } from '../../../tests/support/client.js';

/** A GraphQL multipart request (the spec's operations, map and file parts). */
function multipart(operations: unknown, map: Record<string, string[]>, file: Blob) {
  const form = new FormData();
  form.set('operations', JSON.stringify(operations));
  form.set('map', JSON.stringify(map));
  form.set('0', file, 'photo.jpg');
  return form;
}

describe('multipart requests on /graphql', () => {
  it('answer at once with 400 when the operation does not take the file (it used to hang for 5 minutes)', async () => {
    const c = new Client();
    const big = new Blob([new Uint8Array(5_000_000)]);
    const res = await fetch(`${c.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', 'x-forwarded-for': c.ip },
      body: multipart({ query: '{ me { id } }', variables: { file: null } }, { 0: ['variables.file'] }, big),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'This operation does not take the file sent at variables.file.',
      messageCode: 'UPLOAD_NOT_EXPECTED',
      params: { field: 'file' },
      field: 'file',
    });
  });

  it('drain unread files, so many such requests do not pile up', async () => {
    const c = new Client();
    const file = new Blob([new Uint8Array(1_000_000)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${c.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'apollo-require-preflight': 'true', 'x-forwarded-for': c.ip },
          body: multipart({ query: 'mutation ($f: String) { logout }', variables: { f: null } }, { 0: ['variables.f'] }, file),
          signal: AbortSignal.timeout(15_000),
        }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(20).fill(400));
    expect((await c.rest('GET', '/api/user')).status).toBe(401);
  });

  it('leave the connection usable for the next request, even when the map put the file nowhere', async () => {
    const connection = oneConnection();
    const send = (headers: Record<string, string>, body?: Buffer, method = 'POST', path = '/graphql') =>
      connection.send(method, path, headers, body);
    const part = (name: string, value: string, file = '') =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${file && `; filename="${file}"`}\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(part('operations', '{"query":"{ me { id } }","variables":42}') + part('map', '{"0":["variables.file"]}') + '--b\r\nContent-Disposition: form-data; name="0"; filename="a"\r\n\r\n'),
      Buffer.alloc(3_000_000, 'f'),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    // Non-object variables are refused by Apollo; the file was never read by anyone.
    expect(await send({ 'content-type': 'multipart/form-data; boundary=b', 'apollo-require-preflight': 'true' }, body)).toBe(400);
    expect(await send({}, undefined, 'GET', '/api/user')).toBe(401);
    connection.close();
  });

  it('answer a malformed multipart body with 400, never 500', async () => {
    const c = new Client();
    for (const body of ['', '--x--\r\n', '--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--x--\r\n']) {
      const res = await fetch(`${c.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true', 'x-forwarded-for': c.ip },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
