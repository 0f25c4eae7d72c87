import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../content/content-keys.js';
import { preparedRead } from '../db/prepared.js';
import { badInput, notFound } from '../graphql/errors.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { inLanguage } from '../i18n/reader-language.js';
import { RsvpAnswer, RsvpQuestion } from './rsvp-question.entity.js';
import { questionOptions, questionText, questionType } from './rsvp-question-checks.js';
import type { AdminRsvpQuestion, GuestRsvpQuestion, RsvpQuestionInput, RsvpQuestionUpdateInput } from './rsvp-question.types.js';

export const questionNotFound = () => notFound('RSVP_QUESTION_NOT_FOUND', 'RSVP question not found');

export interface QuestionRow {
  id: number;
  text: string;
  textEs: string;
  type: RsvpQuestion['type'];
  options: string[];
  optionsEs: string[];
  required: boolean;
  perGuest: boolean;
}

/** The questions a party's guest group sees, in the couple's order. Shared with bench/baseline.ts. */
export const PARTY_QUESTIONS_SQL = `select q.id, q.text, q.text_es as "textEs", q.type, q.options, q.options_es as "optionsEs",
  q.required, q.per_guest as "perGuest"
  from rsvp_question q join party p on p.id = $1 join guest_group gg on gg.name = p.guest_group
  where gg.id = any(q.guest_group_ids) order by q.id`;

/** As the reader reads it: an empty Spanish text (or option list) falls back to the English. */
export function inReaderLanguage(q: QuestionRow, language: Language): GuestRsvpQuestion {
  const options = language === 'es' && q.optionsEs.length === q.options.length ? q.options.map((en, i) => inLanguage(language, en, q.optionsEs[i])) : q.options;
  return { id: q.id, text: inLanguage(language, q.text, q.textEs), type: q.type, options, required: q.required, perGuest: q.perGuest };
}

/** The RSVP page's read (a prepared statement, outside any unit of work). */
export function partyQuestions(em: EntityManager, partyId: number): Promise<QuestionRow[]> {
  return preparedRead<QuestionRow>(em, 'party_rsvp_questions', PARTY_QUESTIONS_SQL, [partyId]);
}

export async function questionsFor(em: EntityManager, partyId: number, language: Language): Promise<GuestRsvpQuestion[]> {
  return (await partyQuestions(em, partyId)).map((q) => inReaderLanguage(q, language));
}

async function adminViews(em: EntityManager, questions: RsvpQuestion[]): Promise<AdminRsvpQuestion[]> {
  const groups = await em.find(GuestGroup, {}, { fields: ['id', 'name'], orderBy: { name: 'asc' } });
  return questions.map((q) => ({
    id: q.id,
    text: q.text,
    textEs: q.textEs,
    type: q.type,
    options: q.options,
    optionsEs: q.optionsEs,
    required: q.required,
    perGuest: q.perGuest,
    guestGroups: groups.filter((g) => q.guestGroupIds.includes(g.id)).map((g) => g.name),
  }));
}

export async function allQuestions(em: EntityManager): Promise<AdminRsvpQuestion[]> {
  return adminViews(em, await em.find(RsvpQuestion, {}, { orderBy: { id: 'asc' } }));
}

async function groupIds(em: EntityManager, names: readonly string[] | null | undefined): Promise<number[]> {
  const groups = await em.find(GuestGroup, {}, { fields: ['id', 'name'] });
  if (names == null) return groups.map((g) => g.id);
  return [...new Set(names.map((raw) => raw.trim()))].map((name) => {
    const group = groups.find((g) => g.name === name);
    if (!group) throw badInput('guestGroups', 'GUEST_GROUP_NOT_FOUND', `Guest group "${name}" does not exist`, { name });
    return group.id;
  });
}

export async function createQuestion(em: EntityManager, input: RsvpQuestionInput): Promise<AdminRsvpQuestion> {
  const type = questionType(input.type);
  const question = em.create(RsvpQuestion, {
    text: questionText('text', input.text, true),
    textEs: questionText('textEs', input.textEs, false),
    type,
    ...questionOptions(type, input.options ?? [], input.optionsEs ?? []),
    required: input.required ?? false,
    perGuest: input.perGuest ?? false,
    guestGroupIds: await groupIds(em, input.guestGroups),
  });
  await em.flush();
  return (await adminViews(em, [question]))[0];
}

/**
 * Answers keep a choice's English option: an option reworded in place (the list as long as
 * before) carries its answers along; a new type drops the answers, which no longer fit it.
 */
export async function updateQuestion(em: EntityManager, id: number, input: RsvpQuestionUpdateInput): Promise<AdminRsvpQuestion> {
  const question = await em.transactional(async (tx) => {
    const q = Number.isInteger(id) ? await tx.findOne(RsvpQuestion, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!q) throw questionNotFound();
    if (input.text != null) q.text = questionText('text', input.text, true);
    if (input.textEs != null) q.textEs = questionText('textEs', input.textEs, false);
    const type = input.type != null ? questionType(input.type) : q.type;
    const before = q.options;
    const wanted = questionOptions(type, input.options ?? q.options, input.optionsEs ?? (input.options ? [] : q.optionsEs));
    if (type !== q.type) await tx.nativeDelete(RsvpAnswer, { question: q.id });
    else if (type === 'choice' && wanted.options.length === before.length) {
      for (const [i, old] of before.entries()) {
        if (old !== wanted.options[i]) await tx.nativeUpdate(RsvpAnswer, { question: q.id, value: old }, { value: wanted.options[i] });
      }
    }
    Object.assign(q, { type, ...wanted });
    if (input.required != null) q.required = input.required;
    if (input.perGuest != null && input.perGuest !== q.perGuest) {
      // A party's answer is not any one guest's, nor the reverse.
      await tx.nativeDelete(RsvpAnswer, { question: q.id });
      q.perGuest = input.perGuest;
    }
    if (input.guestGroups != null) q.guestGroupIds = await groupIds(tx, input.guestGroups);
    return q;
  });
  return (await adminViews(em, [question]))[0];
}

/** Its answers go with it (ON DELETE CASCADE). */
export async function deleteQuestion(em: EntityManager, id: number): Promise<boolean> {
  const deleted = Number.isInteger(id) ? await em.nativeDelete(RsvpQuestion, { id }) : 0;
  if (!deleted) throw questionNotFound();
  return true;
}
