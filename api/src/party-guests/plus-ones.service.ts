import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { checkLastName } from '../auth/auth.service.js';
import { can } from '../auth/policy.js';
import type { SessionUser } from '../auth/session-user.js';
import { badInput, conflict, forbidden, notFound } from '../graphql/errors.js';
import { Party } from '../parties/party.entity.js';
import { getRsvpOptions } from '../rsvp/rsvp-options.service.js';
import { syncPartyRsvp } from '../rsvp/rsvp-sync.js';
import { Guest } from './guest.entity.js';
import type { PlusOneInput } from './guest.types.js';
import { checkFirstName } from './party-guest.service.js';

/** A household's guests it names itself; more is a guest list for the couple to send. */
export const MAX_PLUS_ONES_ALLOWED = 10;

export function checkPlusOnesAllowed(value: number, field = 'plusOnesAllowed'): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_PLUS_ONES_ALLOWED) {
    throw badInput(field, 'NUMBER_OUT_OF_RANGE', `${field} must be a whole number from 0 to ${MAX_PLUS_ONES_ALLOWED}`, {
      field,
      min: 0,
      max: MAX_PLUS_ONES_ALLOWED,
    });
  }
  return value;
}

function checkName(input: PlusOneInput) {
  return { firstName: checkFirstName(input.firstName ?? '', 'firstName'), lastName: checkLastName(input.lastName ?? '', 'lastName') };
}

/**
 * Opens the unit of work every plus-one change shares: the caller may RSVP for its own party
 * (policy), the party row is locked (the lock an RSVP submission takes, so the allowance is
 * counted by one transaction at a time and answers are summed from one guest list), and the
 * RSVP is still open (admins, answering for their own party, also after the deadline).
 */
async function ownPartyLocked(tx: EntityManager, user: SessionUser): Promise<Pick<Party, 'id' | 'plusOnesAllowed'>> {
  if (!can(user, 'rsvp', { id: user.id })) throw forbidden('RSVP_NOT_ALLOWED', 'You are not authorized to RSVP for this event.');
  const party = await tx.findOne(Party, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id', 'plusOnesAllowed'], refresh: true });
  if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
  const options = await getRsvpOptions(tx);
  if (!options.open && !user.isAdmin) {
    throw forbidden('RSVP_CLOSED', `RSVPs closed on ${options.deadline}. Please contact the couple to change your response.`, { date: options.deadline! });
  }
  return party;
}

/** The caller's own plus-one; anyone else's guest is "not found" (nothing to learn by guessing ids). */
async function ownPlusOne(tx: EntityManager, user: SessionUser, id: number): Promise<Guest> {
  const guest = await tx.findOne(Guest, { id, party: user.id });
  if (!guest) throw notFound('GUEST_NOT_FOUND', 'Guest not found');
  if (!guest.isPlusOne) throw forbidden('NOT_A_PLUS_ONE', 'Only the guests you named yourself can be changed or removed here');
  return guest;
}

/** The caller's plus-one allowance (0 when the couple gave none). */
export async function plusOnesAllowedFor(em: EntityManager, user: SessionUser): Promise<number> {
  const party = await em.findOne(Party, { id: user.id }, { fields: ['plusOnesAllowed'] });
  return party?.plusOnesAllowed ?? 0;
}

/**
 * Adds a guest the party names itself, after its other guests. Counted under the party's row
 * lock: twenty taps at once for an allowance of one add exactly one guest, the others get 409.
 */
export async function addPlusOne(em: EntityManager, user: SessionUser, input: PlusOneInput): Promise<Guest> {
  const name = checkName(input);
  return em.transactional(async (tx) => {
    const party = await ownPartyLocked(tx, user);
    const named = await tx.count(Guest, { party: party.id, isPlusOne: true });
    if (named >= party.plusOnesAllowed) {
      throw conflict('PLUS_ONE_LIMIT', `You have already named every guest you can bring (${party.plusOnesAllowed}).`, { params: { max: party.plusOnesAllowed } });
    }
    const [last] = await tx.execute<Array<{ max: number | null }>>('select max(sort_order) as max from guest where party_id = ?', [party.id]);
    const sortOrder = last?.max == null ? 0 : Number(last.max) + 1;
    const guest = tx.create(Guest, { party: party.id, ...name, sortOrder, isPlusOne: true });
    await tx.flush();
    return guest;
  });
}

/** Renames one of the caller's plus-ones; their answer stays theirs. */
export async function renamePlusOne(em: EntityManager, user: SessionUser, id: number, input: PlusOneInput): Promise<Guest> {
  const name = checkName(input);
  return em.transactional(async (tx) => {
    await ownPartyLocked(tx, user);
    const guest = await ownPlusOne(tx, user, id);
    tx.assign(guest, name);
    await tx.flush();
    // The summed RSVP names attending guests in its dietary notes.
    await syncPartyRsvp(tx, user.id);
    return guest;
  });
}

/** Removes one of the caller's plus-ones with their answer; guests the couple invited stay. */
export async function removePlusOne(em: EntityManager, user: SessionUser, id: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    await ownPartyLocked(tx, user);
    const guest = await ownPlusOne(tx, user, id);
    await tx.nativeDelete(Guest, { id: guest.id });
    await syncPartyRsvp(tx, user.id);
    return true;
  });
}
