import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { preparedRead } from '../db/prepared.js';
import { Poll } from './poll.entity.js';
import { PollResponse } from './poll-response.entity.js';
import { pollOptions, pollOptionsEs, pollQuestion, pollQuestionEs, pollType } from './poll-checks.js';
import type { PollInput, PollResponseView, PollUpdateInput, PollView } from './polls.types.js';
import type { Language } from '../content/content-keys.js';
import { inLanguage } from '../i18n/reader-language.js';
import { listInLanguage } from '../i18n/spanish-list.js';

/**
 * Polls with each option's vote count and the reader's own vote, in one statement. Shared with
 * the benchmark. $1 is the reading party, $2 whether inactive polls are included (admins' list).
 */
export const POLLS_SQL = `select p.id, p.question, p.options, p.question_es as "questionEs", p.options_es as "optionsEs", p.type, p.active,
  array(select count(r.id)::int from generate_series(0, jsonb_array_length(p.options) - 1) as o(i)
    left join poll_response r on r.poll_id = p.id and r.selected_option = o.i group by o.i order by o.i) as "voteCounts",
  (select r.selected_option from poll_response r where r.poll_id = p.id and r.party_id = $1::int) as "myVote"
  from poll p where p.active or $2::boolean order by p.id`;

/**
 * What guests see: the active polls, in the reader's language (a blank Spanish text shows the
 * English one). The counts and the party's vote are by option index, the same in both languages,
 * so a Spanish and an English vote for one option count together. The polls page's first read,
 * so a prepared statement.
 */
/** A row of POLLS_SQL as a guest reads it; shared with bench/baseline.ts. */
export function guestPollView(p: PollView, language: Language): PollView {
  return {
    ...p,
    question: inLanguage(language, p.question, p.questionEs),
    options: listInLanguage(language, p.options, p.optionsEs),
    // The Spanish columns are the couple's edit fields: admin reads only.
    questionEs: null,
    optionsEs: null,
  };
}

export async function activePolls(em: EntityManager, partyId: number, language: Language): Promise<PollView[]> {
  const rows = await preparedRead<PollView>(em, 'active_polls', POLLS_SQL, [partyId, false]);
  return rows.map((p) => guestPollView(p, language));
}

/** The couple's list: inactive polls too, with the English and the Spanish texts. */
export function allPolls(em: EntityManager, partyId: number): Promise<PollView[]> {
  return preparedRead<PollView>(em, 'active_polls', POLLS_SQL, [partyId, true]);
}

async function pollView(em: EntityManager, partyId: number, id: number): Promise<PollView> {
  const view = (await allPolls(em, partyId)).find((p) => p.id === id);
  if (!view) throw notFound('POLL_NOT_FOUND', 'Poll not found');
  return view;
}

const pollNotFound = () => notFound('POLL_NOT_FOUND', 'Poll not found');

async function activePoll(em: EntityManager, id: number): Promise<Poll> {
  const poll = Number.isInteger(id) ? await em.findOne(Poll, { id, active: true }) : null;
  if (!poll) throw pollNotFound();
  return poll;
}

/** Every vote of an active poll (an inactive one is hidden from guests, so it is "not found"). */
export async function pollResponses(em: EntityManager, pollId: number): Promise<PollResponseView[]> {
  await activePoll(em, pollId);
  const rows = await em.find(PollResponse, { poll: pollId }, { orderBy: { id: 'asc' } });
  return rows.map((r) => ({ id: r.id, pollId, userId: r.party.id, selectedOption: r.selectedOption, timestamp: r.timestamp }));
}

/**
 * The party's vote, once. The insert itself decides a second vote: the unique (poll, party) key
 * with ON CONFLICT DO NOTHING lets exactly one of any number of concurrent votes in, and the
 * shared lock on the poll row keeps an admin from removing the chosen option meanwhile.
 */
export async function vote(em: EntityManager, partyId: number, pollId: number, selectedOption: number): Promise<PollResponseView> {
  const poll = await activePoll(em, pollId);
  if (!Number.isInteger(selectedOption) || selectedOption < 0 || selectedOption >= poll.options.length) {
    throw badInput('selectedOption', 'POLL_OPTION_INVALID', `selectedOption must be a number from 0 to ${poll.options.length - 1}`, {
      field: 'selectedOption',
      max: poll.options.length - 1,
    });
  }
  const inserted: Array<{ id: number; timestamp: Date }> = await em.getConnection().execute(
    `insert into poll_response (poll_id, party_id, selected_option)
      select p.id, ?, ? from poll p where p.id = ? and p.active and ? < jsonb_array_length(p.options) for share
      on conflict (poll_id, party_id) do nothing returning id, "timestamp"`,
    [partyId, selectedOption, pollId, selectedOption],
  );
  if (inserted.length) return { id: inserted[0].id, pollId, userId: partyId, selectedOption, timestamp: new Date(inserted[0].timestamp) };
  const earlier = await em.count(PollResponse, { poll: pollId, party: partyId });
  if (earlier) throw conflict('POLL_ALREADY_VOTED', 'You have already voted on this poll');
  // The poll was closed, deleted or shortened between the check and the insert.
  throw pollNotFound();
}

export async function createPoll(em: EntityManager, partyId: number, input: PollInput): Promise<PollView> {
  const options = pollOptions(input.options);
  const poll = em.create(Poll, {
    question: pollQuestion(input.question),
    questionEs: pollQuestionEs(input.questionEs),
    type: pollType(input.type),
    options,
    optionsEs: pollOptionsEs(input.optionsEs ?? [], options.length),
    active: input.active ?? true,
  });
  await em.flush();
  return pollView(em, partyId, poll.id);
}

/**
 * Votes keep the index of their option, so once a poll has votes its options may be reworded or
 * added to, but the list may not get shorter: removing one would move or drop the votes of others.
 */
export async function updatePoll(em: EntityManager, partyId: number, id: number, input: PollUpdateInput): Promise<PollView> {
  const question = input.question != null ? pollQuestion(input.question) : undefined;
  const type = input.type != null ? pollType(input.type) : undefined;
  const options = input.options != null ? pollOptions(input.options) : undefined;
  const questionEs = input.questionEs != null ? pollQuestionEs(input.questionEs) : undefined;
  await em.transactional(async (tx) => {
    const poll = await tx.findOne(Poll, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!poll) throw pollNotFound();
    if (options && options.length < poll.options.length && (await tx.count(PollResponse, { poll: id }))) {
      throw conflict('POLL_OPTIONS_LOCKED', 'This poll has votes: its options can be reworded or added to, but not removed', { field: 'options' });
    }
    // Checked against the options as they will be, so the two lists always pair up by index.
    poll.optionsEs = keptSpanish(input.optionsEs, poll.optionsEs, (options ?? poll.options).length, pollOptionsEs);
    if (question !== undefined) poll.question = question;
    if (questionEs !== undefined) poll.questionEs = questionEs;
    if (type !== undefined) poll.type = type;
    if (options !== undefined) poll.options = options;
    if (input.active != null) poll.active = input.active;
  });
  return pollView(em, partyId, id);
}

/**
 * The Spanish options after an update: the ones given, else the stored ones; options added in
 * English only get blank Spanish places (shown in English). Fewer options without new Spanish
 * cannot say which Spanish text went, so that is refused naming optionsEs.
 */
export function keptSpanish(
  given: readonly string[] | null | undefined,
  stored: string[],
  count: number,
  check: (values: readonly string[], count: number) => string[],
): string[] {
  if (given != null) return check(given, count);
  if (!stored.length || stored.length === count) return stored;
  if (stored.length < count) return [...stored, ...Array<string>(count - stored.length).fill('')];
  return check(stored, count);
}

/** Its votes go with it (ON DELETE CASCADE, in the same statement). */
export async function deletePoll(em: EntityManager, id: number): Promise<boolean> {
  const deleted = await em.nativeDelete(Poll, { id });
  if (!deleted) throw pollNotFound();
  return true;
}
