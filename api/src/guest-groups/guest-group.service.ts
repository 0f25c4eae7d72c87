import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_GROUP, GuestGroup } from './guest-group.entity.js';

/** The default group first, then the others by name. */
export async function listGuestGroups(em: EntityManager): Promise<GuestGroup[]> {
  const groups = await em.find(GuestGroup, {}, { orderBy: { name: 'asc' } });
  return [...groups.filter((g) => g.name === DEFAULT_GROUP), ...groups.filter((g) => g.name !== DEFAULT_GROUP)];
}
