import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';

const ME = 'query { me { id lastName isAdmin canRsvp guestGroup allowedPages pageVersions { logistics eventSchedule } photoVersion } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id lastName allowedPages } }';

let admin: Client;
let guest: { lastName: string; zipCode: string; id: number };

beforeAll(async () => {
  admin = await adminClient();
  guest = await createParty(admin, { lastName: uniqueLastName('Smith'), canRsvp: true });
});

describe('sign-in over REST', () => {
  it('signs a party in case-insensitively and trimmed, and /api/user returns the session user', async () => {
    const c = new Client();
    const res = await c.login(`  ${guest.lastName.toUpperCase()} `, ` ${guest.zipCode} `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: guest.id, lastName: guest.lastName, isAdmin: false, canRsvp: true, guestGroup: 'default' });
    const me = await c.rest('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: guest.id,
      lastName: guest.lastName,
      isAdmin: false,
      canRsvp: true,
      guestGroup: 'default',
      allowedPages: ['home', 'couple', 'rsvp'],
      pageVersions: { logistics: 'default', eventSchedule: 'default' },
      photoVersion: 'parents',
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is not Secure over plain HTTP', async () => {
    const c = new Client();
    const res = await c.raw('POST', '/api/login', {
      body: JSON.stringify({ lastName: guest.lastName, zipCode: guest.zipCode }),
      headers: { 'content-type': 'application/json' },
    });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('wedding.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const c = new Client();
    const res = await c.raw('POST', '/api/login', {
      body: JSON.stringify({ lastName: guest.lastName, zipCode: guest.zipCode }),
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((l) => l.startsWith('wedding.sid='))).toMatch(/secure/i);
  });

  it('starts a new session id at sign-in', async () => {
    const c = new Client();
    await c.login(guest.lastName, guest.zipCode);
    const first = c.cookieHeader;
    await c.login(guest.lastName, guest.zipCode);
    expect(c.cookieHeader).not.toBe(first);
    expect((await c.rest('GET', '/api/user')).status).toBe(200);
  });

  it('refuses a wrong pair with 401 and the spec message', async () => {
    const c = new Client();
    const res = await c.login(guest.lastName, '00000');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid last name or zip code', messageCode: 'LOGIN_FAILED' });
    expect((await c.rest('GET', '/api/user')).status).toBe(401);
  });

  it('validates fields on the server, naming the field', async () => {
    const c = new Client();
    expect(await c.login('   ', '12345')).toMatchObject({ status: 400, body: { message: 'Last name is required', field: 'lastName' } });
    expect(await c.login('Smith', '1234')).toMatchObject({ status: 400, body: { message: 'Valid ZIP code required', field: 'zipCode' } });
    const missing = await c.rest('POST', '/api/login', {});
    expect(missing).toMatchObject({ status: 400, body: { message: 'Last name is required', field: 'lastName' } });
    const wrongType = await c.rest('POST', '/api/login', { lastName: 42, zipCode: '12345' });
    expect(wrongType).toMatchObject({ status: 400, body: { field: 'lastName' } });
  });

  it('logout ends the session, and the old cookie no longer works', async () => {
    const c = new Client();
    await c.login(guest.lastName, guest.zipCode);
    const stolen = c.cookieHeader;
    expect((await c.rest('POST', '/api/logout')).status).toBe(200);
    expect((await c.rest('GET', '/api/user')).status).toBe(401);
    const replay = await fetch(`${c.baseUrl}/api/user`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('answers 401 for /api/user when signed out', async () => {
    const res = await new Client().rest('GET', '/api/user');
    expect(res).toMatchObject({ status: 401, body: { message: 'Not signed in' } });
  });
});

describe('sign-in over GraphQL', () => {
  it('me is null when signed out and the party after login', async () => {
    const c = new Client();
    expect((await c.gql(ME)).data).toEqual({ me: null });
    const login = await c.gql(LOGIN, { input: { lastName: guest.lastName, zipCode: guest.zipCode } });
    expect(login.errors).toBeUndefined();
    expect(login.data.login).toEqual({ id: guest.id, lastName: guest.lastName, allowedPages: ['home', 'couple', 'rsvp'] });
    expect((await c.gql(ME)).data.me.id).toBe(guest.id);
    expect((await c.gql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await c.gql(ME)).data).toEqual({ me: null });
  });

  it('reports the same errors as REST, with codes and fields', async () => {
    const c = new Client();
    const bad = await c.gql(LOGIN, { input: { lastName: '', zipCode: '12345' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Last name is required', extensions: { code: 'BAD_USER_INPUT', field: 'lastName' } });
    const wrong = await c.gql(LOGIN, { input: { lastName: guest.lastName, zipCode: '99999' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid last name or zip code', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('sign-in throttling', () => {
  it('locks a last name after 10 failures in 15 minutes, for everyone, with 429 and Retry-After', async () => {
    const target = await createParty(admin, { lastName: uniqueLastName('Throttle') });
    for (let i = 0; i < 10; i++) {
      // Different addresses: the per-name limit must hold even when the guesser moves around.
      expect((await new Client().login(target.lastName, `0000${i}`)).status).toBe(401);
    }
    const blocked = await new Client().login(target.lastName, target.zipCode);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaGraphql = await new Client().gql(LOGIN, { input: { lastName: target.lastName, zipCode: target.zipCode } });
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Other families are not affected.
    expect((await new Client().login(guest.lastName, guest.zipCode)).status).toBe(200);
  });

  it('a guest who mistyped and then signed in is not locked out by later typos on that browser', async () => {
    // A ZIP code none of the typos below can be (a random one could, about 1 run in 9,000).
    const target = await createParty(admin, { lastName: uniqueLastName('Typo'), zipCode: '54321' });
    const guest = new Client();
    for (let i = 0; i < 9; i++) await guest.login(target.lastName, `1111${i}`);
    expect((await guest.login(target.lastName, target.zipCode)).status).toBe(200);
    // The browser is remembered now (device cookie): its typos get honest answers, not a lock.
    for (let i = 0; i < 9; i++) expect((await guest.login(target.lastName, `2222${i}`)).status).toBe(401);
    expect((await guest.login(target.lastName, target.zipCode)).status).toBe(200);
  });

  it('limits one address to 30 attempts in 15 minutes', async () => {
    const c = new Client();
    for (let i = 0; i < 30; i++) {
      expect((await c.login(uniqueLastName('Scan'), '12345')).status).toBe(401);
    }
    expect((await c.login(guest.lastName, guest.zipCode)).status).toBe(429);
    expect((await new Client().login(guest.lastName, guest.zipCode)).status).toBe(200);
  });
});
