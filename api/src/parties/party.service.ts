import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { checkLastName, checkZipCode, findPartyByCredentials } from '../auth/auth.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { Party } from './party.entity.js';
import type { PartyInput, PartyUpdateInput } from './party.types.js';

const DUPLICATE = 'A party with this last name and ZIP code already exists';

export function listParties(em: EntityManager): Promise<Party[]> {
  return em.find(Party, {}, { orderBy: { lastName: 'asc', id: 'asc' } });
}

async function checkGroup(em: EntityManager, name: string): Promise<string> {
  const value = name.trim();
  if (!(await em.count(GuestGroup, { name: value }))) {
    throw badInput('guestGroup', `Guest group "${value}" does not exist`);
  }
  return value;
}

async function checkUnique(em: EntityManager, lastName: string, zipCode: string, self?: number): Promise<void> {
  const existing = await findPartyByCredentials(em, lastName, zipCode);
  if (existing && existing.id !== self) throw conflict(DUPLICATE, 'lastName');
}

/** The unique index still guards against two admins saving the same pair at once. */
async function flushUnique(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(DUPLICATE, 'lastName');
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

export async function updateParty(em: EntityManager, actor: SessionUser, id: number, input: PartyUpdateInput): Promise<Party> {
  return em.transactional(async (tx) => {
    const party = await tx.findOne(Party, { id });
    if (!party) throw notFound('Party not found');
    if (input.lastName != null) party.lastName = checkLastName(input.lastName);
    if (input.zipCode != null) party.zipCode = checkZipCode(input.zipCode);
    if (input.guestGroup != null) party.guestGroup = await checkGroup(tx, input.guestGroup);
    if (input.canRsvp != null) party.canRsvp = input.canRsvp;
    if (input.isAdmin != null) {
      // Otherwise the couple could lock themselves out of their own admin tools.
      if (party.id === actor.id && !input.isAdmin) throw badInput('isAdmin', 'You cannot remove your own admin access');
      party.isAdmin = input.isAdmin;
    }
    if (input.lastName != null || input.zipCode != null) await checkUnique(tx, party.lastName, party.zipCode, party.id);
    await flushUnique(tx);
    return party;
  });
}
