import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { preparedRead } from '../db/prepared.js';
import type { SessionUser } from '../auth/session-user.js';
import {
  DEFAULT_CORRECT_MESSAGE,
  DEFAULT_CORRECT_MESSAGE_ES,
  DEFAULT_INCORRECT_MESSAGE,
  DEFAULT_INCORRECT_MESSAGE_ES,
  TriviaQuestion,
} from './trivia-question.entity.js';
import type { Language } from '../content/content-keys.js';
import { inLanguage } from '../i18n/reader-language.js';
import { listInLanguage } from '../i18n/spanish-list.js';
import { keptSpanish } from '../polls/polls.service.js';
import { TriviaResponse } from './trivia-response.entity.js';
import { BOARD_CHANNEL, BOARD_SENDER, Board, NOTIFY_BOARD_SQL, boardCache, boardChanged } from './leaderboard-cache.js';
import { correctOption, message, questionType, triviaEmbeds, triviaOptions, triviaOptionsEs, triviaQuestionText, triviaQuestionTextEs } from './trivia-checks.js';
import type { LeaderboardRow, TriviaAnswerResult, TriviaQuestionInput, TriviaQuestionUpdateInput, TriviaQuestionView, TriviaResponseView } from './trivia.types.js';

/**
 * Questions with each option's answer count and the reader's own answer, in one statement.
 * The key, the messages and the counts come only with the reader's own answer ($2 true: the
 * admins' list, which also includes inactive questions), so a guest's browser never holds the
 * answer to a question it has not answered. The counts too: with one answer given, counts of
 * [0, 1, 0] and a leaderboard row of one right answer would tell the key. Shared with the benchmark.
 */
export const TRIVIA_SQL = `select q.id, q.question, q.options, q.question_es as "questionEs", q.options_es as "optionsEs", q.question_type as "questionType", q.embeds, q.active,
  case when mine.id is not null or $2::boolean then
    array(select count(r.id)::int from generate_series(0, jsonb_array_length(q.options) - 1) as o(i)
      left join trivia_response r on r.question_id = q.id and r.selected_option = o.i group by o.i order by o.i)
  else '{}'::int[] end as "answerCounts",
  mine.selected_option as "myAnswer",
  case when mine.id is not null or $2::boolean then q.correct_option end as "correctOption",
  case when mine.id is not null or $2::boolean then q.correct_message end as "correctMessage",
  case when mine.id is not null or $2::boolean then q.incorrect_message end as "incorrectMessage",
  case when mine.id is not null or $2::boolean then q.correct_message_es end as "correctMessageEs",
  case when mine.id is not null or $2::boolean then q.incorrect_message_es end as "incorrectMessageEs"
  from trivia_question q left join trivia_response mine on mine.question_id = q.id and mine.party_id = $1::int
  where q.active or $2::boolean order by q.id`;

/**
 * Every party with an answer: right answers, answers, the whole-number share; ranked by right
 * answers, then share, then who reached that score first (its latest answer the earliest).
 */
export const LEADERBOARD_SQL = `select p.id as "userId", p.last_name as "lastName",
  count(*) filter (where r.selected_option = q.correct_option)::int as "correctAnswers",
  count(*)::int as "totalAnswers",
  round(100.0 * count(*) filter (where r.selected_option = q.correct_option) / count(*))::int as percentage
  from trivia_response r join trivia_question q on q.id = r.question_id join party p on p.id = r.party_id
  group by p.id, p.last_name
  order by "correctAnswers" desc, percentage desc, max(r."timestamp") asc, p.id asc`;

/**
 * A message in the reader's language: the Spanish one when asked and written; else the English
 * one, or the Spanish default when the English one is the default (the couple kept it, so it is
 * the site's wording, not theirs).
 */
export function messageIn(language: Language, en: string, es: string | null | undefined, kind: 'correct' | 'incorrect'): string {
  if (language !== 'es' || es?.trim()) return inLanguage(language, en, es);
  const [defaultEn, defaultEs] = kind === 'correct' ? [DEFAULT_CORRECT_MESSAGE, DEFAULT_CORRECT_MESSAGE_ES] : [DEFAULT_INCORRECT_MESSAGE, DEFAULT_INCORRECT_MESSAGE_ES];
  return en === defaultEn ? defaultEs : en;
}

/**
 * What guests see: the active questions in the reader's language (a blank Spanish text shows
 * the English one). Counts, the party's answer and the key are option indexes, the same in both
 * languages. The trivia page's first read, so a prepared statement.
 */
export async function activeQuestions(em: EntityManager, partyId: number, language: Language): Promise<TriviaQuestionView[]> {
  const rows = await preparedRead<TriviaQuestionView>(em, 'trivia_questions', TRIVIA_SQL, [partyId, false]);
  return rows.map((q) => guestQuestionView(q, language));
}

/** A row of TRIVIA_SQL as a guest reads it; shared with bench/baseline.ts. */
export function guestQuestionView(q: TriviaQuestionView, language: Language): TriviaQuestionView {
  return {
    ...q,
    question: inLanguage(language, q.question, q.questionEs),
    options: listInLanguage(language, q.options, q.optionsEs),
    correctMessage: q.correctMessage == null ? null : messageIn(language, q.correctMessage, q.correctMessageEs, 'correct'),
    incorrectMessage: q.incorrectMessage == null ? null : messageIn(language, q.incorrectMessage, q.incorrectMessageEs, 'incorrect'),
    // The Spanish columns are the couple's edit fields: admin reads only.
    questionEs: null,
    optionsEs: null,
    correctMessageEs: null,
    incorrectMessageEs: null,
  };
}

export function allQuestions(em: EntityManager, partyId: number): Promise<TriviaQuestionView[]> {
  return preparedRead<TriviaQuestionView>(em, 'trivia_questions', TRIVIA_SQL, [partyId, true]);
}

/**
 * Polled every few seconds by every open leaderboard: computed (a prepared statement) once per
 * change, not per read, by a running server (see leaderboard-cache.ts).
 */
export function leaderboardBoard(em: EntityManager): Promise<Board> {
  const compute = () => preparedRead<LeaderboardRow>(em, 'trivia_leaderboard', LEADERBOARD_SQL, []);
  const cache = boardCache(em);
  return cache ? cache.get(compute) : compute().then((rows) => new Board(rows));
}

export async function leaderboard(em: EntityManager): Promise<LeaderboardRow[]> {
  return (await leaderboardBoard(em)).rows;
}

const questionNotFound = () => notFound('TRIVIA_QUESTION_NOT_FOUND', 'Trivia question not found');

async function adminView(em: EntityManager, partyId: number, id: number): Promise<TriviaQuestionView> {
  const view = (await allQuestions(em, partyId)).find((q) => q.id === id);
  if (!view) throw questionNotFound();
  return view;
}

async function activeQuestion(em: EntityManager, id: number): Promise<TriviaQuestion> {
  const question = Number.isInteger(id) ? await em.findOne(TriviaQuestion, { id, active: true }) : null;
  if (!question) throw questionNotFound();
  return question;
}

/**
 * Every answer to an active question (an inactive one is hidden from guests, so "not found").
 * A guest sees other parties' choices only once its own party has answered: before, they and
 * the leaderboard would give the key away. So before, the list is the party's own answers:
 * none. The couple sees every answer.
 */
export async function questionResponses(em: EntityManager, reader: SessionUser, questionId: number): Promise<TriviaResponseView[]> {
  await activeQuestion(em, questionId);
  const answered = reader.isAdmin || (await em.count(TriviaResponse, { question: questionId, party: reader.id })) > 0;
  if (!answered) return [];
  const rows = await em.find(TriviaResponse, { question: questionId }, { orderBy: { id: 'asc' } });
  return rows.map((r) => ({ id: r.id, questionId, partyId: r.party.id, selectedOption: r.selectedOption, timestamp: r.timestamp }));
}

interface AnsweredRow {
  id: number;
  timestamp: Date;
  correct_option: number;
  correct_message: string;
  incorrect_message: string;
  correct_message_es: string;
  incorrect_message_es: string;
}

/**
 * The party's answer, once. The insert itself decides a second answer: the unique (question,
 * party) key with ON CONFLICT DO NOTHING lets exactly one of any number of concurrent answers
 * in. The key and message are read in the same statement, under a shared lock on the question,
 * and the leaderboard's change announced in it too.
 */
export async function answer(em: EntityManager, partyId: number, questionId: number, selectedOption: number, language: Language): Promise<TriviaAnswerResult> {
  const question = await activeQuestion(em, questionId);
  if (!Number.isInteger(selectedOption) || selectedOption < 0 || selectedOption >= question.options.length) {
    throw badInput('selectedOption', 'TRIVIA_OPTION_INVALID', `selectedOption must be a number from 0 to ${question.options.length - 1}`, {
      field: 'selectedOption',
      max: question.options.length - 1,
    });
  }
  const rows: AnsweredRow[] = await em.getConnection().execute(
    `with q as (select id, correct_option, correct_message, incorrect_message, correct_message_es, incorrect_message_es from trivia_question
        where id = ? and active and ? < jsonb_array_length(options) for share),
      added as (insert into trivia_response (question_id, party_id, selected_option) select q.id, ?, ? from q
        on conflict (question_id, party_id) do nothing returning id, "timestamp"),
      told as (select pg_notify('${BOARD_CHANNEL}', '${BOARD_SENDER}') from added)
      select added.id, added."timestamp", q.correct_option, q.correct_message, q.incorrect_message, q.correct_message_es, q.incorrect_message_es from added, q, told`,
    [questionId, selectedOption, partyId, selectedOption],
  );
  if (rows.length) {
    // The leaderboard changed (the NOTIFY above tells the other server processes, on commit).
    boardChanged(em);
    const row = rows[0];
    const correct = row.correct_option === selectedOption;
    return {
      id: row.id,
      questionId,
      partyId,
      selectedOption,
      timestamp: new Date(row.timestamp),
      correct,
      correctOption: row.correct_option,
      message: correct ? messageIn(language, row.correct_message, row.correct_message_es, 'correct') : messageIn(language, row.incorrect_message, row.incorrect_message_es, 'incorrect'),
    };
  }
  const earlier = await em.count(TriviaResponse, { question: questionId, party: partyId });
  if (earlier) throw conflict('TRIVIA_ALREADY_ANSWERED', 'You have already answered this question');
  // The question was closed, deleted or shortened between the check and the insert.
  throw questionNotFound();
}

export async function createQuestion(em: EntityManager, partyId: number, input: TriviaQuestionInput): Promise<TriviaQuestionView> {
  const options = triviaOptions(input.options);
  const question = em.create(TriviaQuestion, {
    question: triviaQuestionText(input.question),
    questionEs: triviaQuestionTextEs(input.questionEs),
    options,
    optionsEs: triviaOptionsEs(input.optionsEs ?? [], options.length),
    correctOption: correctOption(input.correctOption ?? 0, options.length),
    active: input.active ?? true,
    embeds: triviaEmbeds(input.embeds ?? [], options.length),
    questionType: questionType(input.questionType ?? 'standard'),
    correctMessage: message('correctMessage', input.correctMessage, DEFAULT_CORRECT_MESSAGE),
    incorrectMessage: message('incorrectMessage', input.incorrectMessage, DEFAULT_INCORRECT_MESSAGE),
    correctMessageEs: message('correctMessageEs', input.correctMessageEs, ''),
    incorrectMessageEs: message('incorrectMessageEs', input.incorrectMessageEs, ''),
  });
  await em.flush();
  return adminView(em, partyId, question.id);
}

/**
 * Answers keep the index of their option, so once a question has answers its options may be
 * reworded or added to, but not removed. The key may change: the leaderboard follows it.
 */
export async function updateQuestion(em: EntityManager, partyId: number, id: number, input: TriviaQuestionUpdateInput): Promise<TriviaQuestionView> {
  const text = input.question != null ? triviaQuestionText(input.question) : undefined;
  const type = input.questionType != null ? questionType(input.questionType) : undefined;
  const newOptions = input.options != null ? triviaOptions(input.options) : undefined;
  const textEs = input.questionEs != null ? triviaQuestionTextEs(input.questionEs) : undefined;
  let changedKey = false;
  await em.transactional(async (tx) => {
    const question = await tx.findOne(TriviaQuestion, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!question) throw questionNotFound();
    const keyBefore = question.correctOption;
    const options = newOptions ?? question.options;
    if (options.length < question.options.length && (await tx.count(TriviaResponse, { question: id }))) {
      throw conflict('TRIVIA_OPTIONS_LOCKED', 'This question has answers: its options can be reworded or added to, but not removed', { field: 'options' });
    }
    // Checked against the options as they will be, so a shorter list cannot leave the key or a player behind.
    question.correctOption = correctOption(input.correctOption ?? question.correctOption, options.length);
    question.embeds = triviaEmbeds(input.embeds ?? question.embeds, options.length);
    question.optionsEs = keptSpanish(input.optionsEs, question.optionsEs, options.length, triviaOptionsEs);
    question.options = options;
    if (text !== undefined) question.question = text;
    if (textEs !== undefined) question.questionEs = textEs;
    if (type !== undefined) question.questionType = type;
    if (input.active != null) question.active = input.active;
    if (input.correctMessage !== undefined) question.correctMessage = message('correctMessage', input.correctMessage, DEFAULT_CORRECT_MESSAGE);
    if (input.incorrectMessage !== undefined) question.incorrectMessage = message('incorrectMessage', input.incorrectMessage, DEFAULT_INCORRECT_MESSAGE);
    if (input.correctMessageEs !== undefined) question.correctMessageEs = message('correctMessageEs', input.correctMessageEs, '');
    if (input.incorrectMessageEs !== undefined) question.incorrectMessageEs = message('incorrectMessageEs', input.incorrectMessageEs, '');
    // A new key re-scores every answer to it.
    if (question.correctOption !== keyBefore) await tx.execute(NOTIFY_BOARD_SQL);
    changedKey = question.correctOption !== keyBefore;
  });
  if (changedKey) boardChanged(em);
  return adminView(em, partyId, id);
}

/** Its answers go with it (ON DELETE CASCADE, in the same statement), and out of the leaderboard. */
export async function deleteQuestion(em: EntityManager, id: number): Promise<boolean> {
  const deleted = await em.transactional(async (tx) => {
    const count = await tx.nativeDelete(TriviaQuestion, { id });
    if (count) await tx.execute(NOTIFY_BOARD_SQL);
    return count;
  });
  if (!deleted) throw questionNotFound();
  boardChanged(em);
  return true;
}
