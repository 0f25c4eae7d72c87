import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

/** A party that has answered everything: two guests' RSVPs, a poll vote, a trivia answer and a payment. */
async function busyParty() {
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('busy'), allowedPages: ['home', 'rsvp', 'polls', 'trivia', 'registry'] });
  const created = await admin.rest('POST', '/api/admin/parties', {
    lastName: uniqueLastName('Busy'),
    zipCode: uniqueZip(),
    guestGroup: group.body.name,
    guests: [{ firstName: 'Ana' }, { firstName: 'Leo', isChild: true }],
  });
  expect(created.status).toBe(201);
  const party = created.body as { id: number; lastName: string; zipCode: string };
  const guest = new Client();
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  const guests = (await guest.rest('GET', '/api/party-guests')).body as Array<{ id: number }>;
  const rsvp = await guest.rest('POST', '/api/guest-attendance', { attendanceData: guests.map((g) => ({ guestId: g.id, attending: false })) });
  expect(rsvp.status).toBe(200);
  const poll = await admin.rest('POST', '/api/admin/polls', { question: uniqueLastName('Who dances?'), type: 'prediction', options: ['A', 'B'] });
  expect((await guest.rest('POST', `/api/polls/${poll.body.id}/responses`, { pollId: poll.body.id, userId: party.id, selectedOption: 0 })).status).toBe(201);
  const trivia = await admin.rest('POST', '/api/admin/trivia', { question: uniqueLastName('Where?'), options: ['Madrid', 'Lisbon'], correctOption: 0 });
  expect((await guest.rest('POST', `/api/trivia/${trivia.body.id}/responses`, { selectedOption: 0 })).status).toBe(201);
  const item = await admin.rest('POST', '/api/admin/registry-items', { name: uniqueLastName('Item'), price: 2500, totalQuantity: 3 });
  const paid = await guest.rest('POST', '/api/payment-confirmations/batch', {
    items: [{ registryItemId: item.body.id, quantity: 1 }],
    guestName: 'Ana Busy',
    paymentMethod: 'zelle',
  });
  expect(paid.status).toBe(201);
  return { party, guest, pollId: poll.body.id as number, triviaId: trivia.body.id as number };
}

describe('deleting a party', () => {
  it('tells what goes first, then takes its guests and answers, keeps its payments with the name, and ends its sessions', async () => {
    const { party, guest, pollId } = await busyParty();
    const expected = { partyId: party.id, lastName: party.lastName, guests: 2, rsvpAnswers: 2, pollVotes: 1, triviaAnswers: 1, paymentConfirmationsKept: 1 };
    expect(await admin.rest('GET', `/api/admin/parties/${party.id}/deletion`)).toMatchObject({ status: 200, body: expected });
    const votesBefore = (await admin.rest('GET', '/api/admin/polls')).body.find((p: { id: number }) => p.id === pollId).voteCounts;
    const paymentsOf = async () =>
      ((await admin.rest('GET', '/api/admin/payment-confirmations')).body as Array<{ guestName: string }>).filter((p) => p.guestName === 'Ana Busy').length;
    const paymentsBefore = await paymentsOf();

    const res = await admin.rest('DELETE', `/api/admin/parties/${party.id}`);
    expect(res).toMatchObject({ status: 200, body: { success: true, deleted: expected } });

    expect((await admin.rest('GET', '/api/admin/parties')).body.map((p: { id: number }) => p.id)).not.toContain(party.id);
    expect((await admin.rest('GET', '/api/admin/party-guests')).body.filter((g: { partyId: number }) => g.partyId === party.id)).toEqual([]);
    expect((await admin.rest('GET', '/api/admin/rsvps')).body.filter((r: { partyId: number }) => r.partyId === party.id)).toEqual([]);
    const votesAfter = (await admin.rest('GET', '/api/admin/polls')).body.find((p: { id: number }) => p.id === pollId).voteCounts;
    expect(votesAfter[0]).toBe(votesBefore[0] - 1);
    // The money record stays, with the name the guest gave.
    expect(await paymentsOf()).toBe(paymentsBefore);
    // Its session is over at once, and the pair signs nobody in.
    expect((await guest.rest('GET', '/api/user')).status).toBe(401);
    expect((await new Client().login(party.lastName, party.zipCode)).status).toBe(401);
    // Gone means gone: a second delete and a preview both say so.
    expect(await admin.rest('DELETE', `/api/admin/parties/${party.id}`)).toMatchObject({ status: 404, body: { messageCode: 'PARTY_NOT_FOUND' } });
    expect(await admin.rest('GET', `/api/admin/parties/${party.id}/deletion`)).toMatchObject({ status: 404, body: { messageCode: 'PARTY_NOT_FOUND' } });
  });

  it("the browser's device cookie of a deleted party vouches for nobody", async () => {
    const party = await createParty(admin);
    const home = new Client();
    expect((await home.login(party.lastName, party.zipCode)).status).toBe(200);
    expect(home.cookieHeader).toMatch(/wedding\.device=/);
    expect((await admin.rest('DELETE', `/api/admin/parties/${party.id}`)).status).toBe(200);
    // A new party with the same pair is a new household: the old cookie is no pass for it.
    const again = await createParty(admin, { lastName: party.lastName, zipCode: party.zipCode });
    expect(again.id).not.toBe(party.id);
    for (let i = 0; i < 10; i++) expect((await new Client().login(party.lastName, `0000${i}`)).status).toBe(401);
    expect((await home.login(party.lastName, party.zipCode)).status).toBe(429);
  });

  it('refuses to delete the signed-in admin’s own party (409) and keeps it', async () => {
    const me = (await admin.rest('GET', '/api/user')).body;
    const res = await admin.rest('DELETE', `/api/admin/parties/${me.id}`);
    expect(res).toMatchObject({ status: 409, body: { messageCode: 'CANNOT_DELETE_OWN_PARTY', field: 'id', message: 'You cannot delete your own party' } });
    expect((await admin.rest('GET', '/api/user')).status).toBe(200);
  });

  it('another admin may delete an admin party', async () => {
    const other = await createParty(admin, { isAdmin: true });
    expect((await admin.rest('DELETE', `/api/admin/parties/${other.id}`)).status).toBe(200);
  });

  it('is the same over GraphQL, and guests may not do it', async () => {
    const party = await createParty(admin);
    const guest = new Client();
    await guest.login(party.lastName, party.zipCode);
    const denied = await guest.gql('mutation($id: Int!) { deleteParty(id: $id) { guests } }', { id: party.id });
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await guest.rest('DELETE', `/api/admin/parties/${party.id}`)).status).toBe(403);
    const preview = await admin.gql('query($id: Int!) { partyDeletion(id: $id) { lastName guests rsvpAnswers } }', { id: party.id });
    expect(preview.data.partyDeletion).toEqual({ lastName: party.lastName, guests: 0, rsvpAnswers: 0 });
    const done = await admin.gql('mutation($id: Int!) { deleteParty(id: $id) { partyId guests } }', { id: party.id });
    expect(done.data.deleteParty).toEqual({ partyId: party.id, guests: 0 });
    expect((await admin.rest('DELETE', '/api/admin/parties/abc')).status).toBe(400);
  });
});

describe('adding a party with its guests', () => {
  it('creates the party and its guests in the order given, a blank last name being the party’s', async () => {
    const lastName = uniqueLastName('Family');
    const res = await admin.rest('POST', '/api/admin/parties', {
      lastName,
      zipCode: uniqueZip(),
      guests: [{ firstName: ' Ana ', lastName: '' }, { firstName: 'Leo', isChild: true }, { firstName: 'Mia', lastName: 'Ruiz' }],
    });
    expect(res.status).toBe(201);
    const guests = (await admin.rest('GET', `/api/admin/party-guests/${res.body.id}`)).body;
    expect(guests.map((g: Record<string, unknown>) => [g.firstName, g.lastName, g.isChild, g.sortOrder])).toEqual([
      ['Ana', lastName, false, 0],
      ['Leo', lastName, true, 1],
      ['Mia', 'Ruiz', false, 2],
    ]);
  });

  it('writes nothing when one guest is wrong, naming that guest’s field', async () => {
    const lastName = uniqueLastName('Half');
    const res = await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: uniqueZip(), guests: [{ firstName: 'Ana' }, { firstName: '  ' }] });
    expect(res).toMatchObject({ status: 400, body: { field: 'guests[1].firstName', messageCode: 'FIRST_NAME_REQUIRED' } });
    const tooMany = await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: uniqueZip(), guests: Array.from({ length: 51 }, () => ({ firstName: 'X' })) });
    expect(tooMany).toMatchObject({ status: 400, body: { field: 'guests', messageCode: 'TOO_MANY_ITEMS' } });
    expect((await admin.rest('GET', '/api/admin/parties')).body.filter((p: { lastName: string }) => p.lastName === lastName)).toEqual([]);
  });

  it('writes no guests when the party itself is refused (its pair is taken)', async () => {
    const existing = await createParty(admin);
    const before = (await admin.rest('GET', '/api/admin/party-guests')).body.length;
    const res = await admin.rest('POST', '/api/admin/parties', { lastName: existing.lastName.toUpperCase(), zipCode: existing.zipCode, guests: [{ firstName: 'Ana' }] });
    expect(res).toMatchObject({ status: 409, body: { field: 'lastName', messageCode: 'PARTY_EXISTS' } });
    const after = (await admin.rest('GET', '/api/admin/party-guests')).body as Array<{ partyId: number }>;
    expect(after.filter((g) => g.partyId === existing.id)).toEqual([]);
    expect(after.length).toBeGreaterThanOrEqual(before);
  });
});
