import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Random } from './random.js';

/** One HTTP request the fuzzer sends, with a label saying what it tried. */
export interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A JSON body, sometimes compressed (well or badly), sometimes not JSON at all. */
export function jsonBody(r: Random, json: string, label: string): Pick<FuzzRequest, 'headers' | 'body' | 'label'> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const variant = r.weighted<string>([
    [70, 'plain'],
    [4, 'gzip'],
    [3, 'deflate'],
    [3, 'br'],
    [3, 'broken-encoding'],
    [2, 'unknown-encoding'],
    [5, 'malformed'],
    [3, 'content-type'],
    [2, 'huge'],
  ]);
  let body = Buffer.from(json);
  switch (variant) {
    case 'gzip':
      headers['content-encoding'] = 'gzip';
      body = gzipSync(body);
      break;
    case 'deflate':
      headers['content-encoding'] = 'deflate';
      body = deflateSync(body);
      break;
    case 'br':
      headers['content-encoding'] = 'br';
      body = brotliCompressSync(body);
      break;
    case 'broken-encoding': {
      const enc = r.pick(['gzip', 'deflate', 'br']);
      headers['content-encoding'] = enc;
      const packed = enc === 'br' ? brotliCompressSync(body) : enc === 'gzip' ? gzipSync(body) : deflateSync(body);
      body = r.pick([body, packed.subarray(0, Math.max(1, packed.length >> 1)), Buffer.concat([packed, Buffer.from('trailing')]), Buffer.from([0x1f, 0x8b, 8, 0, 0, 0])]);
      break;
    }
    case 'unknown-encoding':
      headers['content-encoding'] = r.pick(['zstd', 'compress', 'gzip, br', 'GZIP', 'identity, gzip', '', 'x'.repeat(300)]);
      break;
    case 'malformed':
      body = Buffer.from(
        r.pick([
          json.slice(0, r.int(0, json.length)),
          `${json}}`,
          `\ufeff${json}`,
          json.replace(/"/g, "'"),
          'NaN',
          '',
          '{"query": "{ me { id } }",}',
          '{"a":1,"a":2,"__proto__":{"x":1}}',
        ]),
      );
      if (r.chance(0.2)) body = Buffer.concat([body, Buffer.from([0xff, 0xfe, 0xc0, 0x80])]);
      break;
    case 'content-type':
      headers['content-type'] = r.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/xml', '*/*']);
      if (r.chance(0.3)) delete headers['content-type'];
      break;
    case 'huge':
      body = Buffer.from(`{"pad":"${'z'.repeat(1_100_000)}","query":"{ __typename }"}`);
      break;
  }
  return { headers, body, label: variant === 'plain' ? label : `${label} [${variant}]` };
}

/** A multipart body as the GraphQL multipart spec has it, or broken in one of its usual ways. */
export function multipartBody(r: Random, operations: string, label: string): Pick<FuzzRequest, 'headers' | 'body' | 'label'> {
  const boundary = `----fuzz${r.letters(8, 16)}`;
  const variableName = r.pick(['file', 'f', 'input']);
  const variant = r.pick(['file-not-taken', 'bad-map', 'no-operations', 'file-first', 'two-files', 'empty', 'truncated', 'big-file']);
  const part = (name: string, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const file = Buffer.alloc(variant === 'big-file' ? 3_000_000 : r.int(0, 2_000), 'f');
  const map = variant === 'bad-map' ? r.pick(['{"0":"variables.file"}', '[]', '{"0":["nope.x.y"]}', '{', '{"0":[1]}']) : `{"0":["variables.${variableName}"]}`;
  let parts: Buffer[];
  switch (variant) {
    case 'no-operations':
      parts = [part('map', map), part('0', file, 'a.txt')];
      break;
    case 'file-first':
      parts = [part('0', file, 'a.txt'), part('operations', operations), part('map', map)];
      break;
    case 'two-files':
      parts = [part('operations', operations), part('map', '{"0":["variables.a"],"1":["variables.b"]}'), part('0', file, 'a.txt'), part('1', file, 'b.txt')];
      break;
    case 'empty':
      parts = [];
      break;
    default:
      parts = [part('operations', operations), part('map', map), part('0', file, '../../a.txt')];
  }
  let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  if (variant === 'truncated') body = body.subarray(0, r.int(1, body.length - 1));
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (r.chance(0.8)) headers['apollo-require-preflight'] = 'true';
  return { headers, body, label: `${label} [multipart ${variant}]` };
}
