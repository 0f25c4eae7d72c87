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
