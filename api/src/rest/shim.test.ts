import { describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';

describe('REST shim', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await new Client().rest('GET', '/api/does-not-exist');
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await new Client().rest('DELETE', '/api/user');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('rejects malformed JSON with 400 and a plain message', async () => {
    const res = await new Client().raw('POST', '/api/login', { body: '{"lastName":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.', messageCode: 'INVALID_JSON' });
  });

  it('rejects a JSON body over 1 MB with 413', async () => {
    const admin = await adminClient();
    const res = await admin.rest('POST', '/api/admin/parties', { lastName: 'x'.repeat(1_100_000), zipCode: '12345' });
    expect(res).toMatchObject({ status: 413, body: { message: 'The request is too large (at most 1 MB).' } });
  });

  it('takes an id path segment only as plain digits (1e0, 0x2 and " 2" are not ids)', async () => {
    const admin = await adminClient();
    const party = await createParty(admin);
    for (const id of ['1e0', '0x2', '%202', '2%20', '+2', '2.0', '-1']) {
      const res = await admin.rest('PATCH', `/api/admin/parties/${id}`, { canRsvp: false });
      expect(res, id).toMatchObject({ status: 400, body: { field: 'id', message: 'id must be a whole number' } });
    }
    expect(await admin.rest('PATCH', `/api/admin/parties/${party.id}`, { canRsvp: false })).toMatchObject({ status: 200, body: { canRsvp: false } });
  });

  it('never leaks internals: a GraphQL syntax error is a plain 400', async () => {
    const res = await new Client().raw('POST', '/graphql', { body: JSON.stringify({ query: '{ me { ' }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/stacktrace|at .*\.ts:\d+|node_modules/i);
  });
});

describe('web pages', () => {
  it('serve index.html for client routes, with a policy that allows only our own scripts', async () => {
    const res = await new Client().raw('GET', '/rsvp', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing asset is a 404, not the app page', async () => {
    const res = await new Client().raw('GET', '/assets/missing-123.js');
    expect(res.status).toBe(404);
  });
});

describe('GraphQL endpoint', () => {
  it('serves the offline playground to browsers at GET /graphql', async () => {
    const res = await new Client().raw('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="graphiql"');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.(com|net|io|org)\//i);
  });

  it('answers introspection, so integrators can explore the schema', async () => {
    const res = await new Client().gql('{ __schema { queryType { name } } }');
    expect(res.data.__schema.queryType.name).toBe('Query');
  });
});
