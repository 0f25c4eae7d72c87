import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';

// Questions add columns to the export and entries to the statistics of the whole site: this
// file has a server of its own, so the other files' exact expectations hold meanwhile.
const ADMIN = { lastName: 'Questionsadmin', zipCode: '90210-0021' };
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('rsvp_questions', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'questions' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

/** A guest group of its own (so its questions are asked of nobody else) with a signed-in family in it. */
async function family(names = ['Ana', 'Leo']) {
  const group = uniqueLastName('grp').toLowerCase();
  expect((await admin.rest('POST', '/api/admin/guest-groups', { name: group, allowedPages: ['home', 'rsvp'] })).status).toBe(201);
  const party = await createParty(admin, { guestGroup: group });
  const added = await admin.rest('POST', '/api/admin/party-guests', { guests: names.map((firstName) => ({ partyId: party.id, firstName, lastName: party.lastName })) });
  const guest = new Client(undefined, server.baseUrl);
  await guest.login(party.lastName, party.zipCode);
  return { group, party, guest, ids: (added.body as Array<{ id: number }>).map((g) => g.id) };
}

const ask = async (input: Record<string, unknown>) => {
  const res = await admin.rest('POST', '/api/admin/rsvp-questions', input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; guestGroups: string[]; options: string[] };
};
const submit = (guest: Client, body: Record<string, unknown>) => guest.rest('POST', '/api/guest-attendance', body);

describe('the couple’s questions', () => {
  it('are created, read, changed and deleted in both languages, admin-only', async () => {
    const { group } = await family();
    const created = await ask({ text: 'Shuttle?', textEs: '¿Autobús?', type: 'choice', options: ['Bus there', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'], required: true, guestGroups: [group] });
    expect(created).toMatchObject({ text: 'Shuttle?', textEs: '¿Autobús?', type: 'choice', options: ['Bus there', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'], required: true, perGuest: false, guestGroups: [group] });
    expect((await admin.rest('GET', '/api/admin/rsvp-questions')).body).toContainEqual(created);
    const patched = await admin.rest('PATCH', `/api/admin/rsvp-questions/${created.id}`, { textEs: '', required: false });
    expect(patched.body).toMatchObject({ textEs: '', required: false, options: ['Bus there', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'] });
    // The GraphQL twins.
    const overGraphQL = await admin.gql('mutation($id: Int!) { updateRsvpQuestion(id: $id, input: { perGuest: true }) { perGuest } }', { id: created.id });
    expect(overGraphQL.data.updateRsvpQuestion).toEqual({ perGuest: true });
    expect(await admin.rest('DELETE', `/api/admin/rsvp-questions/${created.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(await admin.rest('DELETE', `/api/admin/rsvp-questions/${created.id}`)).toMatchObject({ status: 404, body: { messageCode: 'RSVP_QUESTION_NOT_FOUND' } });
    expect(await admin.rest('PATCH', `/api/admin/rsvp-questions/${created.id}`, { text: 'x' })).toMatchObject({ status: 404 });
    const guest = (await family()).guest;
    expect((await guest.rest('GET', '/api/admin/rsvp-questions')).status).toBe(403);
    expect((await guest.rest('POST', '/api/admin/rsvp-questions', { text: 'x', type: 'text' })).status).toBe(403);
  });

  it('refuses what cannot be asked', async () => {
    const { group } = await family();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ text: ' ', type: 'text' }, 'text', 'FIELD_EMPTY'],
      [{ text: 'x'.repeat(301), type: 'text' }, 'text', 'FIELD_TOO_LONG'],
      [{ text: 'Q', type: 'rating' }, 'type', 'VALUE_NOT_ALLOWED'],
      [{ text: 'Q', type: 'choice', options: ['Only'] }, 'options', 'RSVP_OPTIONS_TOO_FEW'],
      [{ text: 'Q', type: 'choice', options: ['A', 'a'] }, 'options', 'RSVP_OPTION_TWICE'],
      [{ text: 'Q', type: 'choice', options: ['A', 'B'], optionsEs: ['A'] }, 'optionsEs', 'RSVP_OPTIONS_MISMATCH'],
      [{ text: 'Q', type: 'choice', options: Array.from({ length: 21 }, (_, i) => `O${i}`) }, 'options', 'TOO_MANY_ITEMS'],
      [{ text: 'Q', type: 'text', guestGroups: ['no-such-group'] }, 'guestGroups', 'GUEST_GROUP_NOT_FOUND'],
    ];
    for (const [body, field, messageCode] of cases) {
      expect(await admin.rest('POST', '/api/admin/rsvp-questions', { guestGroups: [group], ...body }), JSON.stringify(body)).toMatchObject({ status: 400, body: { field, messageCode } });
    }
    // A yes-no or text question keeps no options.
    expect(await ask({ text: 'Coming by car?', type: 'yesno', options: ['A', 'B'], guestGroups: [group] })).toMatchObject({ options: [] });
  });
});

describe('guests read their group’s questions', () => {
  it('only their group’s, in their language, an empty Spanish falling back to English', async () => {
    const mine = await family();
    const theirs = await family();
    const q1 = await ask({ text: 'Song request', textEs: 'Canción', type: 'text', guestGroups: [mine.group] });
    const q2 = await ask({ text: 'Shuttle?', type: 'choice', options: ['Yes', 'No'], optionsEs: ['Sí', 'No'], perGuest: true, guestGroups: [mine.group] });
    await ask({ text: 'Not yours', type: 'yesno', guestGroups: [theirs.group] });
    const en = (await mine.guest.rest('GET', '/api/rsvp-questions')).body;
    expect(en).toEqual([
      { id: q1.id, text: 'Song request', type: 'text', options: [], required: false, perGuest: false },
      { id: q2.id, text: 'Shuttle?', type: 'choice', options: ['Yes', 'No'], required: false, perGuest: true },
    ]);
    mine.guest.language = 'es';
    const es = (await mine.guest.rest('GET', '/api/rsvp-questions')).body;
    expect(es.map((q: { text: string; options: string[] }) => [q.text, q.options])).toEqual([
      ['Canción', []],
      ['Shuttle?', ['Sí', 'No']],
    ]);
    expect((await mine.guest.rest('GET', '/api/rsvp-questions?language=en')).body[0].text).toBe('Song request');
    expect((await mine.guest.gql('{ rsvpQuestions(language: "es") { text } }')).data.rsvpQuestions[0]).toEqual({ text: 'Canción' });
    expect((await theirs.guest.rest('GET', '/api/rsvp-questions')).body.map((q: { text: string }) => q.text)).toEqual(['Not yours']);
    // A party that may not RSVP reads none.
    const barred = await createParty(admin, { canRsvp: false, guestGroup: mine.group });
    const barredGuest = new Client(undefined, server.baseUrl);
    await barredGuest.login(barred.lastName, barred.zipCode);
    expect((await barredGuest.rest('GET', '/api/rsvp-questions')).status).toBe(403);
  });

  it('a question created without groups is asked of every group there is', async () => {
    const { group, guest } = await family();
    const q = await ask({ text: 'For everyone', type: 'text' });
    expect(q.guestGroups).toContain(group);
    expect((await guest.rest('GET', '/api/rsvp-questions')).body.map((x: { id: number }) => x.id)).toContain(q.id);
    await admin.rest('DELETE', `/api/admin/rsvp-questions/${q.id}`);
  });
});

describe('answers ride with the attendance', () => {
  it('are written with it, read back in the reader’s language, and a choice is kept in English', async () => {
    const { group, guest, ids } = await family();
    const song = await ask({ text: 'Song request', type: 'text', guestGroups: [group] });
    const shuttle = await ask({ text: 'Shuttle?', type: 'choice', options: ['Bus there', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'], perGuest: true, guestGroups: [group] });
    const car = await ask({ text: 'By car?', type: 'yesno', guestGroups: [group] });
    guest.language = 'es';
    const res = await submit(guest, {
      attendanceData: [
        { guestId: ids[0], attending: true },
        { guestId: ids[1], attending: false },
      ],
      answers: [
        { questionId: song.id, value: '  Vivir mi vida ' },
        { questionId: shuttle.id, guestId: ids[0], value: 'ida y vuelta' },
        // Leo is not coming: his answer goes, as a "no" drops notes and meals.
        { questionId: shuttle.id, guestId: ids[1], value: 'Ida' },
        { questionId: car.id, value: 'YES' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0].answers).toEqual([
      { questionId: song.id, guestId: null, value: 'Vivir mi vida' },
      { questionId: shuttle.id, guestId: ids[0], value: 'Ida y vuelta' },
      { questionId: car.id, guestId: null, value: 'yes' },
    ]);
    expect(res.body[1].answers).toEqual([
      { questionId: song.id, guestId: null, value: 'Vivir mi vida' },
      { questionId: car.id, guestId: null, value: 'yes' },
    ]);
    guest.language = 'en';
    const read = (await guest.rest('GET', '/api/guest-attendance')).body;
    expect(read[0].answers[1]).toEqual({ questionId: shuttle.id, guestId: ids[0], value: 'Both ways' });
    // Answers not sent stay; an empty one is removed.
    await submit(guest, { attendanceData: [{ guestId: ids[0], attending: true }], answers: [{ questionId: song.id, value: '' }] });
    expect((await guest.rest('GET', '/api/guest-attendance')).body[0].answers.map((a: { questionId: number }) => a.questionId)).toEqual([shuttle.id, car.id]);
    // Nobody coming: the party's answers go too.
    await submit(guest, { attendanceData: [{ guestId: ids[0], attending: false }] });
    expect((await guest.rest('GET', '/api/guest-attendance')).body.map((a: { answers: unknown[] }) => a.answers)).toEqual([[], []]);
  });

  it('a required question left unanswered refuses the whole submission, naming it', async () => {
    const { group, guest, ids } = await family();
    const song = await ask({ text: 'Song request', textEs: 'Petición de canción', type: 'text', required: true, guestGroups: [group] });
    const meal = await ask({ text: 'Allergies?', type: 'yesno', perGuest: true, required: true, guestGroups: [group] });
    const body = { attendanceData: [{ guestId: ids[0], attending: true }, { guestId: ids[1], attending: true }] };
    expect(await submit(guest, body)).toMatchObject({ status: 400, body: { field: 'answers', messageCode: 'RSVP_ANSWER_REQUIRED', params: { question: 'Song request', questionId: song.id } } });
    guest.language = 'es';
    expect((await submit(guest, body)).body).toMatchObject({ messageCode: 'RSVP_ANSWER_REQUIRED', params: { question: 'Petición de canción' } });
    guest.language = undefined;
    const oneGuestMissing = await submit(guest, { ...body, answers: [{ questionId: song.id, value: 'Anything' }, { questionId: meal.id, guestId: ids[0], value: 'no' }] });
    expect(oneGuestMissing).toMatchObject({ status: 400, body: { messageCode: 'RSVP_ANSWER_REQUIRED_FOR', params: { question: 'Allergies?', name: 'Leo', guestId: ids[1] } } });
    const overGraphQL = await guest.gql('mutation($d: [GuestAttendanceInput!]!) { submitGuestAttendance(attendanceData: $d) { guestId } }', { d: body.attendanceData });
    expect(overGraphQL.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'RSVP_ANSWER_REQUIRED' });
    // Nothing of the submission was written: no attendance, no answers.
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual([]);
    // Not required of a party nobody comes from, nor of guests not coming.
    expect((await submit(guest, { attendanceData: [{ guestId: ids[0], attending: false }, { guestId: ids[1] }] })).status).toBe(200);
    const ok = await submit(guest, {
      attendanceData: [{ guestId: ids[0], attending: true }, { guestId: ids[1], attending: false }],
      answers: [{ questionId: song.id, value: 'Anything' }, { questionId: meal.id, guestId: ids[0], value: 'no' }],
    });
    expect(ok.status).toBe(200);
    // The couple may record answers for a party without the required ones.
    const { party: other, ids: otherIds } = await family();
    expect((await admin.rest('PATCH', `/api/admin/rsvps/${other.id}`, { attendanceData: [{ guestId: otherIds[0], attending: true }] })).status).toBe(200);
  });

  it('refuses answers that do not fit, writing nothing', async () => {
    const { group, guest, ids } = await family();
    const other = await family();
    const song = await ask({ text: 'Song request', type: 'text', guestGroups: [group] });
    const shuttle = await ask({ text: 'Shuttle?', type: 'choice', options: ['Bus there', 'Both ways'], perGuest: true, guestGroups: [group] });
    const car = await ask({ text: 'By car?', type: 'yesno', guestGroups: [group] });
    const notOurs = await ask({ text: 'Theirs', type: 'text', guestGroups: [other.group] });
    const attendanceData = [{ guestId: ids[0], attending: true }];
    const cases: Array<[unknown[], string, string]> = [
      [[{ questionId: shuttle.id, guestId: ids[0], value: 'Taxi' }], 'answers[0].value', 'RSVP_ANSWER_INVALID'],
      [[{ questionId: car.id, value: 'maybe' }], 'answers[0].value', 'RSVP_ANSWER_INVALID'],
      [[{ questionId: song.id, value: 'x'.repeat(501) }], 'answers[0].value', 'FIELD_TOO_LONG'],
      [[{ questionId: shuttle.id, value: 'Bus there' }], 'answers[0].guestId', 'RSVP_ANSWER_NOT_ASKED'],
      [[{ questionId: song.id, guestId: ids[0], value: 'x' }], 'answers[0].guestId', 'RSVP_ANSWER_NOT_ASKED'],
      [[{ questionId: shuttle.id, guestId: other.ids[0], value: 'Bus there' }], 'answers[0].guestId', 'GUEST_NOT_IN_PARTY'],
      [[{ questionId: notOurs.id, value: 'x' }], 'answers[0].questionId', 'RSVP_QUESTION_NOT_FOUND'],
      [[{ questionId: 2_000_000_000, value: 'x' }], 'answers[0].questionId', 'RSVP_QUESTION_NOT_FOUND'],
      [[{ questionId: song.id, value: 'a' }, { questionId: song.id, value: 'b' }], 'answers[1].questionId', 'RSVP_ANSWER_TWICE'],
    ];
    for (const [answers, field, messageCode] of cases) {
      expect(await submit(guest, { attendanceData, answers }), JSON.stringify(answers).slice(0, 80)).toMatchObject({ status: 400, body: { field, messageCode } });
    }
    expect((await submit(guest, { attendanceData, answers: 'nope' })).status).toBe(400);
    expect((await guest.rest('GET', '/api/guest-attendance')).body).toEqual([]);
  });
});

describe('the couple reads the answers', () => {
  it('in the statistics (counts per option, the text answers listed) and the export (a column per question)', async () => {
    const a = await family(['Ana', 'Leo']);
    const b = await createParty(admin, { guestGroup: a.group });
    const bAdded = await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: b.id, firstName: 'Bo', lastName: b.lastName }] });
    const bGuest = new Client(undefined, server.baseUrl);
    await bGuest.login(b.lastName, b.zipCode);
    const song = await ask({ text: 'Song request stats', type: 'text', guestGroups: [a.group] });
    const shuttle = await ask({ text: 'Shuttle stats?', type: 'choice', options: ['Bus there', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'], perGuest: true, guestGroups: [a.group] });
    const car = await ask({ text: 'By car stats?', type: 'yesno', guestGroups: [a.group] });
    await submit(a.guest, {
      attendanceData: a.ids.map((guestId) => ({ guestId, attending: true })),
      answers: [
        { questionId: song.id, value: 'Bailando' },
        { questionId: shuttle.id, guestId: a.ids[0], value: 'Both ways' },
        { questionId: shuttle.id, guestId: a.ids[1], value: 'Ida' },
        { questionId: car.id, value: 'no' },
      ],
    });
    const bId = (bAdded.body as Array<{ id: number }>)[0].id;
    await submit(bGuest, { attendanceData: [{ guestId: bId, attending: true }], answers: [{ questionId: shuttle.id, guestId: bId, value: 'Both ways' }, { questionId: car.id, value: 'yes' }] });

    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body;
    const of = (id: number) => stats.questions.find((q: { questionId: number }) => q.questionId === id);
    expect(of(shuttle.id)).toMatchObject({ answered: 3, perGuest: true, options: [{ option: 'Bus there', count: 1 }, { option: 'Both ways', count: 2 }], textAnswers: [] });
    expect(of(car.id)).toMatchObject({ answered: 2, options: [{ option: 'yes', count: 1 }, { option: 'no', count: 1 }] });
    expect(of(song.id)).toMatchObject({ answered: 1, options: [], textAnswers: [{ partyId: a.party.id, guestId: null, name: a.party.lastName, value: 'Bailando' }] });

    // A reworded option keeps its answers.
    await admin.rest('PATCH', `/api/admin/rsvp-questions/${shuttle.id}`, { options: ['Bus there', 'Return trip'], optionsEs: ['Ida', 'Ida y vuelta'] });
    const reworded = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body.questions.find((q: { questionId: number }) => q.questionId === shuttle.id);
    expect(reworded.options).toEqual([{ option: 'Bus there', count: 1 }, { option: 'Return trip', count: 2 }]);

    const csv = Buffer.from(await (await admin.raw('GET', '/api/admin/export/guests.csv')).arrayBuffer()).toString('utf8');
    const [header, ...rows] = parseCsv(csv, { bom: true }) as string[][];
    const col = (text: string) => header.indexOf(text);
    expect(col('Song request stats')).toBeGreaterThan(8);
    const row = (first: string) => rows.find((r) => r[3] === first && (r[0] === a.party.lastName || r[0] === b.lastName))!;
    expect([col('Song request stats'), col('Shuttle stats?'), col('By car stats?')].map((c) => row('Leo')[c])).toEqual(['Bailando', 'Bus there', 'no']);
    expect([col('Song request stats'), col('Shuttle stats?'), col('By car stats?')].map((c) => row('Bo')[c])).toEqual(['', 'Return trip', 'yes']);

    // A deleted question takes its answers along.
    await admin.rest('DELETE', `/api/admin/rsvp-questions/${song.id}`);
    expect((await a.guest.rest('GET', '/api/guest-attendance')).body[0].answers.map((x: { questionId: number }) => x.questionId)).toEqual([shuttle.id, car.id]);
  });
});
