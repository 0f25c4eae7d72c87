import { describe, expect, it } from 'vitest';
import { adminClient, Client } from '../../../tests/support/client.js';

const json = { 'content-type': 'application/json' };

describe('GraphQL answers are never cached', () => {
  it('the admin’s party list (names and ZIP codes) says Cache-Control: no-store, over POST and GET', async () => {
    const admin = await adminClient();
    const query = '{ parties { lastName zipCode } }';
    const post = await admin.raw('POST', '/graphql', { body: JSON.stringify({ query }), headers: json });
    expect(post.status).toBe(200);
    expect(JSON.stringify(await post.json())).toContain('zipCode');
    expect(post.headers.get('cache-control')).toBe('no-store');
    const get = await admin.raw('GET', `/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('no-store');
  });

  it('errors too: a refused field, a bad query, bad JSON, a GET without the preflight header, a body too large', async () => {
    const guest = new Client();
    const cases: Array<[string, Promise<Response>]> = [
      ['not signed in', guest.raw('POST', '/graphql', { body: JSON.stringify({ query: '{ parties { id } }' }), headers: json })],
      ['unknown field', guest.raw('POST', '/graphql', { body: JSON.stringify({ query: '{ nope }' }), headers: json })],
      ['bad JSON', guest.raw('POST', '/graphql', { body: '{', headers: json })],
      ['no query', guest.raw('POST', '/graphql', { body: '{}', headers: json })],
      ['GET without preflight', guest.raw('GET', `/graphql?query=${encodeURIComponent('{ wedding { date } }')}`)],
      ['too large', guest.raw('POST', '/graphql', { body: JSON.stringify({ query: `{ wedding { date } } #${'x'.repeat(1_100_000)}` }), headers: json })],
    ];
    for (const [what, pending] of cases) {
      const res = await pending;
      expect(res.headers.get('cache-control'), `${what} → ${res.status}`).toBe('no-store');
    }
  });

  it('the playground page holds no data: it may be kept, if checked again (no-cache)', async () => {
    const res = await new Client().raw('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
