import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_PAGES } from '../auth/policy.js';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';

// Events are site-wide (the statistics, the export's columns): this file has a server of its own,
// so the other files' exports and counts are not disturbed.
const ADMIN = { lastName: 'Eventsadmin', zipCode: '90210-0021' };
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('events', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'events' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

async function group(): Promise<string> {
  const res = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('grp'), allowedPages: [...GUEST_PAGES] });
  expect(res.status).toBe(201);
  return res.body.name;
}

/** A signed-in party of `guestGroup` that may RSVP, with the guests named. */
async function family(guestGroup: string, names = ['Ana', 'Leo']) {
  const party = await createParty(admin, { canRsvp: true, guestGroup });
  const added = await admin.rest('POST', '/api/admin/party-guests', { guests: names.map((firstName) => ({ partyId: party.id, firstName, lastName: party.lastName })) });
  const guest = new Client(undefined, server.baseUrl);
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  return { party, guest, ids: (added.body as Array<{ id: number }>).map((g) => g.id) };
}

const DINNER = {
  name: 'Welcome dinner',
  nameEs: 'Cena de bienvenida',
  start: '2026-06-10T20:00',
  end: '2026-06-10T23:30',
  venue: 'Casa Bella',
  address: 'Carrer Major 1, Sitges',
  note: 'Smart casual',
  noteEs: 'Elegante informal',
};

async function event(fields: Record<string, unknown>) {
  const res = await admin.rest('POST', '/api/admin/events', fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; answerCount: number; guestGroups: string[] };
}

describe('the couple defines events', () => {
  it('creates, lists, changes and deletes an event; both languages and the invited groups are kept', async () => {
    const family = await group();
    const created = await event({ ...DINNER, name: '  Welcome dinner ', guestGroups: [family] });
    expect(created).toEqual({
      id: expect.any(Number),
      ...DINNER,
      timezone: 'Europe/Madrid',
      mapsUrl: '',
      guestGroups: [family],
      answerCount: 0,
    });
    expect((await admin.rest('GET', '/api/admin/events')).body).toContainEqual(created);

    const other = await group();
    const changed = await admin.rest('PATCH', `/api/admin/events/${created.id}`, { end: '2026-06-11T00:30', noteEs: '', guestGroups: [other, family] });
    expect(changed).toMatchObject({ status: 200, body: { name: 'Welcome dinner', start: DINNER.start, end: '2026-06-11T00:30', noteEs: '', guestGroups: [family, other].sort() } });

    const overGraphQL = await admin.gql('mutation($id: Int!) { updateEvent(id: $id, input: { venue: "Villa Sol" }) { venue guestGroups } }', { id: created.id });
    expect(overGraphQL.data.updateEvent).toEqual({ venue: 'Villa Sol', guestGroups: [family, other].sort() });

    expect(await admin.rest('DELETE', `/api/admin/events/${created.id}`)).toMatchObject({ status: 200, body: { success: true, deletedAnswers: 0 } });
    expect(await admin.rest('DELETE', `/api/admin/events/${created.id}`)).toMatchObject({ status: 404, body: { messageCode: 'EVENT_NOT_FOUND' } });
    expect(await admin.rest('PATCH', `/api/admin/events/${created.id}`, { name: 'x' })).toMatchObject({ status: 404 });
  });

  it('names the field of each bad input and writes nothing', async () => {
    const before = (await admin.rest('GET', '/api/admin/events')).body;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...DINNER, name: '  ' }, 'name', 'NAME_REQUIRED'],
      [{ ...DINNER, venue: '' }, 'venue', 'FIELD_EMPTY'],
      [{ ...DINNER, start: '2026-02-30T10:00' }, 'start', 'EVENT_TIME_INVALID'],
      [{ ...DINNER, end: 'tomorrow' }, 'end', 'EVENT_TIME_INVALID'],
      [{ ...DINNER, end: DINNER.start }, 'end', 'EVENT_ENDS_BEFORE_START'],
      [{ ...DINNER, mapsUrl: 'http://maps.example' }, 'mapsUrl', 'LINK_NOT_HTTPS'],
      [{ ...DINNER, noteEs: 'x'.repeat(501) }, 'noteEs', 'FIELD_TOO_LONG'],
      [{ ...DINNER, guestGroups: ['no-such-group'] }, 'guestGroups', 'GUEST_GROUP_NOT_FOUND'],
    ];
    for (const [body, field, messageCode] of cases) {
      expect(await admin.rest('POST', '/api/admin/events', body), field).toMatchObject({ status: 400, body: { field, messageCode } });
    }
    const saved = await event({ ...DINNER });
    expect(await admin.rest('PATCH', `/api/admin/events/${saved.id}`, { start: '2026-06-11T00:00' })).toMatchObject({
      status: 400,
      body: { field: 'end', messageCode: 'EVENT_ENDS_BEFORE_START' },
    });
    expect(await admin.rest('PATCH', `/api/admin/events/${saved.id}`, { name: 'Renamed', guestGroups: ['nope'] })).toMatchObject({ status: 400 });
    expect((await admin.rest('GET', '/api/admin/events')).body).toEqual([...before, { ...saved }].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id));
    await admin.rest('DELETE', `/api/admin/events/${saved.id}`);
  });

  it('is the couple’s alone', async () => {
    const { guest } = await family(await group());
    expect((await guest.rest('GET', '/api/admin/events')).status).toBe(403);
    expect((await guest.rest('POST', '/api/admin/events', DINNER)).status).toBe(403);
    expect((await new Client(undefined, server.baseUrl).rest('GET', '/api/events')).status).toBe(401);
  });
});

describe('guests read the events they are invited to', () => {
  it('only their group’s, by start, in their language, with a maps link and an add-to-calendar link', async () => {
    const [family, friends] = [await group(), await group()];
    const ceremony = await event({ name: 'Ceremony', nameEs: 'Ceremonia', start: '2026-06-11T17:30', end: '2026-06-11T19:00', venue: 'Sant Bartomeu', mapsUrl: 'https://maps.example/church', guestGroups: [family, friends] });
    const dinner = await event({ ...DINNER, guestGroups: [family] });
    const { guest } = await familyOf(family);
    const mine = (await guest.rest('GET', '/api/events')).body;
    expect(mine.map((e: { id: number }) => e.id)).toEqual([dinner.id, ceremony.id]);
    expect(mine[0]).toEqual({
      id: dinner.id,
      name: 'Welcome dinner',
      start: '2026-06-10T20:00',
      end: '2026-06-10T23:30',
      startsAt: '2026-06-10T20:00:00+02:00',
      endsAt: '2026-06-10T23:30:00+02:00',
      timezone: 'Europe/Madrid',
      venue: 'Casa Bella',
      address: 'Carrer Major 1, Sitges',
      mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Casa Bella, Carrer Major 1, Sitges')}`,
      note: 'Smart casual',
      calendarUrl: expect.stringContaining('dates=20260610T200000%2F20260610T233000'),
    });
    expect(mine[0].calendarUrl).toContain('ctz=Europe%2FMadrid');
    expect(mine[1]).toMatchObject({ name: 'Ceremony', mapsUrl: 'https://maps.example/church', note: null, address: '' });

    expect((await guest.rest('GET', '/api/events?language=es')).body.map((e: { name: string }) => e.name)).toEqual(['Cena de bienvenida', 'Ceremonia']);
    guest.language = 'es-ES,es;q=0.9';
    expect((await guest.rest('GET', '/api/events')).body[0]).toMatchObject({ name: 'Cena de bienvenida', note: 'Elegante informal' });
    expect((await guest.gql('{ events(language: "en") { name } }')).data.events[0].name).toBe('Welcome dinner');
    expect(await guest.rest('GET', '/api/events?language=fr')).toMatchObject({ status: 400, body: { field: 'language', messageCode: 'LANGUAGE_INVALID' } });
    expect((await guest.gql('{ events(language: "fr") { name } }')).errors?.[0].extensions).toMatchObject({ messageCode: 'LANGUAGE_INVALID' });
    // An empty Spanish text falls back to English.
    await admin.rest('PATCH', `/api/admin/events/${ceremony.id}`, { nameEs: '' });
    expect((await guest.rest('GET', '/api/events')).body[1].name).toBe('Ceremony');

    const friend = await familyOf(friends);
    expect((await friend.guest.rest('GET', '/api/events')).body.map((e: { id: number }) => e.id)).toEqual([ceremony.id]);
    const stranger = await familyOf(await group());
    expect((await stranger.guest.rest('GET', '/api/events')).body).toEqual([]);

    // The times are named in the wedding's zone as the couple saves it.
    expect((await admin.rest('PUT', '/api/admin/wedding', { timezone: 'America/New_York' })).status).toBe(200);
    expect((await guest.rest('GET', '/api/events')).body[0]).toMatchObject({ startsAt: '2026-06-10T20:00:00-04:00', timezone: 'America/New_York' });
    expect((await admin.rest('PUT', '/api/admin/wedding', { timezone: 'Europe/Madrid' })).status).toBe(200);
    expect((await guest.rest('GET', '/api/events')).body[0]).toMatchObject({ startsAt: '2026-06-10T20:00:00+02:00', timezone: 'Europe/Madrid' });
  });

  it('/wedding.ics holds one event per event the party is invited to, else the wedding day alone', async () => {
    const invited = await group();
    await event({ ...DINNER, guestGroups: [invited] });
    await event({ name: 'Brunch', start: '2026-06-12T11:00', end: '2026-06-12T13:00', venue: 'Hotel Terramar', guestGroups: [invited] });
    const { guest } = await familyOf(invited);
    guest.language = 'es';
    const ics = await (await guest.raw('GET', '/wedding.ics')).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260610T200000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260610T233000');
    expect(ics).toContain('SUMMARY:Cena de bienvenida');
    expect(ics).toContain('SUMMARY:Brunch');
    expect(ics).toContain('BEGIN:VTIMEZONE');

    const alone = await familyOf(await group());
    const wedding = await (await alone.guest.raw('GET', '/wedding.ics')).text();
    expect(wedding.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(wedding).toContain('SUMMARY:Alex & Jordan Wedding');
  });
});

async function familyOf(guestGroup: string, names?: string[]) {
  return family(guestGroup, names);
}

describe('guests answer per event', () => {
  it('answers for each coming guest, reads them back, and changes them in place', async () => {
    const g = await group();
    const dinner = await event({ ...DINNER, guestGroups: [g] });
    const brunch = await event({ name: 'Brunch', start: '2026-06-12T11:00', end: '2026-06-12T13:00', venue: 'Terramar', guestGroups: [g] });
    const { guest, ids } = await family(g);
    const sent = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: ids[0], attending: true, events: [{ eventId: brunch.id, attending: false }, { eventId: dinner.id, attending: true }] },
        { guestId: ids[1], attending: true, events: [{ eventId: dinner.id, attending: true }] },
      ],
    });
    expect(sent.status).toBe(200);
    const read = (await guest.rest('GET', '/api/guest-attendance')).body;
    expect(read).toEqual(sent.body);
    expect(read.map((a: { events: unknown }) => a.events)).toEqual([
      [{ eventId: dinner.id, attending: true }, { eventId: brunch.id, attending: false }],
      [{ eventId: dinner.id, attending: true }],
    ]);

    // Left out, a guest's event answers stay; a changed one is changed in place.
    await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [{ guestId: ids[0], attending: true, events: [{ eventId: brunch.id, attending: true }] }, { guestId: ids[1], attending: true }],
    });
    const again = (await guest.rest('GET', '/api/guest-attendance')).body;
    expect(again.map((a: { events: unknown }) => a.events)).toEqual([
      [{ eventId: dinner.id, attending: true }, { eventId: brunch.id, attending: true }],
      [{ eventId: dinner.id, attending: true }],
    ]);
    // A guest who is not coming answers no event.
    await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[1], attending: false, events: [{ eventId: brunch.id, attending: true }] }] });
    expect((await guest.rest('GET', '/api/guest-attendance')).body[1]).toMatchObject({ attending: false, events: [] });
    expect((await admin.rest('GET', '/api/admin/guest-attendance')).body.find((a: { guestId: number }) => a.guestId === ids[0]).events).toHaveLength(2);
  });

  it('refuses an event the party is not invited to, naming the field, and writes nothing of the submission', async () => {
    const [mine, theirs] = [await group(), await group()];
    const ours = await event({ ...DINNER, guestGroups: [mine] });
    const notOurs = await event({ ...DINNER, name: 'Family lunch', guestGroups: [theirs] });
    const { guest, ids } = await family(mine);
    await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: true, events: [{ eventId: ours.id, attending: true }] }] });
    const before = (await guest.rest('GET', '/api/guest-attendance')).body;
    const refused = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: ids[0], attending: false },
        { guestId: ids[1], attending: true, events: [{ eventId: ours.id, attending: true }, { eventId: notOurs.id, attending: true }] },
      ],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { messageCode: 'EVENT_NOT_INVITED', field: 'attendanceData[1].events[1].eventId', params: { eventId: notOurs.id } },
    });
    const unknown = await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: true, events: [{ eventId: 2_000_000_000, attending: true }] }] });
    expect(unknown).toMatchObject({ status: 400, body: { messageCode: 'EVENT_NOT_INVITED' } });
    const twice = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [{ guestId: ids[0], attending: true, events: [{ eventId: ours.id, attending: true }, { eventId: ours.id, attending: false }] }],
    });
    expect(twice).toMatchObject({ status: 400, body: { messageCode: 'EVENT_LISTED_TWICE', field: 'attendanceData[0].events[1].eventId' } });
    const overGraphQL = await guest.gql('mutation($d: [GuestAttendanceInput!]!) { submitGuestAttendance(attendanceData: $d) { guestId } }', {
      d: [{ guestId: ids[0], attending: true, events: [{ eventId: notOurs.id, attending: true }] }],
    });
    expect(overGraphQL.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'EVENT_NOT_INVITED', field: 'attendanceData[0].events[0].eventId' });
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual(before);
  });

  it('the couple answers for a party too, held to the same invitations', async () => {
    const g = await group();
    const dinner = await event({ ...DINNER, guestGroups: [g] });
    const other = await event({ ...DINNER, guestGroups: [] });
    const { party, guest, ids } = await family(g, ['Solo']);
    expect(await admin.rest('PATCH', `/api/admin/rsvps/${party.id}`, { attendanceData: [{ guestId: ids[0], attending: true, events: [{ eventId: other.id, attending: true }] }] })).toMatchObject({ status: 400 });
    const ok = await admin.rest('PATCH', `/api/admin/rsvps/${party.id}`, { attendanceData: [{ guestId: ids[0], attending: true, events: [{ eventId: dinner.id, attending: true }] }] });
    expect(ok.body[0].events).toEqual([{ eventId: dinner.id, attending: true }]);
    expect((await guest.rest('GET', '/api/guest-attendance')).body[0].events).toEqual([{ eventId: dinner.id, attending: true }]);
  });
});

describe('the couple sees who comes to each event', () => {
  it('statistics per event with each guest’s status, the export’s column, and a delete that takes the answers', async () => {
    const [invited, notInvited] = [await group(), await group()];
    const dinner = await event({ ...DINNER, name: uniqueLastName('Dinner'), guestGroups: [invited] });
    const coming = await family(invited, ['Yes', 'No', 'Declined', 'Silent']);
    const outsider = await family(notInvited, ['Out']);
    await coming.guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: coming.ids[0], attending: true, events: [{ eventId: dinner.id, attending: true }] },
        { guestId: coming.ids[1], attending: true, events: [{ eventId: dinner.id, attending: false }] },
        { guestId: coming.ids[2], attending: false },
      ],
    });
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body;
    const mine = stats.events.find((e: { eventId: number }) => e.eventId === dinner.id);
    expect(mine).toEqual({
      eventId: dinner.id,
      name: expect.stringMatching(/^Dinner/),
      nameEs: 'Cena de bienvenida',
      start: DINNER.start,
      invited: 4,
      attending: 1,
      notAttending: 2,
      noResponse: 1,
      guests: [
        { guestId: coming.ids[0], status: 'ATTENDING' },
        { guestId: coming.ids[1], status: 'NOT_ATTENDING' },
        { guestId: coming.ids[2], status: 'NOT_ATTENDING' },
        { guestId: coming.ids[3], status: 'NO_RSVP' },
      ],
    });
    expect(mine.guests.some((g: { guestId: number }) => g.guestId === outsider.ids[0])).toBe(false);

    const csv = parseCsv((await (await admin.raw('GET', '/api/admin/export/guests.csv')).text()).replace(/^\uFEFF/, '')) as string[][];
    const column = csv[0].indexOf(`Event: ${mine.name}`);
    expect(column).toBeGreaterThan(8);
    const cell = (lastName: string, first: string) => csv.find((r) => r[0] === lastName && r[3] === first)![column];
    expect(['Yes', 'No', 'Declined', 'Silent'].map((n) => cell(coming.party.lastName, n))).toEqual(['attending', 'not attending', 'not attending', 'no rsvp']);
    expect(cell(outsider.party.lastName, 'Out')).toBe('not invited');

    const listed = (await admin.rest('GET', '/api/admin/events')).body.find((e: { id: number }) => e.id === dinner.id);
    expect(listed.answerCount).toBe(2);
    expect(await admin.rest('DELETE', `/api/admin/events/${dinner.id}`)).toMatchObject({ status: 200, body: { deletedAnswers: 2 } });
    expect((await coming.guest.rest('GET', '/api/guest-attendance')).body[0].events).toEqual([]);
    expect((await admin.rest('GET', '/api/admin/rsvp-statistics')).body.events.some((e: { eventId: number }) => e.eventId === dinner.id)).toBe(false);
  });
});
