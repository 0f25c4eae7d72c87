import type { EntityManager } from '@mikro-orm/postgresql';
import { Guest } from '../party-guests/guest.entity.js';
import { GuestAttendance } from './guest-attendance.entity.js';
import { Rsvp } from './rsvp.entity.js';

/**
 * Rewrites the party's RSVP from its guests' answers (attending if anyone comes, the number
 * coming, their dietary notes), or removes it when no guest has answered. Called inside the
 * transaction that changed the answers, with the party row locked.
 */
export async function syncPartyRsvp(tx: EntityManager, partyId: number): Promise<Rsvp | null> {
  // In turn, never at once: the transaction's one connection takes one query at a time.
  const guests = await tx.find(Guest, { party: partyId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const answers = await tx.find(GuestAttendance, { guest: { party: partyId } });
  const existing = await tx.findOne(Rsvp, { party: partyId });
  if (!answers.length) {
    if (existing) tx.remove(existing);
    await tx.flush();
    return null;
  }
  const byGuest = new Map(answers.map((a) => [a.guest.id, a]));
  const coming = guests.filter((g) => byGuest.get(g.id)?.attending === true);
  const notes = coming
    .map((g) => ({ g, text: byGuest.get(g.id)!.dietaryRestrictions }))
    .filter(({ text }) => text)
    .map(({ g, text }) => `${g.firstName} ${g.lastName}: ${text}`);
  const fields = {
    attending: coming.length > 0,
    guestCount: coming.length,
    dietaryRestrictions: notes.length ? notes.join('\n') : null,
    timestamp: new Date(),
  };
  const rsvp = existing ? tx.assign(existing, fields) : tx.create(Rsvp, { party: partyId, ...fields });
  await tx.flush();
  return rsvp;
}
