import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { badInput, forbidden, notFound } from '../graphql/errors.js';
import { Guest } from '../party-guests/guest.entity.js';
import { Party } from '../parties/party.entity.js';
import { GuestAttendance } from './guest-attendance.entity.js';
import { Rsvp } from './rsvp.entity.js';
import { canonicalMeal, getRsvpOptions, mealInLanguage } from './rsvp-options.service.js';
import type { Language } from '../content/content-keys.js';
import { syncPartyRsvp } from './rsvp-sync.js';
import type { GuestAttendanceInput, GuestAttendanceType } from './rsvp.types.js';
import { preparedRead } from '../db/prepared.js';
import { GUEST_EVENT_ANSWERS_SQL, checkEventAnswers, writeEventAnswers } from '../events/event-answers.service.js';
import { applyRsvpAnswers } from '../rsvp-questions/rsvp-answers.service.js';
import type { RsvpAnswerInput } from '../rsvp-questions/rsvp-question.types.js';
import { queueConfirmation } from '../mail/mail.service.js';
import { queueRsvpNote } from '../mail/couple-notes.js';

export const MAX_DIETARY_LENGTH = 500;
/** More than any household; the limit keeps one request's work bounded. */
export const MAX_ANSWERS_PER_CALL = 100;

/** Shared with bench/baseline.ts, which must do the same database work. */
export const PARTY_ANSWERS_SQL = `select a.id, a.guest_id as "guestId", a.attending, a.dietary_restrictions as "dietaryRestrictions",
  a.meal_preference as "mealPreference", ${GUEST_EVENT_ANSWERS_SQL} as events
  from guest_attendance a join guest g on g.id = a.guest_id
  where g.party_id = $1 order by g.sort_order, g.id`;

/**
 * A party's answers in its guests' order, read as the GraphQL type: a hot read of the RSVP
 * page, so a prepared statement (see db/prepared.ts). Outside any unit of work only.
 */
export function attendanceOf(em: EntityManager, partyId: number): Promise<GuestAttendanceType[]> {
  return preparedRead<GuestAttendanceType>(em, 'party_answers', PARTY_ANSWERS_SQL, [partyId]);
}

/**
 * A party's answers as its guests read them: the meals in the reader's language (stored in
 * English), so the RSVP form finds the chosen meal among the options it shows.
 */
export async function attendanceIn(
  em: EntityManager,
  partyId: number,
  language: Language,
  /** For the prepared read alone (a guest's read passes the root EntityManager, see Context.reads). */
  reads: EntityManager = em,
): Promise<GuestAttendanceType[]> {
  const answers = await attendanceOf(reads, partyId);
  if (language === 'en' || !answers.some((a) => a.mealPreference)) return answers;
  const options = await getRsvpOptions(em);
  return answers.map((a) => ({ ...a, mealPreference: mealInLanguage(options, a.mealPreference, language) }));
}

export function allAttendance(em: EntityManager): Promise<GuestAttendance[]> {
  return em.find(GuestAttendance, {}, { orderBy: { guest: 'asc' } });
}

export function allRsvps(em: EntityManager): Promise<Rsvp[]> {
  return em.find(Rsvp, {}, { orderBy: { party: 'asc' } });
}

interface Answer {
  guest: Guest;
  attending: boolean | null;
  dietaryRestrictions: string | null;
  mealPreference: string | null;
}

/** Checks every answer before anything is written, so a bad one leaves the party's answers as they were. */
function checkAnswers(data: GuestAttendanceInput[], guests: Guest[], options: { mealOptions: string[]; mealOptionsEs: string[] }): Answer[] {
  const byId = new Map(guests.map((g) => [g.id, g]));
  const seen = new Set<number>();
  return data.map((entry, i) => {
    const at = (field: string) => `attendanceData[${i}].${field}`;
    const guest = byId.get(entry.guestId);
    // Unknown ids and other parties' guests get the same answer: nothing to learn by guessing.
    if (!guest) throw badInput(at('guestId'), 'GUEST_NOT_IN_PARTY', `Guest ${entry.guestId} is not in your party`, { guestId: entry.guestId });
    if (seen.has(guest.id)) throw badInput(at('guestId'), 'GUEST_LISTED_TWICE', `Guest ${guest.id} is listed twice`, { guestId: guest.id });
    seen.add(guest.id);
    const attending = entry.attending ?? null;
    const dietary = entry.dietaryRestrictions?.trim() || null;
    if (dietary && dietary.length > MAX_DIETARY_LENGTH) {
      throw badInput(at('dietaryRestrictions'), 'FIELD_TOO_LONG', `dietaryRestrictions must be at most ${MAX_DIETARY_LENGTH} characters`, {
        field: 'dietaryRestrictions',
        max: MAX_DIETARY_LENGTH,
      });
    }
    let meal: string | null = null;
    const asked = entry.mealPreference?.trim();
    if (attending === true && options.mealOptions.length) {
      if (!asked) throw badInput(at('mealPreference'), 'MEAL_REQUIRED', `Please choose a meal for ${guest.firstName}`, { name: guest.firstName });
      // Named in English or Spanish, stored in English: one meal whatever the language.
      meal = canonicalMeal(options, asked);
    }
    if (asked && attending === true && !meal) throw badInput(at('mealPreference'), 'MEAL_NOT_OFFERED', `"${asked}" is not one of the meal options`, { meal: asked });
    // Notes and meals belong to guests who are coming; a "no" or a pending answer drops them.
    return { guest, attending, dietaryRestrictions: attending === true ? dietary : null, mealPreference: attending === true ? meal : null };
  });
}

/**
 * Records answers for guests of one party, all or none, and re-sums the party's RSVP.
 * `lateAllowed` lets the couple correct answers after the deadline.
 */
export async function submitAttendance(
  em: EntityManager,
  partyId: number,
  data: GuestAttendanceInput[],
  { lateAllowed, notifyCouple = false, ...questions }: { lateAllowed: boolean; notifyCouple?: boolean } & AnswerOptions,
): Promise<GuestAttendanceType[]> {
  if (!data.length) throw badInput('attendanceData', 'ATTENDANCE_REQUIRED', 'attendanceData must name at least one guest');
  if (data.length > MAX_ANSWERS_PER_CALL) {
    throw badInput('attendanceData', 'TOO_MANY_ITEMS', `attendanceData can have at most ${MAX_ANSWERS_PER_CALL} entries`, {
      field: 'attendanceData',
      max: MAX_ANSWERS_PER_CALL,
    });
  }
  await em.transactional(async (tx) => {
    // One submission at a time per party: two family members answering at once both land whole.
    const party = await tx.findOne(Party, { id: partyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
    if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
    const options = await getRsvpOptions(tx);
    if (!options.open && !lateAllowed) {
      throw forbidden('RSVP_CLOSED', `RSVPs closed on ${options.deadline}. Please contact the couple to change your response.`, { date: options.deadline! });
    }
    // In turn, never at once: a transaction has one connection.
    const guests = await tx.find(Guest, { party: partyId });
    const existing = await tx.find(GuestAttendance, { guest: { party: partyId } });
    const answers = checkAnswers(data, guests, options);
    // Several events (issue 21 §2): checked with the rest, before anything is written.
    const eventAnswers = await checkEventAnswers(tx, partyId, data);
    const byGuest = new Map(existing.map((a) => [a.guest.id, a]));
    const now = new Date();
    for (const { guest, ...fields } of answers) {
      const row = byGuest.get(guest.id);
      if (row) tx.assign(row, { ...fields, updatedAt: now });
      else tx.create(GuestAttendance, { guest, ...fields, updatedAt: now });
    }
    await tx.flush();
    await writeEventAnswers(tx, eventAnswers, new Map(answers.map((a) => [a.guest.id, a.attending])));
    // issue 21 §3: the answers to the couple's questions, in the same unit of work.
    await applyRsvpAnswers(tx, partyId, questions.answers, { enforceRequired: questions.enforceRequired ?? false, language: questions.language ?? 'en' });
    await syncPartyRsvp(tx, partyId);
    // In the same unit of work: answers saved means a confirmation queued (issue 22 §4).
    await queueConfirmation(tx, partyId);
    // A guest's own answers: a note to the couple, when they chose one for each RSVP (couple-notes.ts).
    if (notifyCouple) await queueRsvpNote(tx, partyId);
  });
  return attendanceIn(em, partyId, questions.language ?? 'en');
}

/** Answers to the couple's RSVP questions sent with the attendance (issue 21 §3). */
export interface AnswerOptions {
  answers?: RsvpAnswerInput[] | null;
  /** A guest's own submission: a required question left unanswered refuses it all. */
  enforceRequired?: boolean;
  /** The reader's, for the names of questions in error messages. */
  language?: Language;
}

/** The signed-in party's own answers. */
export function submitOwnAttendance(em: EntityManager, user: SessionUser, data: GuestAttendanceInput[], questions: AnswerOptions = {}) {
  return submitAttendance(em, user.id, data, { lateAllowed: user.isAdmin, ...questions, enforceRequired: true, notifyCouple: !user.isAdmin });
}
