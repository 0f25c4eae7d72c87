import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';

// Issue 23: the dashboard's parties and guests lists, a page at a time, filtered and sorted by the server.
// Every read narrows to this file's own guest group, so tests running beside it change nothing here.

let admin: Client;
let group: string;
const names: string[] = [];
const ids: Record<string, { id: number; guests: number[] }> = {};

async function party(label: string, guests: Array<{ firstName: string; isChild?: boolean }>, canRsvp = true) {
  const lastName = uniqueLastName(label);
  const p = await createParty(admin, { lastName, guestGroup: group, canRsvp });
  const res = await admin.rest('POST', '/api/admin/party-guests', { guests: guests.map((g) => ({ partyId: p.id, lastName, ...g })) });
  expect(res.status).toBe(201);
  ids[label] = { id: p.id, guests: (res.body as Array<{ id: number }>).map((g) => g.id) };
  names.push(lastName);
  return lastName;
}

const answer = async (label: string, attendanceData: Array<{ guestId: number; attending?: boolean; mealPreference?: string }>) =>
  expect((await admin.rest('PATCH', `/api/admin/rsvps/${ids[label].id}`, { attendanceData })).status).toBe(200);

const PARTIES = `query ($filter: GuestListFilter, $sort: PartySort!, $offset: Int!, $limit: Int!) {
  partiesPage(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
    total offset limit items { id lastName } guests { id partyId firstName status mealPreference partyLastName }
  }
}`;
const GUESTS = `query ($filter: GuestListFilter, $sort: GuestSort, $offset: Int, $limit: Int, $eventId: Int) {
  guestsPage(filter: $filter, sort: $sort, offset: $offset, limit: $limit, eventId: $eventId) { total items { id firstName status partyLastName } }
}`;

let alpha: string;
let beta: string;
let gamma: string;

beforeAll(async () => {
  admin = await adminClient();
  group = uniqueLastName('pagegroup');
  expect((await admin.rest('POST', '/api/admin/guest-groups', { name: group })).status).toBe(201);
  alpha = await party('Alpha', [{ firstName: 'Ana' }, { firstName: 'Pablo', isChild: true }, { firstName: 'Leo' }]);
  beta = await party('Beta', [{ firstName: 'Eva' }, { firstName: 'Tom' }]);
  gamma = await party('Gamma', [{ firstName: 'Zoe' }], false);
  await answer('Alpha', [
    { guestId: ids.Alpha.guests[0], attending: true },
    { guestId: ids.Alpha.guests[1], attending: true },
    { guestId: ids.Alpha.guests[2], attending: false },
  ]);
  await answer('Beta', [{ guestId: ids.Beta.guests[0] }]);
  await answer('Gamma', [{ guestId: ids.Gamma.guests[0], attending: true }]);
});

const pageOf = async (variables: Record<string, unknown>) => {
  const res = await admin.gql(PARTIES, { sort: 'NAME', offset: 0, limit: 25, ...variables, filter: { guestGroup: group, ...(variables.filter as object) } });
  expect(res.errors).toBeUndefined();
  return res.data.partiesPage as { total: number; items: Array<{ id: number; lastName: string }>; guests: Array<{ partyId: number; firstName: string; status: string }> };
};

describe('partiesPage', () => {
  it('pages the parties in order, counting them all, with the guests of the page’s parties', async () => {
    const first = await pageOf({ limit: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((p) => p.lastName)).toEqual([alpha, beta]);
    expect(first.guests.map((g) => [g.firstName, g.status])).toEqual([
      ['Ana', 'ATTENDING'],
      ['Pablo', 'ATTENDING'],
      ['Leo', 'NOT_ATTENDING'],
      ['Eva', 'PENDING'],
      ['Tom', 'NO_RSVP'],
    ]);
    const second = await pageOf({ limit: 2, offset: 2 });
    expect(second.items.map((p) => p.lastName)).toEqual([gamma]);
    expect(second.total).toBe(3);
    // Past the end: no rows, still the count.
    const past = await pageOf({ offset: 10 });
    expect(past).toMatchObject({ total: 3, items: [], guests: [] });
    expect((await pageOf({ sort: 'NAME_DESC' })).items.map((p) => p.lastName)).toEqual([gamma, beta, alpha]);
    expect((await pageOf({ sort: 'GUESTS' })).items.map((p) => p.lastName)).toEqual([alpha, beta, gamma]);
    expect((await pageOf({ sort: 'NEWEST' })).items.map((p) => p.lastName)).toEqual([gamma, beta, alpha]);
  });

  it('searches party and guest names in any case, and filters by status, meal and counted', async () => {
    expect((await pageOf({ filter: { search: 'pABLo' } })).items.map((p) => p.lastName)).toEqual([alpha]);
    expect((await pageOf({ filter: { search: beta.toUpperCase() } })).items.map((p) => p.lastName)).toEqual([beta]);
    expect((await pageOf({ filter: { search: `Eva ${beta}` } })).items.map((p) => p.lastName)).toEqual([beta]);
    // A % is a character like any other, not a wildcard.
    expect((await pageOf({ filter: { search: '%' } })).total).toBe(0);
    expect((await pageOf({ filter: { rsvpStatus: ['PENDING'] } })).items.map((p) => p.lastName)).toEqual([beta]);
    expect((await pageOf({ filter: { rsvpStatus: ['ATTENDING'] } })).items.map((p) => p.lastName)).toEqual([alpha, gamma]);
    expect((await pageOf({ filter: { rsvpStatus: ['NO_RSVP', 'NOT_ATTENDING'] } })).items.map((p) => p.lastName)).toEqual([alpha, beta]);
    expect((await pageOf({ filter: { counted: true } })).items.map((p) => p.lastName)).toEqual([alpha, beta]);
    expect((await pageOf({ filter: { meal: 'Fish' } })).total).toBe(0);
  });

  it('refuses a page size or offset out of range, naming it, and answers admins only', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ filter: { search: 'x'.repeat(101) } }, 'filter.search'],
    ];
    for (const [variables, field] of cases) {
      const res = await admin.gql(PARTIES, { sort: 'NAME', offset: 0, limit: 25, ...variables });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.errors?.[0]?.extensions?.messageCode).toBeTruthy();
    }
    const guest = new Client();
    expect((await guest.gql(PARTIES, { sort: 'NAME', offset: 0, limit: 25 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('has a REST twin taking the same filters from the query string; the spec’s list is unchanged', async () => {
    const res = await admin.rest('GET', `/api/admin/parties-page?guestGroup=${group}&rsvpStatus=PENDING,NOT_ATTENDING&limit=1`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((p: { lastName: string }) => p.lastName)).toEqual([alpha]);
    expect(res.body.guests).toHaveLength(3);
    const bad = await admin.rest('GET', `/api/admin/parties-page?limit=lots`);
    expect(bad.status).toBe(400);
    expect(bad.body.field ?? bad.body.errors?.[0]?.field).toBeDefined();
    const all = await admin.rest('GET', '/api/admin/parties');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.filter((p: { guestGroup: string }) => p.guestGroup === group)).toHaveLength(3);
  });
});

describe('guestsPage', () => {
  const guestsOf = async (variables: Record<string, unknown>) => {
    const res = await admin.gql(GUESTS, { ...variables, filter: { guestGroup: group, ...(variables.filter as object) } });
    expect(res.errors).toBeUndefined();
    return res.data.guestsPage as { total: number; items: Array<{ firstName: string; status: string; partyLastName: string }> };
  };

  it('lists the guests a statistic counts, a page at a time, with their party', async () => {
    const responded = await guestsOf({ filter: { counted: true, rsvpStatus: ['ATTENDING', 'NOT_ATTENDING'] } });
    expect(responded.total).toBe(3);
    expect(responded.items.map((g) => `${g.firstName} ${g.partyLastName}`)).toEqual([`Ana ${alpha}`, `Pablo ${alpha}`, `Leo ${alpha}`]);
    const noResponse = await guestsOf({ filter: { counted: true, rsvpStatus: ['PENDING', 'NO_RSVP'] }, limit: 1, offset: 1 });
    expect(noResponse).toEqual({ total: 2, items: [{ id: ids.Beta.guests[1], firstName: 'Tom', status: 'NO_RSVP', partyLastName: beta }] });
    // Not counted: Gamma may not RSVP.
    expect((await guestsOf({ filter: { rsvpStatus: ['ATTENDING'] } })).total).toBe(3);
    expect((await guestsOf({ filter: { counted: true, rsvpStatus: ['ATTENDING'] } })).total).toBe(2);
    expect((await guestsOf({ sort: 'FIRST_NAME' })).items.map((g) => g.firstName)).toEqual(['Ana', 'Eva', 'Leo', 'Pablo', 'Tom', 'Zoe']);
  });

  it('lists an event’s guests by their answer for it', async () => {
    const created = await admin.gql(
      `mutation ($input: EventInput!) { createEvent(input: $input) { id } }`,
      { input: { name: 'Paging dinner', nameEs: 'Cena', start: '2999-06-01T19:00', end: '2999-06-01T23:00', venue: 'Hall', address: 'Main St', guestGroups: [group] } },
    );
    expect(created.errors).toBeUndefined();
    const eventId = created.data.createEvent.id as number;
    const invited = await guestsOf({ eventId });
    expect(invited.total).toBe(5);
    const declined = await guestsOf({ eventId, filter: { rsvpStatus: ['NOT_ATTENDING'] } });
    expect(declined.items.map((g) => g.firstName)).toEqual(['Leo']);
    await admin.gql('mutation ($id: Int!) { deleteEvent(id: $id) }', { id: eventId });
  });
});

describe('rsvpStatistics', () => {
  it('counts without listing the guests, and still lists them when asked', async () => {
    const res = await admin.gql('{ rsvpStatistics { totalInvited responded attending notAttending noResponse responseRate plusOnes meals { meal count } } }');
    expect(res.errors).toBeUndefined();
    const s = res.data.rsvpStatistics;
    expect(s.responded).toBe(s.attending + s.notAttending);
    expect(s.noResponse).toBe(s.totalInvited - s.responded);
    const listed = await admin.gql('{ rsvpStatistics { totalInvited guests { id status } } }');
    const mine = listed.data.rsvpStatistics.guests.filter((g: { id: number }) => [...ids.Alpha.guests, ...ids.Beta.guests, ...ids.Gamma.guests].includes(g.id));
    expect(mine.map((g: { status: string }) => g.status)).toEqual(['ATTENDING', 'ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP']);
  });
});
