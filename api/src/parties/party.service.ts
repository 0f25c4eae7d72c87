import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { checkLastName, checkZipCode, findPartyByCredentials } from '../auth/auth.service.js';
import { NOTIFY_BOARD_SQL, boardChanged } from '../trivia/leaderboard-cache.js';
import type { SessionUser } from '../auth/session-user.js';
import { lastNameKey } from '../auth/last-name-key.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { endPartySessions } from '../session/party-sessions.js';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { Guest } from '../party-guests/guest.entity.js';
import { checkFirstName } from '../party-guests/party-guest.service.js';
import { checkPlusOnesAllowed } from '../party-guests/plus-ones.service.js';
import { Party } from './party.entity.js';
import { checkEmail, checkLanguage, DEFAULT_PARTY_LANGUAGE } from '../mail/contact-checks.js';
import type { NewPartyGuestInput, PartyDeletionType, PartyInput, PartyUpdateInput } from './party.types.js';

/** A household, not a guest list: the one-form create takes this many guests at most. */
export const MAX_NEW_PARTY_GUESTS = 50;

const DUPLICATE = 'A party with this last name and ZIP code already exists';

export function listParties(em: EntityManager): Promise<Party[]> {
  return em.find(Party, {}, { orderBy: { lastName: 'asc', id: 'asc' } });
}

/**
 * The group must exist; its row stays share-locked until the transaction ends, so a rename
 * or delete of the group running at the same time waits and then carries this party along.
 */
async function checkGroup(em: EntityManager, name: string): Promise<string> {
  const value = name.trim();
  if (!(await em.findOne(GuestGroup, { name: value }, { lockMode: LockMode.PESSIMISTIC_READ, fields: ['id'] }))) {
    throw badInput('guestGroup', 'GUEST_GROUP_NOT_FOUND', `Guest group "${value}" does not exist`, { name: value });
  }
  return value;
}

async function checkUnique(em: EntityManager, lastName: string, zipCode: string, self?: number): Promise<void> {
  const existing = await findPartyByCredentials(em, lastName, zipCode);
  if (existing && existing.id !== self) throw conflict('PARTY_EXISTS', DUPLICATE, { field: 'lastName' });
}

/** The unique index still guards against two admins saving the same pair at once. */
async function flushUnique(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict('PARTY_EXISTS', DUPLICATE, { field: 'lastName' });
    throw err;
  }
}

/** The guests of a new party, checked before anything is written; a blank last name is the party's. */
function checkNewGuests(guests: NewPartyGuestInput[], partyLastName: string) {
  if (guests.length > MAX_NEW_PARTY_GUESTS) {
    throw badInput('guests', 'TOO_MANY_ITEMS', `guests can have at most ${MAX_NEW_PARTY_GUESTS} entries`, { field: 'guests', max: MAX_NEW_PARTY_GUESTS });
  }
  return guests.map((g, i) => ({
    firstName: checkFirstName(g.firstName, `guests[${i}].firstName`),
    lastName: g.lastName?.trim() ? checkLastName(g.lastName, `guests[${i}].lastName`) : partyLastName,
    isChild: g.isChild,
  }));
}

/** Creates a party and, when given, its guests in the order given: all of it or, on any error, nothing. */
export async function createParty(em: EntityManager, _actor: SessionUser, input: PartyInput): Promise<Party> {
  const lastName = checkLastName(input.lastName);
  const zipCode = checkZipCode(input.zipCode);
  const guests = checkNewGuests(input.guests ?? [], lastName);
  const plusOnesAllowed = checkPlusOnesAllowed(input.plusOnesAllowed ?? 0);
  const email = checkEmail(input.email);
  const language = checkLanguage(input.language, DEFAULT_PARTY_LANGUAGE);
  return em.transactional(async (tx) => {
    const guestGroup = await checkGroup(tx, input.guestGroup);
    const party = tx.create(Party, { lastName, zipCode, guestGroup, canRsvp: input.canRsvp, isAdmin: input.isAdmin, plusOnesAllowed, email, language });
    guests.forEach((g, sortOrder) => tx.create(Guest, { party, ...g, sortOrder }));
    await flushUnique(tx);
    return party;
  });
}

/**
 * A new sign-in pair (last name or ZIP) signs the party out everywhere (and voids its device tokens), so
 * rotating a leaked pair locks out whoever had it. An admin changing their own pair keeps
 * the session they are using (`actorSession`) and loses only their others.
 */
export async function updateParty(
  em: EntityManager,
  actor: SessionUser,
  id: number,
  input: PartyUpdateInput,
  actorSession?: string,
): Promise<Party> {
  let renamed = false;
  const updated = await em.transactional(async (tx) => {
    const party = await tx.findOne(Party, { id });
    if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
    // Everything is checked before the entity changes, so no half-applied update can be flushed.
    const lastName = input.lastName != null ? checkLastName(input.lastName) : party.lastName;
    const zipCode = input.zipCode != null ? checkZipCode(input.zipCode) : party.zipCode;
    const guestGroup = input.guestGroup != null ? await checkGroup(tx, input.guestGroup) : party.guestGroup;
    const plusOnesAllowed = input.plusOnesAllowed != null ? checkPlusOnesAllowed(input.plusOnesAllowed) : party.plusOnesAllowed;
    const email = input.email !== undefined ? checkEmail(input.email) : party.email;
    const language = input.language != null ? checkLanguage(input.language, party.language as 'en' | 'es') : party.language;
    // Otherwise the couple could lock themselves out of their own admin tools.
    if (input.isAdmin === false && party.id === actor.id) throw badInput('isAdmin', 'CANNOT_REMOVE_OWN_ADMIN', 'You cannot remove your own admin access');
    // A change of spelling only (same normal form) keeps the sign-in pair and its sessions.
    const newPair = lastNameKey(lastName) !== party.nameKey || zipCode !== party.zipCode;
    renamed = lastName !== party.lastName;
    if (newPair) await checkUnique(tx, lastName, zipCode, party.id);
    tx.assign(party, {
      lastName,
      zipCode,
      guestGroup,
      canRsvp: input.canRsvp ?? party.canRsvp,
      isAdmin: input.isAdmin ?? party.isAdmin,
      plusOnesAllowed,
      email,
      language,
    });
    await flushUnique(tx);
    if (newPair) await endPartySessions(tx, party.id, party.id === actor.id ? actorSession : undefined);
    // The leaderboard shows the name (see trivia/leaderboard-cache.ts).
    if (renamed) await tx.execute(NOTIFY_BOARD_SQL);
    return party;
  });
  if (renamed) boardChanged(em);
  return updated;
}

/** What a party's deletion takes with it, counted in one statement. */
async function deletionCounts(em: EntityManager, party: Party): Promise<PartyDeletionType> {
  const [row] = await em.execute<Array<Record<string, string | number>>>(
    `select
       (select count(*) from guest where party_id = ?) as guests,
       (select count(*) from guest_attendance a join guest g on g.id = a.guest_id where g.party_id = ?) as rsvp_answers,
       (select count(*) from poll_response where party_id = ?) as poll_votes,
       (select count(*) from trivia_response where party_id = ?) as trivia_answers,
       (select count(*) from payment_confirmation where party_id = ?) as payments`,
    [party.id, party.id, party.id, party.id, party.id],
  );
  return {
    partyId: party.id,
    lastName: party.lastName,
    guests: Number(row.guests),
    rsvpAnswers: Number(row.rsvp_answers),
    pollVotes: Number(row.poll_votes),
    triviaAnswers: Number(row.trivia_answers),
    paymentConfirmationsKept: Number(row.payments),
  };
}

/** What the couple is told before they delete a party. */
export async function partyDeletionPreview(em: EntityManager, id: number): Promise<PartyDeletionType> {
  const party = await em.findOne(Party, { id });
  if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
  return deletionCounts(em, party);
}

/**
 * Deletes a party in one transaction: its guests, their RSVP answers, its poll votes and trivia
 * answers go with it (the foreign keys cascade); its payment confirmations stay, with the name
 * the guest gave, as records of money received (their party becomes null). Its sessions end at
 * once; its device cookies name a party that no longer exists, so they vouch for nobody.
 * The row is locked first, so a vote or RSVP arriving meanwhile either lands before (and is
 * counted and deleted) or finds the party gone.
 */
export async function deleteParty(em: EntityManager, actor: SessionUser, id: number): Promise<PartyDeletionType> {
  const deleted = await em.transactional(async (tx) => {
    const party = await tx.findOne(Party, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
    // The couple would sign themselves out of their own dashboard, for good.
    if (party.id === actor.id) throw conflict('CANNOT_DELETE_OWN_PARTY', 'You cannot delete your own party', { field: 'id' });
    const counts = await deletionCounts(tx, party);
    await endPartySessions(tx, party.id);
    await tx.nativeDelete(Party, { id: party.id });
    // Its trivia answers leave the leaderboard (see trivia/leaderboard-cache.ts).
    if (counts.triviaAnswers) await tx.execute(NOTIFY_BOARD_SQL);
    return counts;
  });
  if (deleted.triviaAnswers) boardChanged(em);
  return deleted;
}
