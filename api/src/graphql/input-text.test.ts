import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, uniqueLastName } from '../../../tests/support/client.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

const NUL = 'Gar\u0000cia';
const LONE = 'Gar\ud800cia';
const refused = /contains a character that is not allowed/;

describe('text that cannot be stored is refused at the boundary, naming the field', () => {
  it.each([
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE],
  ])('REST: sign-in, a new party and the wedding facts refuse %s', async (_, bad) => {
    const login = await new Client().login(bad, '12345');
    expect(login).toMatchObject({ status: 400, body: { field: 'lastName' } });
    expect(login.body.message).toMatch(refused);
    expect(await admin.rest('POST', '/api/admin/parties', { lastName: uniqueLastName('Nul'), zipCode: bad })).toMatchObject({ status: 400, body: { field: 'zipCode' } });
    expect(await admin.rest('PUT', '/api/admin/wedding', { venueName: bad })).toMatchObject({ status: 400, body: { field: 'venueName' } });
    expect(await admin.rest('POST', '/api/admin/guest-groups', { name: `g${Date.now()}`, allowedPages: ['home', bad] })).toMatchObject({ status: 400, body: { field: 'allowedPages' } });
  });

  it('GraphQL: in variables and in the document itself', async () => {
    const viaVariable = await admin.gql('mutation ($input: GuestGroupInput!) { createGuestGroup(input: $input) { id } }', {
      input: { name: `g${Date.now()}`, description: LONE },
    });
    expect(viaVariable.status).toBe(400);
    expect(viaVariable.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'description' } });
    const inDocument = await admin.gql('mutation { updateWedding(input: { coupleNames: "A \\u0000 B" }) { coupleNames } }');
    expect(inDocument.status).toBe(400);
    expect(inDocument.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'coupleNames' } });
    expect(inDocument.errors?.[0].message).toMatch(refused);
  });

  it('still takes any real text: accents, emoji and scripts beyond the BMP', async () => {
    const name = `group-${Date.now()}`;
    const res = await admin.rest('POST', '/api/admin/guest-groups', { name, description: 'Família 👨‍👩‍👧 𝄞 İstanbul' });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe('Família 👨‍👩‍👧 𝄞 İstanbul');
  });
});
