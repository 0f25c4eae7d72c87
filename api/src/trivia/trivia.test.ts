import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { siteDatabaseUrl } from '../../../tests/support/site.js';

let admin: Client;
let triviaGroup: string;

interface Question {
  id: number;
  question: string;
  options: string[];
  questionType: string;
  embeds: string[];
  active: boolean;
  answerCounts: number[];
  myAnswer: number | null;
  correctOption: number | null;
  correctMessage: string | null;
  incorrectMessage: string | null;
}
interface Row {
  userId: number;
  lastName: string;
  correctAnswers: number;
  totalAnswers: number;
  percentage: number;
}

async function signedIn(groupName: string): Promise<Client & { partyId: number; lastName: string }> {
  const party = await createParty(admin, { guestGroup: groupName });
  const client = new Client();
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return Object.assign(client, { partyId: party.id as number, lastName: party.lastName });
}
/** A party whose group opens the trivia page, signed in. */
const triviaGuest = () => signedIn(triviaGroup);

async function newQuestion(fields: Record<string, unknown> = {}): Promise<Question> {
  const res = await admin.rest('POST', '/api/admin/trivia', { question: uniqueLastName('Where did they meet?'), options: ['Madrid', 'Lisbon', 'Paris'], correctOption: 1, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Question;
}
const answer = (client: Client, id: number, selectedOption: unknown) => client.rest('POST', `/api/trivia/${id}/responses`, { selectedOption });
const listOf = async (client: Client) => (await client.rest('GET', '/api/trivia')).body as Question[];
const boardOf = async (client: Client) => (await client.rest('GET', '/api/trivia/leaderboard')).body as Row[];

const SPOTIFY = 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC';

beforeAll(async () => {
  admin = await adminClient();
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('trivia'), allowedPages: ['home', 'trivia'] });
  expect(group.status).toBe(201);
  triviaGroup = group.body.name;
});

describe('trivia for guests', () => {
  it('lists active questions only; the key and messages stay hidden until the party answers', async () => {
    const shown = await newQuestion({ correctMessage: 'Yes, Lisbon!', incorrectMessage: '' });
    const hidden = await newQuestion({ active: false });
    const guest = await triviaGuest();
    const before = (await listOf(guest)).find((q) => q.id === shown.id)!;
    expect(before).toMatchObject({ options: ['Madrid', 'Lisbon', 'Paris'], answerCounts: [], myAnswer: null, correctOption: null, correctMessage: null, incorrectMessage: null });
    expect((await listOf(guest)).some((q) => q.id === hidden.id)).toBe(false);
    // Nothing in the raw answer (REST or GraphQL) carries the key or the messages.
    const raw = await (await guest.raw('GET', '/api/trivia')).text();
    expect(raw).not.toContain('Yes, Lisbon!');
    const gql = await guest.gql('{ triviaQuestions { id correctOption correctMessage incorrectMessage } }');
    expect(gql.data.triviaQuestions.find((q: Question) => q.id === shown.id)).toEqual({ id: shown.id, correctOption: null, correctMessage: null, incorrectMessage: null });

    const res = await answer(guest, shown.id, 1);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ questionId: shown.id, partyId: guest.partyId, selectedOption: 1, correct: true, correctOption: 1, message: 'Yes, Lisbon!' });
    const after = (await listOf(guest)).find((q) => q.id === shown.id)!;
    expect(after).toMatchObject({ answerCounts: [0, 1, 0], myAnswer: 1, correctOption: 1, correctMessage: 'Yes, Lisbon!', incorrectMessage: 'So close! Try again next time.' });
    // Another party still does not see it, nor how the answers fall.
    expect((await listOf(await triviaGuest())).find((q) => q.id === shown.id)).toMatchObject({ answerCounts: [], correctOption: null });
  });

  it('a wrong answer says so with the incorrect message (the spec default when none was given)', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    const res = await answer(guest, question.id, 2);
    expect(res.body).toMatchObject({ correct: false, correctOption: 1, message: 'So close! Try again next time.' });
    expect(question).toMatchObject({ correctMessage: 'Correct! Great job!', incorrectMessage: 'So close! Try again next time.', questionType: 'standard', embeds: [] });
  });

  it('the GraphQL twin answers the same way', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    const res = await guest.gql('mutation($id: Int!) { answerTrivia(questionId: $id, input: { selectedOption: 1 }) { correct message partyId } }', { id: question.id });
    expect(res.data.answerTrivia).toEqual({ correct: true, message: 'Correct! Great job!', partyId: guest.partyId });
    const again = await guest.gql('mutation($id: Int!) { answerTrivia(questionId: $id, input: { selectedOption: 0 }) { correct } }', { id: question.id });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageCode: 'TRIVIA_ALREADY_ANSWERED' });
  });

  it('before a party answers, nothing tells it what other parties chose (REST, GraphQL, counts); after, everything does', async () => {
    const question = await newQuestion();
    const [early, late] = [await triviaGuest(), await triviaGuest()];
    expect((await answer(early, question.id, 1)).status).toBe(201);
    // One question, one answer, and a leaderboard saying that party got one right: per-option
    // counts or the early party's choice would give the key away.
    expect((await boardOf(late)).find((r) => r.userId === early.partyId)).toMatchObject({ correctAnswers: 1, totalAnswers: 1 });
    const rest = await late.rest('GET', `/api/trivia/${question.id}/responses`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([]);
    const gql = await late.gql('query($id: Int!) { triviaResponses(questionId: $id) { partyId selectedOption } }', { id: question.id });
    expect(gql.data.triviaResponses).toEqual([]);
    const seen = (await listOf(late)).find((q) => q.id === question.id)!;
    expect(seen).toMatchObject({ myAnswer: null, correctOption: null, answerCounts: [] });
    const gqlList = await late.gql('{ triviaQuestions { id answerCounts } }');
    expect(gqlList.data.triviaQuestions.find((q: Question) => q.id === question.id)).toEqual({ id: question.id, answerCounts: [] });

    expect((await answer(late, question.id, 2)).status).toBe(201);
    const after = (await late.rest('GET', `/api/trivia/${question.id}/responses`)).body;
    expect(after).toEqual([
      expect.objectContaining({ partyId: early.partyId, selectedOption: 1 }),
      expect.objectContaining({ partyId: late.partyId, selectedOption: 2 }),
    ]);
    expect((await listOf(late)).find((q) => q.id === question.id)).toMatchObject({ answerCounts: [0, 1, 1], correctOption: 1 });
    // The couple sees every choice and count without answering.
    expect((await admin.rest('GET', `/api/trivia/${question.id}/responses`)).body).toHaveLength(2);
    const adminGql = await admin.gql('query($id: Int!) { triviaResponses(questionId: $id) { selectedOption } }', { id: question.id });
    expect(adminGql.data.triviaResponses).toEqual([{ selectedOption: 1 }, { selectedOption: 2 }]);
    expect(((await admin.rest('GET', '/api/admin/trivia')).body as Question[]).find((q) => q.id === question.id)).toMatchObject({ answerCounts: [0, 1, 1] });
  });

  it('responses list partyId and selectedOption; inactive or unknown questions are not found', async () => {
    const question = await newQuestion();
    const hidden = await newQuestion({ active: false });
    const guest = await triviaGuest();
    await answer(guest, question.id, 0);
    const list = (await guest.rest('GET', `/api/trivia/${question.id}/responses`)).body;
    expect(list).toEqual([expect.objectContaining({ partyId: guest.partyId, selectedOption: 0 })]);
    for (const res of [await guest.rest('GET', `/api/trivia/${hidden.id}/responses`), await answer(guest, hidden.id, 0), await answer(guest, 999_999, 0)]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ messageCode: 'TRIVIA_QUESTION_NOT_FOUND' });
    }
  });

  it('selectedOption must be an option of that question', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    for (const bad of [-1, 3, 1.5, 'one']) {
      const res = await answer(guest, question.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body).toMatchObject({ field: 'selectedOption' });
    }
    expect((await guest.rest('POST', `/api/trivia/${question.id}/responses`, {})).status).toBe(400);
    expect((await answer(guest, question.id, 2)).status).toBe(201);
  });

  it('a second answer is refused with 409 and the first stands', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    expect((await answer(guest, question.id, 0)).status).toBe(201);
    const again = await answer(guest, question.id, 1);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'TRIVIA_ALREADY_ANSWERED', message: 'You have already answered this question' });
    expect((await listOf(guest)).find((q) => q.id === question.id)).toMatchObject({ myAnswer: 0, answerCounts: [1, 0, 0] });
  });

  it('20 concurrent answers by one party: one recorded, the rest 409', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(guest, question.id, i % 3)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = (await guest.rest('GET', `/api/trivia/${question.id}/responses`)).body;
    expect(stored).toHaveLength(1);
    expect(stored[0].selectedOption).toBe(answers.find((a) => a.status === 201)!.body.selectedOption);
  }, 30_000);

  it('the leaderboard counts right answers and ranks by correct, then percentage, then who got there first', async () => {
    const [q1, q2, q3] = [await newQuestion(), await newQuestion(), await newQuestion()];
    const first = await triviaGuest(); // 2 of 2
    const third = await triviaGuest(); // 2 of 3: 67%
    const second = await triviaGuest(); // 2 of 2, reached after `first`
    const fourth = await triviaGuest(); // 1 of 1
    const last = await triviaGuest(); // 0 of 1
    await answer(first, q1.id, 1);
    await answer(first, q2.id, 1);
    await answer(third, q1.id, 1);
    await answer(third, q2.id, 0);
    await answer(third, q3.id, 1);
    await answer(second, q1.id, 1);
    await answer(second, q2.id, 1);
    await answer(fourth, q3.id, 1);
    await answer(last, q3.id, 2);
    const ours = [first, second, third, fourth, last].map((g) => g.partyId);
    const board = (await boardOf(first)).filter((r) => ours.includes(r.userId));
    expect(board).toEqual([
      { userId: first.partyId, lastName: first.lastName, correctAnswers: 2, totalAnswers: 2, percentage: 100 },
      { userId: second.partyId, lastName: second.lastName, correctAnswers: 2, totalAnswers: 2, percentage: 100 },
      { userId: third.partyId, lastName: third.lastName, correctAnswers: 2, totalAnswers: 3, percentage: 67 },
      { userId: fourth.partyId, lastName: fourth.lastName, correctAnswers: 1, totalAnswers: 1, percentage: 100 },
      { userId: last.partyId, lastName: last.lastName, correctAnswers: 0, totalAnswers: 1, percentage: 0 },
    ]);
    // The couple fixes the key of q3: the leaderboard follows.
    expect((await admin.rest('PATCH', `/api/admin/trivia/${q3.id}`, { correctOption: 2 })).status).toBe(200);
    const fixed = (await boardOf(first)).find((r) => r.userId === last.partyId);
    expect(fixed).toMatchObject({ correctAnswers: 1, percentage: 100 });
  });

  it('needs sign-in and a group that opens the trivia page', async () => {
    const question = await newQuestion();
    const anonymous = new Client();
    for (const path of ['/api/trivia', '/api/trivia/leaderboard', `/api/trivia/${question.id}/responses`]) expect((await anonymous.rest('GET', path)).status).toBe(401);
    expect((await answer(anonymous, question.id, 0)).status).toBe(401);
    const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('notrivia'), allowedPages: ['home', 'polls'] });
    const outsider = await signedIn(group.body.name);
    for (const res of [
      await outsider.rest('GET', '/api/trivia'),
      await outsider.rest('GET', '/api/trivia/leaderboard'),
      await outsider.rest('GET', `/api/trivia/${question.id}/responses`),
      await answer(outsider, question.id, 0),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ messageCode: 'PAGE_FORBIDDEN' });
    }
    expect((await admin.rest('GET', `/api/trivia/${question.id}/responses`)).body).toEqual([]);
  });
});

describe('trivia admin', () => {
  it('checks the form: question, options, correctOption, type, messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ question: '  ' }, 'question', 'FIELD_EMPTY'],
      [{ question: 'x'.repeat(501) }, 'question', 'FIELD_TOO_LONG'],
      [{ options: [] }, 'options', 'FIELD_EMPTY'],
      [{ options: ['A', ' '] }, 'options', 'FIELD_EMPTY'],
      [{ options: ['Paella', ' paella '] }, 'options', 'TRIVIA_OPTION_TWICE'],
      [{ options: Array.from({ length: 11 }, (_, i) => `O${i}`) }, 'options', 'TOO_MANY_ITEMS'],
      [{ correctOption: 2 }, 'correctOption', 'NUMBER_OUT_OF_RANGE'],
      [{ correctOption: -1 }, 'correctOption', 'NUMBER_OUT_OF_RANGE'],
      [{ questionType: 'video' }, 'questionType', 'VALUE_NOT_ALLOWED'],
      [{ correctMessage: 'y'.repeat(301) }, 'correctMessage', 'FIELD_TOO_LONG'],
    ];
    for (const [fields, field, messageCode] of cases) {
      const res = await admin.rest('POST', '/api/admin/trivia', { question: 'Q?', options: ['A', 'B'], ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ field, messageCode });
    }
  });

  it('accepts only https players of well-known music services, naming the refused option', async () => {
    const good = [
      SPOTIFY,
      'https://embed.music.apple.com/us/album/la-vie-en-rose/1440818664?i=1440818665',
      'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ];
    const created = await newQuestion({ questionType: 'music', options: ['A', 'B', 'C', 'D', 'E'], embeds: good });
    expect(created).toMatchObject({ questionType: 'music', embeds: good });
    const bad = [
      'http://open.spotify.com/embed/track/1',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://evil.example/embed/track/1',
      'https://open.spotify.com.evil.example/embed/track/1',
      'javascript:alert(1)',
      'https://user:pw@open.spotify.com/embed/track/1',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'not a url',
    ];
    for (const url of bad) {
      const res = await admin.rest('POST', '/api/admin/trivia', { question: 'Q?', options: ['A', 'B'], questionType: 'music', embeds: ['', url] });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ field: 'embeds', messageCode: 'TRIVIA_EMBED_NOT_ALLOWED', params: { option: 2 } });
      expect(res.body.message).toContain('option 2');
    }
    const tooMany = await admin.rest('POST', '/api/admin/trivia', { question: 'Q?', options: ['A'], embeds: [SPOTIFY, SPOTIFY] });
    expect(tooMany.body).toMatchObject({ field: 'embeds', messageCode: 'TRIVIA_EMBEDS_TOO_MANY' });
    // All blank is stored as no embeds.
    expect(await newQuestion({ embeds: ['', ' ', ''] })).toMatchObject({ embeds: [] });
    const patched = await admin.rest('PATCH', `/api/admin/trivia/${created.id}`, { embeds: ['https://evil.example/x'] });
    expect(patched.body).toMatchObject({ field: 'embeds', params: { option: 1 } });
  });

  it('lists inactive questions with their keys, and edits them', async () => {
    const question = await newQuestion({ active: false });
    expect(((await admin.rest('GET', '/api/admin/trivia')).body as Question[]).find((q) => q.id === question.id)).toMatchObject({ active: false, correctOption: 1 });
    const edited = await admin.rest('PATCH', `/api/admin/trivia/${question.id}`, { question: ' First date? ', options: ['Cinema', 'Beach'], correctOption: 0, active: true, correctMessage: 'Cinema it was' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ question: 'First date?', options: ['Cinema', 'Beach'], correctOption: 0, active: true, correctMessage: 'Cinema it was', answerCounts: [0, 0] });
    expect((await admin.rest('PATCH', '/api/admin/trivia/999999', { active: true })).status).toBe(404);
    // Shortening the options below the key is refused, naming correctOption.
    expect((await admin.rest('PATCH', `/api/admin/trivia/${question.id}`, { options: ['Cinema'], correctOption: 1 })).body).toMatchObject({ field: 'correctOption' });
    const gql = await admin.gql('mutation($id: Int!) { updateTriviaQuestion(id: $id, input: { active: false }) { active } }', { id: question.id });
    expect(gql.data.updateTriviaQuestion).toEqual({ active: false });
  });

  it('once a question has answers its options can be reworded or added to, not removed', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    await answer(guest, question.id, 2);
    const shorter = await admin.rest('PATCH', `/api/admin/trivia/${question.id}`, { options: ['Madrid', 'Lisbon'] });
    expect(shorter.status).toBe(409);
    expect(shorter.body).toMatchObject({ messageCode: 'TRIVIA_OPTIONS_LOCKED', field: 'options' });
    const longer = await admin.rest('PATCH', `/api/admin/trivia/${question.id}`, { options: ['Madrid', 'Lisbon', 'Paris!', 'Rome'] });
    expect(longer.body).toMatchObject({ options: ['Madrid', 'Lisbon', 'Paris!', 'Rome'], answerCounts: [0, 0, 1, 0] });
  });

  it('deleting a question deletes its answers', async () => {
    const question = await newQuestion();
    const guest = await triviaGuest();
    await answer(guest, question.id, 1);
    expect((await admin.rest('DELETE', `/api/admin/trivia/${question.id}`)).body).toEqual({ success: true });
    expect(((await admin.rest('GET', '/api/admin/trivia')).body as Question[]).some((q) => q.id === question.id)).toBe(false);
    expect((await admin.rest('DELETE', `/api/admin/trivia/${question.id}`)).status).toBe(404);
    expect((await boardOf(guest)).some((r) => r.userId === guest.partyId)).toBe(false);
    if (siteDatabaseUrl()) {
      const db = new pg.Client({ connectionString: siteDatabaseUrl() });
      await db.connect();
      try {
        const { rows } = await db.query('select count(*)::int as n from trivia_response where question_id = $1', [question.id]);
        expect(rows[0].n).toBe(0);
      } finally {
        await db.end();
      }
    }
  });

  it('guests may not use the admin calls', async () => {
    const guest = await triviaGuest();
    expect((await guest.rest('GET', '/api/admin/trivia')).status).toBe(403);
    expect((await guest.rest('POST', '/api/admin/trivia', { question: 'Q', options: ['A'] })).status).toBe(403);
    expect((await guest.rest('PATCH', '/api/admin/trivia/1', { active: false })).status).toBe(403);
    expect((await guest.rest('DELETE', '/api/admin/trivia/1')).status).toBe(403);
  });
});
