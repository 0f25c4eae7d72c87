import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { checkLastName } from '../auth/auth.service.js';
import { badInput, notFound } from '../graphql/errors.js';
import { Party } from '../parties/party.entity.js';
import { syncPartyRsvp } from '../rsvp/rsvp-sync.js';
import { Guest } from './guest.entity.js';
import { preparedRead } from '../db/prepared.js';
import type { GuestType, PartyGuestInput } from './guest.types.js';

export const MAX_GUESTS_PER_CALL = 500;
const GUEST_ORDER = { sortOrder: 'asc', id: 'asc' } as const;

/** Shared with bench/baseline.ts, which must do the same database work. */
export const PARTY_GUESTS_SQL = `select id, party_id as "partyId", first_name as "firstName", last_name as "lastName",
  sort_order as "sortOrder", is_child as "isChild", is_plus_one as "isPlusOne" from guest where party_id = $1 order by sort_order, id`;

/**
 * A party's guests in the order the couple set, read as the GraphQL type: the RSVP page's
 * first read, so a prepared statement (see db/prepared.ts). Outside any unit of work only.
 */
export function guestsOf(em: EntityManager, partyId: number): Promise<GuestType[]> {
  return preparedRead<GuestType>(em, 'party_guests', PARTY_GUESTS_SQL, [partyId]);
}

/** Every guest, party by party. */
export function allGuests(em: EntityManager): Promise<Guest[]> {
  return em.find(Guest, {}, { orderBy: { party: 'asc', ...GUEST_ORDER } });
}

export async function guestsOfParty(em: EntityManager, partyId: number): Promise<GuestType[]> {
  const guests = await guestsOf(em, partyId);
  // Told apart from a party with no guests yet, so a stale party picker says so.
  if (!guests.length && !(await em.count(Party, { id: partyId }))) throw notFound('PARTY_NOT_FOUND', 'Party not found');
  return guests;
}

export function checkFirstName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw badInput(field, 'FIRST_NAME_REQUIRED', 'First name is required');
  if (name.length > 100) throw badInput(field, 'FIELD_TOO_LONG', `${field} must be at most 100 characters`, { field, max: 100 });
  return name;
}

function checkGuests(guests: PartyGuestInput[]) {
  if (!guests.length) throw badInput('guests', 'GUESTS_REQUIRED', 'Add at least one guest');
  if (guests.length > MAX_GUESTS_PER_CALL) {
    throw badInput('guests', 'TOO_MANY_ITEMS', `guests can have at most ${MAX_GUESTS_PER_CALL} entries`, { field: 'guests', max: MAX_GUESTS_PER_CALL });
  }
  return guests.map((g, i) => {
    if (g.sortOrder != null && g.sortOrder < 0) throw badInput(`guests[${i}].sortOrder`, 'SORT_ORDER_INVALID', 'sortOrder cannot be negative');
    return {
      partyId: g.partyId,
      firstName: checkFirstName(g.firstName, `guests[${i}].firstName`),
      lastName: checkLastName(g.lastName, `guests[${i}].lastName`),
      isChild: g.isChild,
      sortOrder: g.sortOrder ?? null,
    };
  });
}

/** Adds guests to one or more parties: all of them or, on any error, none. */
export async function addPartyGuests(em: EntityManager, input: PartyGuestInput[]): Promise<Guest[]> {
  const rows = checkGuests(input);
  return em.transactional(async (tx) => {
    const partyIds = [...new Set(rows.map((r) => r.partyId))];
    const found = new Set((await tx.find(Party, { id: { $in: partyIds } }, { fields: ['id'] })).map((p) => p.id));
    const missing = rows.findIndex((r) => !found.has(r.partyId));
    if (missing >= 0) throw badInput(`guests[${missing}].partyId`, 'PARTY_NOT_FOUND', 'Party not found');
    // New guests go after each party's last one unless a place is given. (tx.execute runs in
    // the transaction; a bare connection would wait for ever on the embedded database.)
    const last = await tx.execute<Array<{ party_id: number; max: number }>>(
      `select party_id, max(sort_order) as max from guest where party_id in (${partyIds.map(() => '?').join(', ')}) group by party_id`,
      partyIds,
    );
    const next = new Map(last.map((r) => [Number(r.party_id), Number(r.max) + 1]));
    const created = rows.map((r) => {
      const sortOrder = r.sortOrder ?? next.get(r.partyId) ?? 0;
      next.set(r.partyId, Math.max(next.get(r.partyId) ?? 0, sortOrder + 1));
      return tx.create(Guest, { party: r.partyId, firstName: r.firstName, lastName: r.lastName, isChild: r.isChild, sortOrder });
    });
    await tx.flush();
    return created;
  });
}

/** Removes a guest with their answer, and re-sums their party's RSVP. */
export async function deletePartyGuest(em: EntityManager, id: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const guest = await tx.findOne(Guest, { id }, { fields: ['party'] });
    if (!guest) throw notFound('GUEST_NOT_FOUND', 'Guest not found');
    const partyId = guest.party.id;
    // The same lock a submission takes, so a party's RSVP is summed from one consistent list.
    await tx.findOne(Party, { id: partyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
    await tx.nativeDelete(Guest, { id });
    await syncPartyRsvp(tx, partyId);
    return true;
  });
}
