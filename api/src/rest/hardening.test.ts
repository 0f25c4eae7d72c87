import { describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';
import { loadConfig } from '../config.js';

describe('no cross-site writes', () => {
  it('refuses an /api write that another site sends, even with a valid body', async () => {
    const admin = await adminClient();
    const res = await admin.raw('POST', '/api/admin/parties', {
      body: JSON.stringify({ lastName: uniqueLastName('Csrf'), zipCode: '12345', isAdmin: true }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Requests from other sites are not allowed.', messageCode: 'CROSS_SITE_REQUEST' });
  });

  it('refuses a form-encoded or multipart body on /api (a plain HTML form could send it)', async () => {
    const guest = await createParty(await adminClient());
    const c = new Client();
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation { logout }' }));
    form.set('map', '{}');
    form.set('lastName', guest.lastName);
    form.set('zipCode', guest.zipCode);
    const multipart = await fetch(`${c.baseUrl}/api/login`, { method: 'POST', body: form, headers: { 'x-forwarded-for': c.ip } });
    expect(multipart.status).toBe(415);
    expect(multipart.headers.getSetCookie()).toEqual([]);
    const urlencoded = await c.raw('POST', '/api/login', {
      body: `lastName=${guest.lastName}&zipCode=${guest.zipCode}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(415);
  });

  it('still accepts a bodiless POST such as logout, and same-origin writes', async () => {
    const c = new Client();
    expect((await c.rest('POST', '/api/logout')).status).toBe(200);
    const res = await c.raw('POST', '/api/logout', { headers: { origin: c.baseUrl, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
  });
});

describe('one request cannot occupy the server', () => {
  it('refuses an operation that costs too much, aliases and fragments expanded', async () => {
    const aliases = Array.from({ length: 29 }, (_, i) => `a${i}: me { ...F }`).join(' ');
    const res = await new Client().gql(`{ ${aliases} } fragment F on SessionUser { id lastName isAdmin canRsvp guestGroup allowedPages photoVersion pageVersions { logistics eventSchedule } }`);
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.message)).toEqual([expect.stringMatching(/^This operation costs too much \(580; at most 500/)]);
  });

  it('counts fields hidden in nested fragments', async () => {
    const inner = Array.from({ length: 30 }, (_, i) => `b${i}: me { id }`).join(' ');
    const outer = Array.from({ length: 30 }, (_, i) => `c${i}: me { ...Inner }`).join(' ');
    const res = await new Client().gql(`query { ...Outer } fragment Outer on Query { ${outer} } fragment Inner on SessionUser { id } fragment Unused on Query { ${inner} }`);
    expect(res.status).toBe(400);
  });
});

describe('sign-in edge cases', () => {
  it('matches accented last names in any case', async () => {
    const admin = await adminClient();
    const zip = uniqueZip();
    const lastName = `Ávila${uniqueLastName('')}`;
    expect((await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: zip })).status).toBe(201);
    expect((await new Client().login(lastName, zip)).status).toBe(200);
    expect((await new Client().login(lastName.toLowerCase(), zip)).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/parties', { lastName: lastName.toUpperCase(), zipCode: zip })).status).toBe(409);
  });

  it('stops simultaneous guesses at the per-name limit', async () => {
    const target = await createParty(await adminClient(), { lastName: uniqueLastName('Burst') });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => new Client().login(target.lastName, `9${String(i).padStart(4, '0')}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(15);
  });

  it('answers a malformed path parameter with 400', async () => {
    const admin = await adminClient();
    expect(await admin.rest('PATCH', '/api/admin/parties/%E0', { canRsvp: true })).toMatchObject({ status: 400, body: { field: 'id' } });
  });

  it('refuses to start with an admin who could never sign in', () => {
    expect(() => loadConfig({ ...process.env, ADMIN_LAST_NAME: 'Rivera', ADMIN_ZIP: '123' })).toThrow(/ADMIN_ZIP cannot be used to sign in: Valid ZIP code required/);
    expect(() => loadConfig({ ...process.env, ADMIN_LAST_NAME: 'Rivera' })).toThrow(/both ADMIN_LAST_NAME and ADMIN_ZIP/);
  });
});
