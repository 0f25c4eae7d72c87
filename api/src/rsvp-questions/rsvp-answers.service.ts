import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../content/content-keys.js';
import { preparedRead } from '../db/prepared.js';
import { badInput } from '../graphql/errors.js';
import { inLanguage } from '../i18n/reader-language.js';
import { Guest } from '../party-guests/guest.entity.js';
import { GuestAttendance } from '../rsvp/guest-attendance.entity.js';
import { RsvpAnswer } from './rsvp-question.entity.js';
import { MAX_ANSWERS_PER_CALL, MAX_ANSWER_LENGTH } from './rsvp-question-checks.js';
import { PARTY_QUESTIONS_SQL, type QuestionRow } from './rsvp-questions.service.js';
import type { RsvpAnswerInput } from './rsvp-question.types.js';

const YES_NO = ['yes', 'no'];
const keyOf = (questionId: number, guestId: number | null) => `${questionId}:${guestId ?? 0}`;

/** The stored form of an answer: trimmed text, yes / no, or the choice's English option; null removes it. */
function storedValue(q: QuestionRow, raw: string | null | undefined, field: string, language: Language): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  const question = inLanguage(language, q.text, q.textEs);
  if (q.type === 'text') {
    if (value.length > MAX_ANSWER_LENGTH) throw badInput(field, 'FIELD_TOO_LONG', `An answer must be at most ${MAX_ANSWER_LENGTH} characters`, { field: 'value', max: MAX_ANSWER_LENGTH });
    return value;
  }
  const wanted = value.toLocaleLowerCase();
  // A choice is named in either language; what is kept does not depend on the reader's.
  const index = q.type === 'yesno' ? YES_NO.indexOf(wanted) : [q.options, q.optionsEs].map((list) => list.findIndex((o) => o.toLocaleLowerCase() === wanted)).find((i) => i >= 0) ?? -1;
  if (index < 0) throw badInput(field, 'RSVP_ANSWER_INVALID', `"${value}" is not one of the answers to "${question}"`, { question, questionId: q.id });
  return q.type === 'yesno' ? YES_NO[index] : q.options[index];
}

interface Final {
  questionId: number;
  guestId: number | null;
  value: string;
}

/**
 * Applies a submission's answers to the party's, inside the transaction that writes its
 * attendance (the party row locked, the attendance flushed): answers not sent stay, an empty
 * one is removed, answers of guests not coming (and the party's, when nobody comes) go as
 * their notes and meals do. With `enforceRequired` (a guest answering on the RSVP page) a
 * required question left unanswered refuses the whole submission, so nothing is written.
 */
export async function applyRsvpAnswers(
  tx: EntityManager,
  partyId: number,
  sent: readonly RsvpAnswerInput[] | null | undefined,
  { enforceRequired, language }: { enforceRequired: boolean; language: Language },
): Promise<void> {
  const input = sent ?? [];
  if (input.length > MAX_ANSWERS_PER_CALL) {
    throw badInput('answers', 'TOO_MANY_ITEMS', `answers can have at most ${MAX_ANSWERS_PER_CALL} entries`, { field: 'answers', max: MAX_ANSWERS_PER_CALL });
  }
  // In turn: the transaction has one connection.
  const questions = await tx.execute<QuestionRow[]>(PARTY_QUESTIONS_SQL.replace('$1', '?'), [partyId]);
  const existing = await tx.find(RsvpAnswer, { party: partyId });
  if (!questions.length && !existing.length && !input.length) return;
  const guests = await tx.find(Guest, { party: partyId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const attendance = await tx.find(GuestAttendance, { guest: { party: partyId } });
  const coming = new Set(attendance.filter((a) => a.attending === true).map((a) => a.guest.id));
  const byId = new Map(questions.map((q) => [q.id, q]));

  const final = new Map<string, Final>(existing.map((a) => [keyOf(a.question.id, a.guest?.id ?? null), { questionId: a.question.id, guestId: a.guest?.id ?? null, value: a.value }]));
  const seen = new Set<string>();
  input.forEach((answer, i) => {
    const at = (field: string) => `answers[${i}].${field}`;
    const q = byId.get(answer.questionId);
    // Unknown, deleted or another group's question: one answer, nothing to learn by guessing.
    if (!q) throw badInput(at('questionId'), 'RSVP_QUESTION_NOT_FOUND', `Question ${answer.questionId} is not asked of your party`);
    const question = inLanguage(language, q.text, q.textEs);
    const guestId = answer.guestId ?? null;
    if (guestId !== null && !guests.some((g) => g.id === guestId)) {
      throw badInput(at('guestId'), 'GUEST_NOT_IN_PARTY', `Guest ${guestId} is not in your party`, { guestId });
    }
    if (q.perGuest !== (guestId !== null)) {
      const why = q.perGuest ? 'is asked of each guest: name the guest' : 'is asked once for the party: leave guestId out';
      throw badInput(at('guestId'), 'RSVP_ANSWER_NOT_ASKED', `"${question}" ${why}`, { question, questionId: q.id });
    }
    const key = keyOf(q.id, guestId);
    if (seen.has(key)) throw badInput(at('questionId'), 'RSVP_ANSWER_TWICE', `"${question}" is answered twice`, { question, questionId: q.id });
    seen.add(key);
    const value = storedValue(q, answer.value, at('value'), language);
    if (value === null) final.delete(key);
    else final.set(key, { questionId: q.id, guestId, value });
  });

  // Answers belong to guests who come, and a party's to a party someone comes from.
  for (const [key, a] of final) {
    if (a.guestId !== null ? !coming.has(a.guestId) : !coming.size) final.delete(key);
  }
  if (enforceRequired) {
    for (const q of questions.filter((q) => q.required)) {
      const question = inLanguage(language, q.text, q.textEs);
      if (!q.perGuest) {
        if (coming.size && !final.has(keyOf(q.id, null))) {
          throw badInput('answers', 'RSVP_ANSWER_REQUIRED', `Please answer "${question}"`, { question, questionId: q.id });
        }
        continue;
      }
      const missing = guests.find((g) => coming.has(g.id) && !final.has(keyOf(q.id, g.id)));
      if (missing) {
        throw badInput('answers', 'RSVP_ANSWER_REQUIRED_FOR', `Please answer "${question}" for ${missing.firstName}`, {
          question,
          questionId: q.id,
          name: missing.firstName,
          guestId: missing.id,
        });
      }
    }
  }

  const now = new Date();
  for (const row of existing) {
    const kept = final.get(keyOf(row.question.id, row.guest?.id ?? null));
    if (!kept) tx.remove(row);
    else if (kept.value !== row.value) tx.assign(row, { value: kept.value, updatedAt: now });
    final.delete(keyOf(row.question.id, row.guest?.id ?? null));
  }
  for (const a of final.values()) tx.create(RsvpAnswer, { question: a.questionId, party: partyId, guest: a.guestId, value: a.value, updatedAt: now });
  await tx.flush();
}

interface AnswerRow {
  forGuest: number;
  questionId: number;
  guestId: number | null;
  value: string;
  type: QuestionRow['type'];
  options: string[];
  optionsEs: string[];
}

/** Each guest's answers with the party's own (guestId null), for the guests named. Shared with bench/baseline.ts. */
export const GUEST_ANSWERS_SQL = `select g.id as "forGuest", a.question_id as "questionId", a.guest_id as "guestId", a.value,
  q.type, q.options, q.options_es as "optionsEs"
  from guest g join rsvp_answer a on a.party_id = g.party_id and (a.guest_id is null or a.guest_id = g.id)
  join rsvp_question q on q.id = a.question_id
  where g.id = any($1::int[]) order by a.question_id, a.guest_id nulls first`;

/** A stored answer as the reader reads it: a choice's option in their language. */
export function readValue(row: Pick<AnswerRow, 'type' | 'options' | 'optionsEs' | 'value'>, language: Language): string {
  if (row.type !== 'choice' || language !== 'es') return row.value;
  const i = row.options.indexOf(row.value);
  return i >= 0 && row.optionsEs.length === row.options.length ? inLanguage(language, row.value, row.optionsEs[i]) : row.value;
}

/** Outside any unit of work (a prepared statement on its own connection). */
export async function answersOfGuests(em: EntityManager, guestIds: readonly number[], language: Language) {
  const rows = guestIds.length ? await preparedRead<AnswerRow>(em, 'guest_rsvp_answers', GUEST_ANSWERS_SQL, [[...guestIds]]) : [];
  const byGuest = new Map<number, Array<{ questionId: number; guestId: number | null; value: string }>>(guestIds.map((id) => [id, []]));
  for (const r of rows) byGuest.get(r.forGuest)?.push({ questionId: r.questionId, guestId: r.guestId, value: readValue(r, language) });
  return byGuest;
}
