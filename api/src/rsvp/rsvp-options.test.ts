import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { todayIn } from './rsvp-options.service.js';

// The deadline and meal options apply to the whole site: this file has a server of its own,
// so the other tests' guests can answer meanwhile.
const ADMIN = { lastName: 'Optionsadmin', zipCode: '90210-0003' };
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('rsvp_options', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'options' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

async function family(names: string[]) {
  const party = await createParty(admin);
  const added = await admin.rest('POST', '/api/admin/party-guests', { guests: names.map((firstName) => ({ partyId: party.id, firstName, lastName: party.lastName })) });
  const guest = new Client(undefined, server.baseUrl);
  await guest.login(party.lastName, party.zipCode);
  return { party, guest, ids: (added.body as Array<{ id: number }>).map((g) => g.id) };
}

const setOptions = (input: Record<string, unknown>) => admin.rest('PUT', '/api/admin/rsvp-options', input);
const SUBMIT = 'mutation($d: [GuestAttendanceInput!]!) { submitGuestAttendance(attendanceData: $d) { guestId attending } }';

describe('meal options', () => {
  it('are kept trimmed, without blanks, and refused when repeated or too many', async () => {
    expect((await setOptions({ mealOptions: [' Meat ', 'Fish', '', 'Vegetarian'] })).body).toMatchObject({ mealOptions: ['Meat', 'Fish', 'Vegetarian'] });
    expect(await setOptions({ mealOptions: ['Fish', 'fish'] })).toMatchObject({ status: 400, body: { field: 'mealOptions', messageCode: 'MEAL_OPTION_TWICE' } });
    expect(await setOptions({ mealOptions: Array.from({ length: 13 }, (_, i) => `Meal ${i}`) })).toMatchObject({ status: 400, body: { field: 'mealOptions' } });
    expect((await admin.rest('GET', '/api/rsvp-options')).body.mealOptions).toEqual(['Meat', 'Fish', 'Vegetarian']);
  });

  it('an attending guest must choose one of them; others keep none', async () => {
    await setOptions({ mealOptions: ['Meat', 'Fish', "Kids' menu"] });
    const { party, guest, ids } = await family(['Ana', 'Leo', 'Eva']);
    const missing = await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: true }] });
    expect(missing).toMatchObject({ status: 400, body: { field: 'attendanceData[0].mealPreference', messageCode: 'MEAL_REQUIRED', params: { name: 'Ana' } } });
    const unknown = await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: true, mealPreference: 'Lobster' }] });
    expect(unknown).toMatchObject({ status: 400, body: { messageCode: 'MEAL_NOT_OFFERED' } });
    const overGraphQL = await guest.gql(SUBMIT, { d: [{ guestId: ids[0], attending: true }] });
    expect(overGraphQL.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'MEAL_REQUIRED', field: 'attendanceData[0].mealPreference' });
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual([]);

    const ok = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: ids[0], attending: true, mealPreference: 'fish' },
        { guestId: ids[1], attending: true, mealPreference: "Kids' menu" },
        { guestId: ids[2], attending: false, mealPreference: 'Meat' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.map((a: { mealPreference: string | null }) => a.mealPreference)).toEqual(['Fish', "Kids' menu", null]);
    // The caterer's export carries each guest's meal beside the answer.
    const csv = Buffer.from(await (await admin.raw('GET', '/api/admin/export/guests.csv')).arrayBuffer()).toString('utf8');
    const mine = (parseCsv(csv, { bom: true }) as string[][]).filter((row) => row[0] === party.lastName);
    expect(mine.map((row) => row.slice(3, 9))).toEqual([
      ['Ana', party.lastName, 'no', 'attending', 'Fish', ''],
      ['Leo', party.lastName, 'no', 'attending', "Kids' menu", ''],
      ['Eva', party.lastName, 'no', 'not attending', '', ''],
    ]);
  });
});

describe('the RSVP deadline', () => {
  it('is a calendar day, and an empty one removes it', async () => {
    expect(await setOptions({ deadline: '2026-02-30' })).toMatchObject({ status: 400, body: { field: 'deadline' } });
    expect((await setOptions({ deadline: '2999-12-31' })).body).toMatchObject({ deadline: '2999-12-31', open: true });
    expect((await setOptions({ deadline: '' })).body).toMatchObject({ deadline: null, open: true });
  });

  it('is open through its last day where the wedding is, then closes to guests but not to the couple', async () => {
    await setOptions({ mealOptions: [] });
    const { party, guest, ids } = await family(['Kim']);
    expect((await setOptions({ deadline: todayIn('Europe/Madrid') })).body).toMatchObject({ open: true });
    expect((await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: true }] })).status).toBe(200);

    expect((await setOptions({ deadline: '2020-01-01' })).body).toMatchObject({ deadline: '2020-01-01', open: false });
    expect((await guest.rest('GET', '/api/rsvp-options')).body).toEqual({ deadline: '2020-01-01', open: false, mealOptions: [] });
    const late = await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: false }] });
    expect(late).toMatchObject({ status: 403, body: { messageCode: 'RSVP_CLOSED', params: { date: '2020-01-01' } } });
    const lateOverGraphQL = await guest.gql(SUBMIT, { d: [{ guestId: ids[0], attending: false }] });
    expect(lateOverGraphQL.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageCode: 'RSVP_CLOSED' });
    expect((await guest.rest('GET', '/api/guest-attendance')).body[0].attending).toBe(true);

    const byCouple = await admin.rest('PATCH', `/api/admin/rsvps/${party.id}`, { attendanceData: [{ guestId: ids[0], attending: false }] });
    expect(byCouple.status).toBe(200);
    expect((await guest.rest('GET', '/api/guest-attendance')).body[0].attending).toBe(false);
    await setOptions({ deadline: null });
  });
});

describe('statistics on a known guest list', () => {
  it('count every guest of parties that may RSVP, with the meals of those coming', async () => {
    await setOptions({ mealOptions: ['Meat', 'Fish'], deadline: null });
    const before = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body;
    const a = await family(['A1', 'A2', 'A3']);
    await a.guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: a.ids[0], attending: true, mealPreference: 'Meat' },
        { guestId: a.ids[1], attending: false },
        { guestId: a.ids[2] },
      ],
    });
    await family(['B1']);
    const barred = await createParty(admin, { canRsvp: false });
    await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: barred.id, firstName: 'C1', lastName: 'X' }] });
    const after = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body;
    expect({
      totalInvited: after.totalInvited - before.totalInvited,
      responded: after.responded - before.responded,
      attending: after.attending - before.attending,
      notAttending: after.notAttending - before.notAttending,
      noResponse: after.noResponse - before.noResponse,
    }).toEqual({ totalInvited: 4, responded: 2, attending: 1, notAttending: 1, noResponse: 2 });
    const meat = (s: { meals: Array<{ meal: string | null; count: number }> }) => s.meals.find((m) => m.meal === 'Meat')?.count ?? 0;
    expect(meat(after) - meat(before)).toBe(1);
    expect(after.meals.map((m: { meal: string | null }) => m.meal)).toEqual(['Meat', 'Fish', null]);
    expect(after.responseRate).toBe(Math.round((after.responded / after.totalInvited) * 100));
  });
});

describe('meal options in English and Spanish (issue 20 §4)', () => {
  it('guests read the meals in their language, an untranslated one in English; admins read both', async () => {
    const saved = await setOptions({ mealOptions: ['Chicken', 'Fish', 'Vegetarian'], mealOptionsEs: ['Pollo', ' Pescado ', ''] });
    expect(saved).toMatchObject({ status: 200, body: { mealOptions: ['Chicken', 'Fish', 'Vegetarian'], mealOptionsEs: ['Pollo', 'Pescado', ''] } });
    expect((await admin.rest('GET', '/api/admin/rsvp-options')).body).toMatchObject({ mealOptions: ['Chicken', 'Fish', 'Vegetarian'], mealOptionsEs: ['Pollo', 'Pescado', ''] });
    const { guest } = await family(['Ana']);
    // The guest read keeps the spec's shape: no Spanish list beside it.
    expect(Object.keys((await guest.rest('GET', '/api/rsvp-options')).body).sort()).toEqual(['deadline', 'mealOptions', 'open']);
    expect((await guest.rest('GET', '/api/rsvp-options')).body.mealOptions).toEqual(['Chicken', 'Fish', 'Vegetarian']);
    expect((await guest.rest('GET', '/api/rsvp-options?language=es')).body.mealOptions).toEqual(['Pollo', 'Pescado', 'Vegetarian']);
    guest.language = 'es-ES,es;q=0.9';
    expect((await guest.rest('GET', '/api/rsvp-options')).body.mealOptions).toEqual(['Pollo', 'Pescado', 'Vegetarian']);
    expect((await guest.gql('{ rsvpOptions { mealOptions } }')).data.rsvpOptions.mealOptions).toEqual(['Pollo', 'Pescado', 'Vegetarian']);
    expect((await guest.rest('GET', '/api/rsvp-options?language=en')).body.mealOptions).toEqual(['Chicken', 'Fish', 'Vegetarian']);
  });

  it('"Pollo" chosen in Spanish is the same meal as "Chicken": stored in English, read back in the reader’s language', async () => {
    await setOptions({ mealOptions: ['Chicken', 'Fish'], mealOptionsEs: ['Pollo', 'Pescado'] });
    const { party, guest, ids } = await family(['Ana', 'Leo']);
    guest.language = 'es';
    const sent = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: ids[0], attending: true, mealPreference: 'pollo' },
        { guestId: ids[1], attending: true, mealPreference: 'Fish' },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.map((a: { mealPreference: string }) => a.mealPreference)).toEqual(['Pollo', 'Pescado']);
    expect((await guest.rest('GET', '/api/guest-attendance')).body.map((a: { mealPreference: string }) => a.mealPreference)).toEqual(['Pollo', 'Pescado']);
    guest.language = 'en';
    expect((await guest.rest('GET', '/api/guest-attendance')).body.map((a: { mealPreference: string }) => a.mealPreference)).toEqual(['Chicken', 'Fish']);
    // The couple and the caterer see one meal, whatever language it was chosen in.
    const all = (await admin.rest('GET', '/api/admin/guest-attendance')).body as Array<{ guestId: number; mealPreference: string }>;
    expect(all.filter((a) => ids.includes(a.guestId)).map((a) => a.mealPreference)).toEqual(['Chicken', 'Fish']);
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body;
    expect(stats.meals.find((m: { meal: string }) => m.meal === 'Chicken').count).toBeGreaterThanOrEqual(1);
    expect(party.id).toBeGreaterThan(0);
  });

  it('an answer stored before the Spanish existed stays valid, and a renamed Spanish follows it', async () => {
    await setOptions({ mealOptions: ['Meat', 'Fish'], mealOptionsEs: null });
    const { guest, ids } = await family(['Ana']);
    await guest.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ids[0], attending: true, mealPreference: 'Meat' }] });
    await setOptions({ mealOptionsEs: ['Carne', 'Pescado'] });
    guest.language = 'es';
    expect((await guest.rest('GET', '/api/guest-attendance')).body[0].mealPreference).toBe('Carne');
    await setOptions({ mealOptionsEs: ['Ternera', 'Pescado'] });
    expect((await guest.rest('GET', '/api/guest-attendance')).body[0].mealPreference).toBe('Ternera');
  });

  it('English given alone keeps the Spanish of the options it keeps', async () => {
    await setOptions({ mealOptions: ['Meat', 'Fish'], mealOptionsEs: ['Carne', 'Pescado'] });
    const res = await setOptions({ mealOptions: ['Fish', 'Pasta', 'Meat'] });
    expect(res.body).toMatchObject({ mealOptions: ['Fish', 'Pasta', 'Meat'], mealOptionsEs: ['Pescado', '', 'Carne'] });
  });

  it('refuses a Spanish list of another length, a Spanish name twice or clashing with another meal, one too long, or one without English; writes nothing', async () => {
    await setOptions({ mealOptions: ['Meat', 'Fish'], mealOptionsEs: ['Carne', 'Pescado'] });
    const refused = async (input: Record<string, unknown>, body: Record<string, unknown>) => expect(await setOptions(input)).toMatchObject({ status: 400, body });
    await refused({ mealOptionsEs: ['Carne'] }, { field: 'mealOptionsEs', messageCode: 'MEAL_OPTIONS_ES_LENGTH', params: { count: 2 } });
    await refused({ mealOptions: ['Meat', 'Fish', 'Pasta'], mealOptionsEs: ['Carne', 'Pescado'] }, { field: 'mealOptionsEs', messageCode: 'MEAL_OPTIONS_ES_LENGTH' });
    await refused({ mealOptionsEs: ['Pescado', 'pescado'] }, { field: 'mealOptionsEs', messageCode: 'MEAL_OPTION_TWICE' });
    await refused({ mealOptionsEs: ['Fish', 'Pescado'] }, { field: 'mealOptionsEs', messageCode: 'MEAL_OPTION_TWICE' });
    await refused({ mealOptionsEs: ['', 'Meat'] }, { field: 'mealOptionsEs', messageCode: 'MEAL_OPTION_TWICE' });
    await refused({ mealOptionsEs: ['x'.repeat(61), ''] }, { field: 'mealOptionsEs', messageCode: 'FIELD_TOO_LONG', params: { max: 60 } });
    await refused({ mealOptions: ['Meat', ' '], mealOptionsEs: ['Carne', 'Pescado'] }, { field: 'mealOptionsEs', messageCode: 'MEAL_OPTION_ES_WITHOUT_EN' });
    expect((await admin.rest('GET', '/api/admin/rsvp-options')).body).toMatchObject({ mealOptions: ['Meat', 'Fish'], mealOptionsEs: ['Carne', 'Pescado'] });
    // Blank English rows with blank Spanish are dropped in pairs, as before.
    expect((await setOptions({ mealOptions: ['Meat', '', 'Fish'], mealOptionsEs: ['Carne', '', ''] })).body).toMatchObject({ mealOptions: ['Meat', 'Fish'], mealOptionsEs: ['Carne', ''] });
  });
});
