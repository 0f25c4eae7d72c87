import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { csvFile, uploadFile } from '../../../tests/support/spreadsheets.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

interface Guest {
  id: number;
  partyId: number;
  firstName: string;
  lastName: string;
  sortOrder: number;
  isChild: boolean;
  isPlusOne: boolean;
}

/** A signed-in party with one invited guest and the given plus-one allowance. */
async function partyWithAllowance(plusOnesAllowed: number, fields: { canRsvp?: boolean } = {}) {
  const party = await createParty(admin, fields);
  if (plusOnesAllowed) expect((await admin.rest('PATCH', `/api/admin/parties/${party.id}`, { plusOnesAllowed })).status).toBe(200);
  const added = await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: party.id, firstName: 'Ana', lastName: party.lastName }] });
  expect(added.status).toBe(201);
  const guest = new Client();
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  return { party, guest, invited: added.body[0] as Guest };
}

const guestsOf = async (partyId: number) => (await admin.rest('GET', `/api/admin/party-guests/${partyId}`)).body as Guest[];

describe('the plus-one allowance (admin)', () => {
  it('is 0 by default, set on create and by PATCH, listed with the party, and refused outside 0–10', async () => {
    const plain = await createParty(admin);
    expect(plain.party.plusOnesAllowed).toBe(0);
    const two = await admin.rest('POST', '/api/admin/parties', { lastName: `${plain.lastName}x`, zipCode: plain.zipCode, plusOnesAllowed: 2 });
    expect(two.status).toBe(201);
    expect(two.body.plusOnesAllowed).toBe(2);
    const patched = await admin.rest('PATCH', `/api/admin/parties/${plain.id}`, { plusOnesAllowed: 1 });
    expect(patched.body).toMatchObject({ id: plain.id, plusOnesAllowed: 1, lastName: plain.lastName });
    for (const bad of [-1, 11]) {
      const res = await admin.rest('PATCH', `/api/admin/parties/${plain.id}`, { plusOnesAllowed: bad });
      expect(res).toMatchObject({ status: 400, body: { field: 'plusOnesAllowed', messageCode: 'NUMBER_OUT_OF_RANGE' } });
    }
    expect((await admin.rest('POST', '/api/admin/parties', { lastName: `${plain.lastName}y`, zipCode: plain.zipCode, plusOnesAllowed: 99 })).status).toBe(400);
    const listed = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; lastName: string; plusOnesAllowed: number }>;
    expect(listed.find((p) => p.id === plain.id)?.plusOnesAllowed).toBe(1);
    expect(listed.find((p) => p.lastName === `${plain.lastName}y`)).toBeUndefined();
  });

  it('comes from the party upload’s optional PlusOnes column; a blank cell leaves it, a bad one is refused', async () => {
    const party = await createParty(admin);
    const upload = (cell: string) => uploadFile(admin, '/api/admin/bulk-guests', csvFile([['LastName', 'ZipCode', 'PlusOnes'], [party.lastName, party.zipCode, cell]]));
    expect((await upload('2')).body).toMatchObject({ updated: 1, failed: 0 });
    const read = async () => ((await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; plusOnesAllowed: number }>).find((p) => p.id === party.id);
    expect((await read())?.plusOnesAllowed).toBe(2);
    expect((await upload('')).body).toMatchObject({ unchanged: 1 });
    const bad = await upload('many');
    expect(bad.body).toMatchObject({ failed: 1, errors: [expect.objectContaining({ field: 'PlusOnes' })] });
    expect((await read())?.plusOnesAllowed).toBe(2);
  });
});

describe('a party names its plus-ones', () => {
  it('reads its allowance, adds a plus-one after its guests (201, isPlusOne) and is stopped past the allowance with 409', async () => {
    const { party, guest } = await partyWithAllowance(1);
    expect((await guest.rest('GET', '/api/plus-one-allowance')).body).toEqual({ plusOnesAllowed: 1 });
    const added = await guest.rest('POST', '/api/party-guests', { firstName: ' Sam ', lastName: ' Lee ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), partyId: party.id, firstName: 'Sam', lastName: 'Lee', sortOrder: 1, isChild: false, isPlusOne: true });
    const own = (await guest.rest('GET', '/api/party-guests')).body as Guest[];
    expect(own.map((g) => [g.firstName, g.isPlusOne])).toEqual([
      ['Ana', false],
      ['Sam', true],
    ]);
    const over = await guest.rest('POST', '/api/party-guests', { firstName: 'Kim', lastName: 'Park' });
    expect(over).toMatchObject({ status: 409, body: { messageCode: 'PLUS_ONE_LIMIT', params: { max: 1 } } });
    expect(await guestsOf(party.id)).toHaveLength(2);
  });

  it('needs a first and a last name, and an allowance: nothing is written otherwise', async () => {
    const { party, guest } = await partyWithAllowance(1);
    expect(await guest.rest('POST', '/api/party-guests', { firstName: '  ', lastName: 'Lee' })).toMatchObject({ status: 400, body: { field: 'firstName' } });
    expect(await guest.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: '' })).toMatchObject({ status: 400, body: { field: 'lastName' } });
    expect(await guest.rest('POST', '/api/party-guests', { firstName: 'x'.repeat(101), lastName: 'Lee' })).toMatchObject({ status: 400, body: { field: 'firstName' } });
    expect((await guest.rest('POST', '/api/party-guests', { firstName: 'Sam' })).status).toBe(400);
    expect(await guestsOf(party.id)).toHaveLength(1);
    const none = await partyWithAllowance(0);
    expect((await none.guest.rest('GET', '/api/plus-one-allowance')).body).toEqual({ plusOnesAllowed: 0 });
    expect(await none.guest.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: 'Lee' })).toMatchObject({ status: 409, body: { messageCode: 'PLUS_ONE_LIMIT' } });
  });

  it('20 adds at once for an allowance of 1 name exactly one guest', async () => {
    const { party, guest } = await partyWithAllowance(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guest.rest('POST', '/api/party-guests', { firstName: `Tap${i}`, lastName: 'Lee' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.messageCode === 'PLUS_ONE_LIMIT')).toHaveLength(19);
    expect((await guestsOf(party.id)).filter((g) => g.isPlusOne)).toHaveLength(1);
  });

  it('answers for a plus-one like any guest: meal, dietary note, the RSVP count, the statistics and the export mark them', async () => {
    const { party, guest, invited } = await partyWithAllowance(2);
    const sam = (await guest.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: 'Lee' })).body as Guest;
    const sent = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: invited.id, attending: true },
        { guestId: sam.id, attending: true, dietaryRestrictions: 'Vegan' },
      ],
    });
    expect(sent.status).toBe(200);
    const rsvp = ((await admin.rest('GET', '/api/admin/rsvps')).body as Array<{ partyId: number; guestCount: number; dietaryRestrictions: string }>).find(
      (r) => r.partyId === party.id,
    );
    expect(rsvp).toMatchObject({ guestCount: 2, dietaryRestrictions: 'Sam Lee: Vegan' });
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body as { plusOnes: number; guests: Array<Guest & { status: string }> };
    expect(stats.plusOnes).toBeGreaterThanOrEqual(1);
    expect(stats.guests.filter((g) => g.partyId === party.id).map((g) => [g.firstName, g.isPlusOne, g.status])).toEqual([
      ['Ana', false, 'ATTENDING'],
      ['Sam', true, 'ATTENDING'],
    ]);
    const csv = await (await admin.raw('GET', '/api/admin/export/guests.csv')).text();
    const lines = csv.split('\r\n').filter((l) => l.startsWith(`"${party.lastName}"`));
    expect(lines).toEqual([
      // The party's e-mail and language, then any events' and questions' columns, follow.
      expect.stringMatching(/"Ana",.*"attending","","","no","2"(,|$)/),
      expect.stringMatching(/"Sam","Lee",.*"attending","","Vegan","yes","2"(,|$)/),
    ]);
  });

  it('renames and removes its own plus-ones only: invited guests 403, other parties’ guests 404; the RSVP is re-summed', async () => {
    const { party, guest, invited } = await partyWithAllowance(1);
    const sam = (await guest.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: 'Lee' })).body as Guest;
    const other = await partyWithAllowance(1);
    const theirs = (await other.guest.rest('POST', '/api/party-guests', { firstName: 'Kim', lastName: 'Park' })).body as Guest;

    const renamed = await guest.rest('PATCH', `/api/party-guests/${sam.id}`, { firstName: 'Samuel', lastName: 'Lee' });
    expect(renamed).toMatchObject({ status: 200, body: { id: sam.id, firstName: 'Samuel', isPlusOne: true } });
    expect(await guest.rest('PATCH', `/api/party-guests/${invited.id}`, { firstName: 'X', lastName: 'Y' })).toMatchObject({ status: 403, body: { messageCode: 'NOT_A_PLUS_ONE' } });
    expect(await guest.rest('PATCH', `/api/party-guests/${theirs.id}`, { firstName: 'X', lastName: 'Y' })).toMatchObject({ status: 404, body: { messageCode: 'GUEST_NOT_FOUND' } });

    await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: invited.id, attending: false }, { guestId: sam.id, attending: true }] });
    expect(await guest.rest('DELETE', `/api/party-guests/${invited.id}`)).toMatchObject({ status: 403, body: { messageCode: 'NOT_A_PLUS_ONE' } });
    expect(await guest.rest('DELETE', `/api/party-guests/${theirs.id}`)).toMatchObject({ status: 404, body: { messageCode: 'GUEST_NOT_FOUND' } });
    expect((await guest.rest('DELETE', '/api/party-guests/2000000000')).status).toBe(404);
    expect(await guest.rest('DELETE', `/api/party-guests/${sam.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await guestsOf(party.id)).map((g) => g.firstName)).toEqual(['Ana']);
    expect((await guestsOf(other.party.id)).map((g) => g.firstName)).toEqual(['Ana', 'Kim']);
    // Sam's answer went with him: nobody of the party is coming now.
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toHaveLength(1);
    const rsvp = ((await admin.rest('GET', '/api/admin/rsvps')).body as Array<{ partyId: number; attending: boolean }>).find((r) => r.partyId === party.id);
    expect(rsvp).toMatchObject({ attending: false });
    // The freed place can be named again.
    expect((await guest.rest('POST', '/api/party-guests', { firstName: 'Kai', lastName: 'Lee' })).status).toBe(201);
  });

  it('is refused to parties that may not RSVP and to the signed-out', async () => {
    const { guest } = await partyWithAllowance(1, { canRsvp: false });
    expect(await guest.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: 'Lee' })).toMatchObject({ status: 403, body: { messageCode: 'RSVP_NOT_ALLOWED' } });
    expect((await guest.rest('GET', '/api/plus-one-allowance')).status).toBe(403);
    const nobody = new Client();
    expect((await nobody.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: 'Lee' })).status).toBe(401);
    expect((await nobody.rest('DELETE', '/api/party-guests/1')).status).toBe(401);
  });

  it('has GraphQL twins', async () => {
    const { guest } = await partyWithAllowance(1);
    expect((await guest.gql('{ plusOnesAllowed }')).data).toEqual({ plusOnesAllowed: 1 });
    const added = await guest.gql('mutation { addPlusOne(input: {firstName: "Sam", lastName: "Lee"}) { id isPlusOne firstName } }');
    expect(added.data.addPlusOne).toMatchObject({ isPlusOne: true, firstName: 'Sam' });
    const id = added.data.addPlusOne.id;
    const over = await guest.gql('mutation { addPlusOne(input: {firstName: "Kim", lastName: "Park"}) { id } }');
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageCode: 'PLUS_ONE_LIMIT' });
    const renamed = await guest.gql(`mutation { updatePlusOne(id: ${id}, input: {firstName: "Sammy", lastName: "Lee"}) { firstName } }`);
    expect(renamed.data.updatePlusOne.firstName).toBe('Sammy');
    expect((await guest.gql(`mutation { removePlusOne(id: ${id}) }`)).data).toEqual({ removePlusOne: true });
  });
});

// The deadline applies to the whole site: a server of its own.
describe('after the RSVP deadline', () => {
  const ADMIN = { lastName: 'Plusonesadmin', zipCode: '90210-0021' };
  let server: OwnServer;
  let ownAdmin: Client;
  beforeAll(async () => {
    server = await startOwnServer('plus_ones', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'plus-ones' });
    ownAdmin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  }, 120_000);
  afterAll(() => server?.stop());

  it('a plus-one can no longer be named, renamed or removed (403 RSVP_CLOSED)', async () => {
    const party = await createParty(ownAdmin, { canRsvp: true });
    await ownAdmin.rest('PATCH', `/api/admin/parties/${party.id}`, { plusOnesAllowed: 2 });
    const guest = new Client(undefined, server.baseUrl);
    await guest.login(party.lastName, party.zipCode);
    const sam = (await guest.rest('POST', '/api/party-guests', { firstName: 'Sam', lastName: 'Lee' })).body as Guest;
    expect((await ownAdmin.rest('PUT', '/api/admin/rsvp-options', { deadline: '2020-01-01' })).status).toBe(200);
    const closed = { status: 403, body: { messageCode: 'RSVP_CLOSED' } };
    expect(await guest.rest('POST', '/api/party-guests', { firstName: 'Kim', lastName: 'Park' })).toMatchObject(closed);
    expect(await guest.rest('PATCH', `/api/party-guests/${sam.id}`, { firstName: 'Samuel', lastName: 'Lee' })).toMatchObject(closed);
    expect(await guest.rest('DELETE', `/api/party-guests/${sam.id}`)).toMatchObject(closed);
    const guests = (await ownAdmin.rest('GET', `/api/admin/party-guests/${party.id}`)).body as Guest[];
    expect(guests.map((g) => g.firstName)).toEqual(['Sam']);
  });
});
