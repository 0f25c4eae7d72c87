import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';

// Issue 20 §4: a poll's question and options in English and Spanish; guests read their language,
// and a vote is the option's index, so a Spanish and an English voter count together.

let admin: Client;
let group: string;

interface Poll {
  id: number;
  question: string;
  options: string[];
  questionEs: string | null;
  optionsEs: string[] | null;
  voteCounts: number[];
  myVote: number | null;
}

async function guest(language?: string): Promise<Client> {
  const party = await createParty(admin, { guestGroup: group });
  const client = new Client();
  client.language = language;
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return client;
}

async function newPoll(fields: Record<string, unknown> = {}): Promise<Poll> {
  const res = await admin.rest('POST', '/api/admin/polls', {
    question: uniqueLastName('Which dessert?'),
    questionEs: '¿Qué postre?',
    type: 'preference',
    options: ['Churros', 'Cake', 'Ice cream'],
    optionsEs: ['Churros con chocolate', 'Tarta', 'Helado'],
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Poll;
}

const pollOf = async (client: Client, id: number, query = '') => ((await client.rest('GET', `/api/polls${query}`)).body as Poll[]).find((p) => p.id === id)!;

beforeAll(async () => {
  admin = await adminClient();
  const res = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('polls-es'), allowedPages: ['home', 'polls'] });
  expect(res.status).toBe(201);
  group = res.body.name;
});

describe('polls in two languages', () => {
  it('admin reads return both languages; guests read theirs (Accept-Language, ?language=, the language argument)', async () => {
    const poll = await newPoll();
    expect(poll).toMatchObject({ questionEs: '¿Qué postre?', optionsEs: ['Churros con chocolate', 'Tarta', 'Helado'] });
    const listed = ((await admin.rest('GET', '/api/admin/polls')).body as Poll[]).find((p) => p.id === poll.id);
    expect(listed).toMatchObject({ question: poll.question, questionEs: '¿Qué postre?', options: ['Churros', 'Cake', 'Ice cream'], optionsEs: ['Churros con chocolate', 'Tarta', 'Helado'] });

    const spanish = await guest('es-ES,es;q=0.9,en;q=0.5');
    expect(await pollOf(spanish, poll.id)).toMatchObject({ question: '¿Qué postre?', options: ['Churros con chocolate', 'Tarta', 'Helado'], questionEs: null, optionsEs: null });
    const english = await guest('en-GB');
    expect(await pollOf(english, poll.id)).toMatchObject({ question: poll.question, options: ['Churros', 'Cake', 'Ice cream'] });
    expect(await pollOf(english, poll.id, '?language=es')).toMatchObject({ question: '¿Qué postre?' });

    const gql = await spanish.gql<{ polls: Poll[] }>('query($l: String) { polls(language: $l) { id question options } }', { l: 'en' });
    expect(gql.data!.polls.find((p) => p.id === poll.id)).toMatchObject({ question: poll.question, options: ['Churros', 'Cake', 'Ice cream'] });
    const bad = await spanish.gql('query { polls(language: "fr") { id } }');
    expect(bad.errors?.[0].extensions).toMatchObject({ messageCode: 'LANGUAGE_INVALID' });
  });

  it('an empty Spanish question or option shows the English one', async () => {
    const poll = await newPoll({ questionEs: '  ', optionsEs: ['Churros con chocolate', '', 'Helado'] });
    const noSpanish = await newPoll({ questionEs: null, optionsEs: null });
    expect(noSpanish).toMatchObject({ questionEs: '', optionsEs: [] });
    const spanish = await guest('es');
    expect(await pollOf(spanish, poll.id)).toMatchObject({ question: poll.question, options: ['Churros con chocolate', 'Cake', 'Helado'] });
    expect(await pollOf(spanish, noSpanish.id)).toMatchObject({ question: noSpanish.question, options: ['Churros', 'Cake', 'Ice cream'] });
  });

  it('a Spanish and an English voter choosing the same option count together', async () => {
    const poll = await newPoll();
    const spanish = await guest('es');
    const english = await guest('en');
    // "Tarta" and "Cake" are one option: index 1.
    expect((await spanish.rest('POST', `/api/polls/${poll.id}/responses`, { selectedOption: 1 })).status).toBe(201);
    expect((await english.rest('POST', `/api/polls/${poll.id}/responses`, { selectedOption: 1 })).status).toBe(201);
    expect(await pollOf(spanish, poll.id)).toMatchObject({ options: ['Churros con chocolate', 'Tarta', 'Helado'], voteCounts: [0, 2, 0], myVote: 1 });
    expect(await pollOf(english, poll.id)).toMatchObject({ options: ['Churros', 'Cake', 'Ice cream'], voteCounts: [0, 2, 0], myVote: 1 });
    // Rewording the Spanish later moves no vote.
    const reworded = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { optionsEs: ['Churros', 'Pastel', 'Helado'] });
    expect(reworded.status, JSON.stringify(reworded.body)).toBe(200);
    expect(await pollOf(spanish, poll.id)).toMatchObject({ options: ['Churros', 'Pastel', 'Helado'], voteCounts: [0, 2, 0], myVote: 1 });
  });

  it('refuses Spanish options that do not pair up with the options, naming optionsEs, and changes nothing', async () => {
    const poll = await newPoll();
    for (const [body, code] of [
      [{ optionsEs: ['Uno', 'Dos'] }, 'SPANISH_COUNT_MISMATCH'],
      [{ options: ['A', 'B'], optionsEs: ['Uno', 'Dos', 'Tres'] }, 'SPANISH_COUNT_MISMATCH'],
      [{ optionsEs: ['Uno', 'uno ', 'Tres'] }, 'POLL_OPTION_TWICE'],
      [{ optionsEs: ['Uno', 'x'.repeat(201), 'Tres'] }, 'FIELD_TOO_LONG'],
      [{ questionEs: 'x'.repeat(501) }, 'FIELD_TOO_LONG'],
    ] as const) {
      const res = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ field: Object.keys(body).includes('questionEs') ? 'questionEs' : 'optionsEs', messageCode: code });
    }
    const created = await admin.rest('POST', '/api/admin/polls', { question: 'Q', type: 'prediction', options: ['A', 'B'], optionsEs: ['Uno'] });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ field: 'optionsEs', messageCode: 'SPANISH_COUNT_MISMATCH', params: { field: 'optionsEs', count: 2 } });
    const after = ((await admin.rest('GET', '/api/admin/polls')).body as Poll[]).find((p) => p.id === poll.id);
    expect(after).toMatchObject({ options: ['Churros', 'Cake', 'Ice cream'], optionsEs: ['Churros con chocolate', 'Tarta', 'Helado'] });
  });

  it('options added in English alone get blank Spanish places; fewer options need their Spanish again', async () => {
    const poll = await newPoll();
    const grown = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { options: ['Churros', 'Cake', 'Ice cream', 'Fruit'] });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    expect(grown.body).toMatchObject({ optionsEs: ['Churros con chocolate', 'Tarta', 'Helado', ''] });
    expect(await pollOf(await guest('es'), poll.id)).toMatchObject({ options: ['Churros con chocolate', 'Tarta', 'Helado', 'Fruit'] });
    const shrunk = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { options: ['Churros', 'Cake'] });
    expect(shrunk.status).toBe(400);
    expect(shrunk.body).toMatchObject({ field: 'optionsEs', messageCode: 'SPANISH_COUNT_MISMATCH' });
    const both = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { options: ['Churros', 'Cake'], optionsEs: ['Churros', 'Tarta'] });
    expect(both.status).toBe(200);
  });
});
