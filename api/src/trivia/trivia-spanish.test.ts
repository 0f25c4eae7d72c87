import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';

// Issue 20 §4: a trivia question's text, options and messages in English and Spanish; guests read
// their language, an answer is the option's index, and the leaderboard counts both alike.

let admin: Client;
let group: string;

interface Question {
  id: number;
  question: string;
  options: string[];
  questionEs: string | null;
  optionsEs: string[] | null;
  correctMessage: string | null;
  incorrectMessage: string | null;
  correctMessageEs: string | null;
  incorrectMessageEs: string | null;
  answerCounts: number[];
  myAnswer: number | null;
}

async function guest(language?: string): Promise<Client & { partyId: number }> {
  const party = await createParty(admin, { guestGroup: group });
  const client = new Client();
  client.language = language;
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return Object.assign(client, { partyId: party.id as number });
}

async function newQuestion(fields: Record<string, unknown> = {}): Promise<Question> {
  const res = await admin.rest('POST', '/api/admin/trivia', {
    question: uniqueLastName('Where did they meet?'),
    questionEs: '¿Dónde se conocieron?',
    options: ['At university', 'In a café'],
    optionsEs: ['En la universidad', 'En un café'],
    correctOption: 1,
    correctMessage: 'Yes, in a café!',
    correctMessageEs: '¡Sí, en un café!',
    incorrectMessage: 'No, it was a café.',
    incorrectMessageEs: 'No, fue en un café.',
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Question;
}

const questionOf = async (client: Client, id: number) => ((await client.rest('GET', '/api/trivia')).body as Question[]).find((q) => q.id === id)!;
const answer = (client: Client, id: number, selectedOption: number) => client.rest('POST', `/api/trivia/${id}/responses`, { selectedOption });

beforeAll(async () => {
  admin = await adminClient();
  const res = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('trivia-es'), allowedPages: ['home', 'trivia'] });
  expect(res.status).toBe(201);
  group = res.body.name;
});

describe('trivia in two languages', () => {
  it('admin reads return both languages; a Spanish guest reads the question, options and messages in Spanish', async () => {
    const q = await newQuestion();
    const listed = ((await admin.rest('GET', '/api/admin/trivia')).body as Question[]).find((x) => x.id === q.id);
    expect(listed).toMatchObject({
      questionEs: '¿Dónde se conocieron?',
      optionsEs: ['En la universidad', 'En un café'],
      correctMessage: 'Yes, in a café!',
      correctMessageEs: '¡Sí, en un café!',
      incorrectMessageEs: 'No, fue en un café.',
    });
    const spanish = await guest('es');
    expect(await questionOf(spanish, q.id)).toMatchObject({
      question: '¿Dónde se conocieron?',
      options: ['En la universidad', 'En un café'],
      questionEs: null,
      optionsEs: null,
      correctMessage: null,
      correctMessageEs: null,
    });
    const right = await answer(spanish, q.id, 1);
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ correct: true, message: '¡Sí, en un café!' });
    expect(await questionOf(spanish, q.id)).toMatchObject({ correctMessage: '¡Sí, en un café!', incorrectMessage: 'No, fue en un café.', correctMessageEs: null });

    const english = await guest('en');
    expect(await questionOf(english, q.id)).toMatchObject({ question: q.question, options: ['At university', 'In a café'] });
    expect((await answer(english, q.id, 0)).body).toMatchObject({ correct: false, message: 'No, it was a café.' });
  });

  it('blank Spanish shows the English text; a kept English default shows the Spanish default', async () => {
    const q = await newQuestion({ questionEs: '', optionsEs: ['', 'En un café'], correctMessage: '', correctMessageEs: '', incorrectMessageEs: '' });
    const spanish = await guest('es');
    expect(await questionOf(spanish, q.id)).toMatchObject({ question: q.question, options: ['At university', 'En un café'] });
    // The English correct message is the default: Spanish readers get the Spanish default.
    expect((await answer(spanish, q.id, 1)).body).toMatchObject({ message: '¡Correcto! ¡Muy bien!' });
    const other = await guest('es');
    // The couple's own English message, with no Spanish, is shown as written.
    expect((await answer(other, q.id, 0)).body).toMatchObject({ message: 'No, it was a café.' });
  });

  it('answers in either language count together in the counts and on the leaderboard', async () => {
    const q = await newQuestion();
    const spanish = await guest('es');
    const english = await guest('en');
    await answer(spanish, q.id, 1);
    await answer(english, q.id, 1);
    expect(await questionOf(spanish, q.id)).toMatchObject({ answerCounts: [0, 2], myAnswer: 1, options: ['En la universidad', 'En un café'] });
    expect(await questionOf(english, q.id)).toMatchObject({ answerCounts: [0, 2], myAnswer: 1, options: ['At university', 'In a café'] });
    const board = (await spanish.rest('GET', '/api/trivia/leaderboard')).body as Array<{ userId: number; correctAnswers: number }>;
    expect(board.find((r) => r.userId === spanish.partyId)).toMatchObject({ correctAnswers: 1 });
    expect(board.find((r) => r.userId === english.partyId)).toMatchObject({ correctAnswers: 1 });
  });

  it('refuses Spanish options that do not pair up with the options, naming optionsEs', async () => {
    const q = await newQuestion();
    for (const [body, field, code] of [
      [{ optionsEs: ['Uno'] }, 'optionsEs', 'SPANISH_COUNT_MISMATCH'],
      [{ optionsEs: ['Uno', ' uno'] }, 'optionsEs', 'TRIVIA_OPTION_TWICE'],
      [{ correctMessageEs: 'x'.repeat(301) }, 'correctMessageEs', 'FIELD_TOO_LONG'],
      [{ options: ['A'], correctOption: 0 }, 'optionsEs', 'SPANISH_COUNT_MISMATCH'],
    ] as const) {
      const res = await admin.rest('PATCH', `/api/admin/trivia/${q.id}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ field, messageCode: code });
    }
    const after = ((await admin.rest('GET', '/api/admin/trivia')).body as Question[]).find((x) => x.id === q.id);
    expect(after).toMatchObject({ options: ['At university', 'In a café'], optionsEs: ['En la universidad', 'En un café'], correctMessageEs: '¡Sí, en un café!' });
  });
});
