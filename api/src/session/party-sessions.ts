import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';

/**
 * Signs a party out everywhere, e.g. when its last name or ZIP changes (a leaked pair is
 * rotated) or when it is deleted: a party delete must call this in its transaction too.
 * `keep` spares one session, the admin's own when they change their own sign-in.
 */
export async function endPartySessions(em: EntityManager, partyId: number, keep?: string): Promise<number> {
  return em.nativeDelete(Session, keep ? { partyId, id: { $ne: keep } } : { partyId });
}

/**
 * Keeps a party's newest `max` sessions (by expiry, i.e. the latest started or renewed) and
 * ends the rest, so signing in over and over with a known pair cannot fill the table.
 */
export async function capPartySessions(em: EntityManager, partyId: number, max: number): Promise<void> {
  if (max <= 0) return;
  const older = await em.find(Session, { partyId }, { orderBy: { expiresAt: 'desc', id: 'asc' }, offset: max, fields: ['id'] });
  if (older.length) await em.nativeDelete(Session, { id: { $in: older.map((s) => s.id) } });
}
