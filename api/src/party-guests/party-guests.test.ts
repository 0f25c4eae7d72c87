import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

const guestsOf = async (partyId: number) => (await admin.rest('GET', `/api/admin/party-guests/${partyId}`)).body as Array<Record<string, unknown>>;

describe('party guests', () => {
  it('adds guests in order, trimmed, and lists them per party and all together', async () => {
    const a = await createParty(admin);
    const b = await createParty(admin);
    const res = await admin.rest('POST', '/api/admin/party-guests', {
      guests: [
        { partyId: a.id, firstName: ' Maria ', lastName: 'Garcia', isChild: false },
        { partyId: b.id, firstName: 'Tom', lastName: 'Smith' },
        { partyId: a.id, firstName: 'Lucia', lastName: 'Garcia', isChild: true },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((g: { firstName: string; sortOrder: number }) => [g.firstName, g.sortOrder])).toEqual([
      ['Maria', 0],
      ['Tom', 0],
      ['Lucia', 1],
    ]);
    expect((await guestsOf(a.id)).map((g) => [g.firstName, g.isChild])).toEqual([
      ['Maria', false],
      ['Lucia', true],
    ]);
    // Later additions go after the last guest.
    await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: a.id, firstName: 'Pablo', lastName: 'Garcia' }] });
    expect((await guestsOf(a.id)).map((g) => g.sortOrder)).toEqual([0, 1, 2]);
    const all = (await admin.rest('GET', '/api/admin/party-guests')).body as Array<{ partyId: number }>;
    expect(all.filter((g) => g.partyId === a.id)).toHaveLength(3);
    expect(all.filter((g) => g.partyId === b.id)).toHaveLength(1);
  });

  it('adds all the guests or none, naming the field at fault', async () => {
    const p = await createParty(admin);
    const ok = { partyId: p.id, firstName: 'Ok', lastName: 'Guest' };
    const cases: Array<[unknown, number, string]> = [
      [{ guests: [ok, { ...ok, firstName: '  ' }] }, 400, 'guests[1].firstName'],
      [{ guests: [ok, { ...ok, lastName: '' }] }, 400, 'guests[1].lastName'],
      [{ guests: [ok, { ...ok, partyId: 2_000_000_000 }] }, 400, 'guests[1].partyId'],
      [{ guests: [{ ...ok, sortOrder: -1 }] }, 400, 'guests[0].sortOrder'],
      [{ guests: [] }, 400, 'guests'],
      [{ guests: [{ ...ok, isChild: 'no' }] }, 400, 'guests'],
      [{ guests: [{ ...ok, firstName: 'x'.repeat(101) }] }, 400, 'guests[0].firstName'],
    ];
    for (const [body, status, field] of cases) {
      const res = await admin.rest('POST', '/api/admin/party-guests', body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(status);
      expect(res.body.field).toContain(field);
    }
    expect(await guestsOf(p.id)).toEqual([]);
  });

  it('keeps the GET by party and the DELETE by guest apart on one path shape', async () => {
    const p = await createParty(admin);
    const [guest] = (await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: p.id, firstName: 'Del', lastName: 'Me' }] })).body;
    // The guest's id read as a party id names no party (or another one), never this guest alone.
    expect((await guestsOf(p.id)).map((g) => g.id)).toEqual([guest.id]);
    expect(await admin.rest('DELETE', `/api/admin/party-guests/${guest.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(await guestsOf(p.id)).toEqual([]);
    expect(await admin.rest('DELETE', `/api/admin/party-guests/${guest.id}`)).toMatchObject({ status: 404, body: { message: 'Guest not found' } });
    expect(await admin.rest('GET', '/api/admin/party-guests/2000000000')).toMatchObject({ status: 404, body: { message: 'Party not found' } });
    expect(await admin.rest('GET', '/api/admin/party-guests/abc')).toMatchObject({ status: 400, body: { field: 'partyId' } });
    expect(await admin.rest('DELETE', '/api/admin/party-guests/abc')).toMatchObject({ status: 400, body: { field: 'guestId' } });
  });

  it('works the same over GraphQL', async () => {
    const p = await createParty(admin);
    const res = await admin.gql('mutation($g: [PartyGuestInput!]!) { addPartyGuests(guests: $g) { id partyId firstName isChild } }', {
      g: [{ partyId: p.id, firstName: 'Graph', lastName: 'Guest', isChild: true }],
    });
    expect(res.data.addPartyGuests).toEqual([{ id: expect.any(Number), partyId: p.id, firstName: 'Graph', isChild: true }]);
    const listed = await admin.gql('query($id: Int!) { guestsOfParty(partyId: $id) { firstName } }', { id: p.id });
    expect(listed.data.guestsOfParty).toEqual([{ firstName: 'Graph' }]);
    const guest = new Client();
    await guest.login(p.lastName, p.zipCode);
    expect((await guest.gql('{ allPartyGuests { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
