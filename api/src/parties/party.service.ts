import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { checkLastName, checkZipCode, findPartyByCredentials } from '../auth/auth.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { lastNameKey } from '../auth/last-name-key.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { endPartySessions } from '../session/party-sessions.js';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { Party } from './party.entity.js';
import type { PartyInput, PartyUpdateInput } from './party.types.js';

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

export async function createParty(em: EntityManager, _actor: SessionUser, input: PartyInput): Promise<Party> {
  const lastName = checkLastName(input.lastName);
  const zipCode = checkZipCode(input.zipCode);
  return em.transactional(async (tx) => {
    const guestGroup = await checkGroup(tx, input.guestGroup);
    await checkUnique(tx, lastName, zipCode);
    const party = tx.create(Party, { lastName, zipCode, guestGroup, canRsvp: input.canRsvp, isAdmin: input.isAdmin });
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
  return em.transactional(async (tx) => {
    const party = await tx.findOne(Party, { id });
    if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
    // Everything is checked before the entity changes, so no half-applied update can be flushed.
    const lastName = input.lastName != null ? checkLastName(input.lastName) : party.lastName;
    const zipCode = input.zipCode != null ? checkZipCode(input.zipCode) : party.zipCode;
    const guestGroup = input.guestGroup != null ? await checkGroup(tx, input.guestGroup) : party.guestGroup;
    // Otherwise the couple could lock themselves out of their own admin tools.
    if (input.isAdmin === false && party.id === actor.id) throw badInput('isAdmin', 'CANNOT_REMOVE_OWN_ADMIN', 'You cannot remove your own admin access');
    // A change of spelling only (same normal form) keeps the sign-in pair and its sessions.
    const newPair = lastNameKey(lastName) !== party.nameKey || zipCode !== party.zipCode;
    if (newPair) await checkUnique(tx, lastName, zipCode, party.id);
    tx.assign(party, {
      lastName,
      zipCode,
      guestGroup,
      canRsvp: input.canRsvp ?? party.canRsvp,
      isAdmin: input.isAdmin ?? party.isAdmin,
    });
    await flushUnique(tx);
    if (newPair) await endPartySessions(tx, party.id, party.id === actor.id ? actorSession : undefined);
    return party;
  });
}
