import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { MESSAGE_CODES } from './message-codes.js';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id } }';
const CREATE_GROUP = 'mutation($input: GuestGroupInput!) { createGuestGroup(input: $input) { id } }';

let admin: Client;
let guest: { lastName: string; zipCode: string };

beforeAll(async () => {
  admin = await adminClient();
  guest = await createParty(admin);
});

/** The same call over both transports, so each error's shape is compared side by side. */
async function both(rest: () => Promise<{ status: number; body: any }>, gql: () => Promise<{ errors?: any[] }>) {
  const [r, g] = await Promise.all([rest(), gql()]);
  return { rest: r, gql: g.errors?.[0] };
}

describe('errors carry a stable messageCode beside the English message', () => {
  it('a wrong sign-in is LOGIN_FAILED on both transports', async () => {
    const input = { lastName: guest.lastName, zipCode: '00000' };
    const { rest, gql } = await both(() => new Client().login(input.lastName, input.zipCode), () => new Client().gql(LOGIN, { input }));
    expect(rest).toMatchObject({ status: 401, body: { message: 'Invalid last name or zip code', messageCode: 'LOGIN_FAILED' } });
    expect(gql).toMatchObject({
      message: 'Invalid last name or zip code',
      extensions: { code: 'UNAUTHENTICATED', messageCode: 'LOGIN_FAILED' },
    });
  });

  it('a field error keeps its field: LAST_NAME_REQUIRED and ZIP_CODE_INVALID', async () => {
    const blank = await both(() => new Client().login(' ', '12345'), () => new Client().gql(LOGIN, { input: { lastName: ' ', zipCode: '12345' } }));
    expect(blank.rest).toMatchObject({ status: 400, body: { messageCode: 'LAST_NAME_REQUIRED', field: 'lastName' } });
    expect(blank.gql?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'LAST_NAME_REQUIRED', field: 'lastName' });
    const short = await both(() => new Client().login('Smith', '123'), () => new Client().gql(LOGIN, { input: { lastName: 'Smith', zipCode: '123' } }));
    expect(short.rest.body).toEqual({ message: 'Valid ZIP code required', messageCode: 'ZIP_CODE_INVALID', field: 'zipCode' });
    expect(short.gql?.extensions).toMatchObject({ messageCode: 'ZIP_CODE_INVALID', field: 'zipCode' });
  });

  it('TOO_MANY_SIGN_IN_ATTEMPTS carries the minutes to wait as a parameter', async () => {
    const target = await createParty(admin, { lastName: uniqueLastName('Codes') });
    for (let i = 0; i < 10; i++) expect((await new Client().login(target.lastName, `0000${i}`)).status).toBe(401);
    const input = { lastName: target.lastName, zipCode: target.zipCode };
    const { rest, gql } = await both(() => new Client().login(input.lastName, input.zipCode), () => new Client().gql(LOGIN, { input }));
    expect(rest.status).toBe(429);
    expect(rest.body.messageCode).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    const minutes = rest.body.params.minutes;
    expect(Number.isInteger(minutes) && minutes >= 1).toBe(true);
    expect(rest.body.message).toContain(`wait ${minutes} minute`);
    expect(gql?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_SIGN_IN_ATTEMPTS', params: { minutes } });
  });

  it('who-may errors: SIGN_IN_REQUIRED, NOT_SIGNED_IN, PAGE_FORBIDDEN and ACTION_FORBIDDEN', async () => {
    const anon = await both(() => new Client().rest('GET', '/api/wedding'), () => new Client().gql('{ wedding { date } }'));
    expect(anon.rest).toMatchObject({ status: 401, body: { messageCode: 'SIGN_IN_REQUIRED' } });
    expect(anon.gql?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageCode: 'SIGN_IN_REQUIRED' });
    expect(await new Client().rest('GET', '/api/user')).toMatchObject({ status: 401, body: { message: 'Not signed in', messageCode: 'NOT_SIGNED_IN' } });

    const party = new Client();
    await party.login(guest.lastName, guest.zipCode);
    const page = await both(() => party.rest('GET', '/api/venue'), () => party.gql('{ venue { name } }'));
    expect(page.rest).toMatchObject({ status: 403, body: { messageCode: 'PAGE_FORBIDDEN' } });
    expect(page.gql?.extensions).toMatchObject({ code: 'FORBIDDEN', messageCode: 'PAGE_FORBIDDEN' });
    const adminOnly = await both(() => party.rest('GET', '/api/admin/parties'), () => party.gql('{ parties { id } }'));
    expect(adminOnly.rest).toMatchObject({ status: 403, body: { message: "You don't have permission to do this.", messageCode: 'ACTION_FORBIDDEN' } });
    expect(adminOnly.gql?.extensions).toMatchObject({ code: 'FORBIDDEN', messageCode: 'ACTION_FORBIDDEN' });
  });

  it('a clash names the clashing value: GUEST_GROUP_EXISTS with {name}', async () => {
    const name = uniqueLastName('codes-group');
    expect((await admin.rest('POST', '/api/admin/guest-groups', { name })).status).toBe(201);
    const { rest, gql } = await both(() => admin.rest('POST', '/api/admin/guest-groups', { name }), () => admin.gql(CREATE_GROUP, { input: { name } }));
    expect(rest).toMatchObject({ status: 409, body: { messageCode: 'GUEST_GROUP_EXISTS', params: { name }, field: 'name' } });
    expect(gql?.extensions).toMatchObject({ code: 'CONFLICT', messageCode: 'GUEST_GROUP_EXISTS', params: { name }, field: 'name' });
  });

  it('input that does not fit the schema: FIELD_REQUIRED with the field as a parameter', async () => {
    const { rest, gql } = await both(() => admin.rest('POST', '/api/admin/guest-groups', {}), () => admin.gql(CREATE_GROUP, { input: {} }));
    expect(rest).toMatchObject({ status: 400, body: { message: 'name is required', messageCode: 'FIELD_REQUIRED', params: { field: 'name' }, field: 'name' } });
    expect(gql).toMatchObject({ message: 'name is required', extensions: { code: 'BAD_USER_INPUT', messageCode: 'FIELD_REQUIRED', params: { field: 'name' } } });
  });

  it('REST-only failures have codes too, and every code sent is a known one', async () => {
    const c = new Client();
    const answers = [
      await c.rest('GET', '/api/no-such-route'),
      await c.rest('DELETE', '/api/user'),
      await c.raw('POST', '/api/login', { body: '{', headers: { 'content-type': 'application/json' } }).then(async (r) => ({ status: r.status, body: await r.json() })),
    ];
    expect(answers.map((a) => [a.status, a.body.messageCode])).toEqual([
      [404, 'ROUTE_NOT_FOUND'],
      [405, 'METHOD_NOT_ALLOWED'],
      [400, 'INVALID_JSON'],
    ]);
    for (const a of answers) expect(MESSAGE_CODES).toContain(a.body.messageCode);
  });
});
