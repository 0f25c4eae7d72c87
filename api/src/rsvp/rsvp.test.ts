import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

/** A signed-in party with the given guests (the first two by default: an adult and a child). */
async function familyWithGuests(
  guests = [
    { firstName: 'Ana', isChild: false },
    { firstName: 'Leo', isChild: true },
  ],
  partyFields: { canRsvp?: boolean } = {},
) {
  const party = await createParty(admin, partyFields);
  const added = await admin.rest('POST', '/api/admin/party-guests', {
    guests: guests.map((g) => ({ partyId: party.id, lastName: party.lastName, ...g })),
  });
  expect(added.status).toBe(201);
  const guest = new Client();
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  return { party, guest, guests: added.body as Array<{ id: number; firstName: string; isChild: boolean }> };
}

const adminRsvpOf = async (partyId: number) =>
  ((await admin.rest('GET', '/api/admin/rsvps')).body as Array<{ partyId: number }>).find((r) => r.partyId === partyId);

describe('a guest answers for the party', () => {
  it('reads its own guests, answers for each, and reads the answers back', async () => {
    const { party, guest, guests } = await familyWithGuests();
    const own = await guest.rest('GET', '/api/party-guests');
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      { id: guests[0].id, partyId: party.id, firstName: 'Ana', lastName: party.lastName, sortOrder: 0, isChild: false, isPlusOne: false },
      { id: guests[1].id, partyId: party.id, firstName: 'Leo', lastName: party.lastName, sortOrder: 1, isChild: true, isPlusOne: false },
    ]);
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual([]);

    const sent = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: guests[0].id, attending: true, dietaryRestrictions: '  Gluten-free ' },
        { guestId: guests[1].id, attending: false, dietaryRestrictions: 'Nut allergy' },
      ],
    });
    expect(sent.status).toBe(200);
    const answers = (await guest.rest('GET', '/api/guest-attendance')).body;
    expect(answers).toEqual([
      { id: expect.any(Number), guestId: guests[0].id, attending: true, dietaryRestrictions: 'Gluten-free', mealPreference: null, events: [], answers: [] },
      // Notes belong to guests who come.
      { id: expect.any(Number), guestId: guests[1].id, attending: false, dietaryRestrictions: null, mealPreference: null, events: [], answers: [] },
    ]);
    expect(sent.body).toEqual(answers);

    expect(await adminRsvpOf(party.id)).toMatchObject({ attending: true, guestCount: 1, dietaryRestrictions: `Ana ${party.lastName}: Gluten-free` });
  });

  it('changes its answers in place: one answer per guest, and the party RSVP follows', async () => {
    const { party, guest, guests } = await familyWithGuests();
    const answer = (attending: boolean) => ({ attendanceData: guests.map((g) => ({ guestId: g.id, attending })) });
    await guest.rest('POST', '/api/guest-attendance', answer(true));
    const first = (await guest.rest('GET', '/api/guest-attendance')).body as Array<{ id: number }>;
    expect(await adminRsvpOf(party.id)).toMatchObject({ attending: true, guestCount: 2 });

    await guest.rest('POST', '/api/guest-attendance', answer(false));
    const second = (await guest.rest('GET', '/api/guest-attendance')).body as Array<{ id: number; attending: boolean }>;
    expect(second.map((a) => a.id)).toEqual(first.map((a) => a.id));
    expect(second.map((a) => a.attending)).toEqual([false, false]);
    expect(await adminRsvpOf(party.id)).toMatchObject({ attending: false, guestCount: 0, dietaryRestrictions: null });
  });

  it("refuses another party's guest and writes nothing, not even the party's own rows", async () => {
    const mine = await familyWithGuests();
    const theirs = await familyWithGuests();
    const res = await mine.guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: mine.guests[0].id, attending: true },
        { guestId: theirs.guests[0].id, attending: false },
      ],
    });
    expect(res).toMatchObject({ status: 400, body: { messageCode: 'GUEST_NOT_IN_PARTY', field: 'attendanceData[1].guestId' } });
    const overGraphQL = await mine.guest.gql('mutation($d: [GuestAttendanceInput!]!) { submitGuestAttendance(attendanceData: $d) { guestId } }', {
      d: [
        { guestId: mine.guests[0].id, attending: true },
        { guestId: theirs.guests[0].id, attending: false },
      ],
    });
    expect(overGraphQL.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'GUEST_NOT_IN_PARTY', field: 'attendanceData[1].guestId' });
    // An id that exists nowhere gets the same answer.
    const unknown = await mine.guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: 2_000_000_000, attending: true }] });
    expect(unknown).toMatchObject({ status: 400, body: { messageCode: 'GUEST_NOT_IN_PARTY' } });
    expect((await mine.guest.rest('GET', '/api/guest-attendance')).body).toEqual([]);
    expect((await theirs.guest.rest('GET', '/api/guest-attendance')).body).toEqual([]);
    expect(await adminRsvpOf(mine.party.id)).toBeUndefined();
  });

  it('names the field of a bad answer and keeps the earlier answers whole', async () => {
    const { guest, guests } = await familyWithGuests();
    await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: guests[0].id, attending: true, dietaryRestrictions: 'Vegan' }] });
    const before = (await guest.rest('GET', '/api/guest-attendance')).body;
    const cases: Array<[unknown, number, string]> = [
      [{ attendanceData: [] }, 400, 'attendanceData'],
      [{}, 400, 'attendanceData'],
      [{ attendanceData: [{ guestId: guests[0].id, attending: false }, { guestId: guests[0].id, attending: true }] }, 400, 'attendanceData[1].guestId'],
      [{ attendanceData: [{ guestId: guests[1].id, attending: true, dietaryRestrictions: 'x'.repeat(501) }] }, 400, 'attendanceData[0].dietaryRestrictions'],
      [{ attendanceData: [{ guestId: guests[1].id, attending: 'yes' }] }, 400, 'attendanceData'],
      // No meal options are offered on the shared test server.
      [{ attendanceData: [{ guestId: guests[1].id, attending: true, mealPreference: 'Fish' }] }, 400, 'attendanceData[0].mealPreference'],
    ];
    for (const [body, status, field] of cases) {
      const res = await guest.rest('POST', '/api/guest-attendance', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.field, JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual(before);
  });

  it('records a pending answer (attending left unset)', async () => {
    const { party, guest, guests } = await familyWithGuests([{ firstName: 'Pat', isChild: false }]);
    const res = await guest.gql('mutation($d: [GuestAttendanceInput!]!) { submitGuestAttendance(attendanceData: $d) { guestId attending } }', {
      d: [{ guestId: guests[0].id }],
    });
    expect(res.data.submitGuestAttendance).toEqual([{ guestId: guests[0].id, attending: null }]);
    expect(await adminRsvpOf(party.id)).toMatchObject({ attending: false, guestCount: 0 });
  });

  it('needs canRsvp: a party without it reads and writes nothing', async () => {
    const { guest, guests } = await familyWithGuests(undefined, { canRsvp: false });
    for (const [method, path, body] of [
      ['GET', '/api/party-guests'],
      ['GET', '/api/guest-attendance'],
      ['POST', '/api/guest-attendance', { attendanceData: [{ guestId: guests[0].id, attending: true }] }],
    ] as const) {
      const res = await guest.rest(method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({ status: 403, body: { messageCode: 'RSVP_NOT_ALLOWED', message: 'You are not authorized to RSVP for this event.' } });
    }
    const gql = await guest.gql('{ partyGuests { id } }');
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageCode: 'RSVP_NOT_ALLOWED' });
    // It may still read the options: the page explains why it cannot answer.
    expect((await guest.rest('GET', '/api/rsvp-options')).status).toBe(200);
  });
});

describe('the couple manages answers', () => {
  it('changes a party\'s answers for it, and the lists follow', async () => {
    const { party, guest, guests } = await familyWithGuests();
    const res = await admin.rest('PATCH', `/api/admin/rsvps/${party.id}`, {
      attendanceData: [{ guestId: guests[1].id, attending: true, dietaryRestrictions: 'No nuts' }],
    });
    expect(res.status).toBe(200);
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual([
      expect.objectContaining({ guestId: guests[1].id, attending: true, dietaryRestrictions: 'No nuts' }),
    ]);
    const all = (await admin.rest('GET', '/api/admin/guest-attendance')).body as Array<{ guestId: number }>;
    expect(all.filter((a) => a.guestId === guests[1].id)).toHaveLength(1);
    expect(await adminRsvpOf(party.id)).toMatchObject({ attending: true, guestCount: 1 });
    // Only that party's guests.
    const other = await familyWithGuests();
    const wrong = await admin.rest('PATCH', `/api/admin/rsvps/${party.id}`, { attendanceData: [{ guestId: other.guests[0].id, attending: true }] });
    expect(wrong).toMatchObject({ status: 400, body: { messageCode: 'GUEST_NOT_IN_PARTY' } });
    expect(await admin.rest('PATCH', '/api/admin/rsvps/2000000000', { attendanceData: [{ guestId: 1, attending: true }] })).toMatchObject({ status: 404 });
  });

  it('deleting a guest removes their answer and re-sums the party', async () => {
    const { party, guest, guests } = await familyWithGuests();
    await guest.rest('POST', '/api/guest-attendance', { attendanceData: guests.map((g) => ({ guestId: g.id, attending: true })) });
    expect(await adminRsvpOf(party.id)).toMatchObject({ guestCount: 2 });
    expect(await admin.rest('DELETE', `/api/admin/party-guests/${guests[1].id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(await adminRsvpOf(party.id)).toMatchObject({ guestCount: 1 });
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toHaveLength(1);
    await admin.rest('DELETE', `/api/admin/party-guests/${guests[0].id}`);
    expect(await adminRsvpOf(party.id)).toBeUndefined();
  });

  it('statistics count guests of parties that may RSVP, each with their status', async () => {
    const answering = await familyWithGuests([
      { firstName: 'Yes', isChild: false },
      { firstName: 'No', isChild: false },
      { firstName: 'Later', isChild: true },
      { firstName: 'Silent', isChild: false },
    ]);
    await answering.guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: answering.guests[0].id, attending: true },
        { guestId: answering.guests[1].id, attending: false },
        { guestId: answering.guests[2].id },
      ],
    });
    const barred = await familyWithGuests(undefined, { canRsvp: false });
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body;
    const statusOf = (id: number) => stats.guests.find((g: { id: number }) => g.id === id)?.status;
    expect(answering.guests.map((g) => statusOf(g.id))).toEqual(['ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP']);
    expect(barred.guests.map((g) => statusOf(g.id))).toEqual([undefined, undefined]);
    const count = (s: string) => stats.guests.filter((g: { status: string }) => g.status === s).length;
    expect(stats).toMatchObject({
      totalInvited: stats.guests.length,
      attending: count('ATTENDING'),
      notAttending: count('NOT_ATTENDING'),
      responded: count('ATTENDING') + count('NOT_ATTENDING'),
      noResponse: count('PENDING') + count('NO_RSVP'),
      responseRate: Math.round(((count('ATTENDING') + count('NOT_ATTENDING')) / stats.guests.length) * 100),
    });
  });
});
