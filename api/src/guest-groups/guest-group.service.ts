import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { GUEST_PAGES } from '../auth/policy.js';
import { badInput, conflict } from '../graphql/errors.js';
import { DEFAULT_GROUP, GuestGroup } from './guest-group.entity.js';
import type { GuestGroupInput } from './guest-group.types.js';

export const PHOTO_VERSIONS = ['parents', 'close-friends'];
export const ACCOMMODATION_VERSIONS = [
  'default', 'villa', 'merlot', 'cabernet', 'syrah', 'carinyena', 'garnatxa',
  'pinot-noir', 'malvasia', 'moscatell', 'xarello', 'friends-room',
];
export const EVENT_SCHEDULE_VERSIONS = ['default', 'villa', 'family', 'bridesmaids', 'groomsmen', 'parents'];

/** The default group first, then the others by name. */
export async function listGuestGroups(em: EntityManager): Promise<GuestGroup[]> {
  const groups = await em.find(GuestGroup, {}, { orderBy: { name: 'asc' } });
  return [...groups.filter((g) => g.name === DEFAULT_GROUP), ...groups.filter((g) => g.name !== DEFAULT_GROUP)];
}

function oneOf(field: string, value: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) throw badInput(field, 'VALUE_NOT_ALLOWED', `${field} must be one of: ${allowed.join(', ')}`, { field, allowed: allowed.join(', ') });
  return value;
}

// One answer whether the pre-check or the unique index (two admins at once) finds the clash.
const groupExists = (name: string) =>
  conflict('GUEST_GROUP_EXISTS', `A guest group named "${name}" already exists`, { field: 'name', params: { name } });

const optionalText = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

function checkGroup(input: GuestGroupInput) {
  const name = input.name.trim();
  if (!name) throw badInput('name', 'NAME_REQUIRED', 'Name is required');
  if (name.length > 60) throw badInput('name', 'NAME_TOO_LONG', 'Name must be at most 60 characters', { max: 60 });
  const allowedPages = [...new Set(input.allowedPages)];
  for (const page of allowedPages) oneOf('allowedPages', page, GUEST_PAGES);
  return {
    name,
    description: optionalText(input.description),
    welcomeMessage: optionalText(input.welcomeMessage),
    customLogistics: optionalText(input.customLogistics),
    customRegistry: optionalText(input.customRegistry),
    allowedPages: GUEST_PAGES.filter((p) => allowedPages.includes(p)),
    photoVersion: oneOf('photoVersion', input.photoVersion, PHOTO_VERSIONS),
    accommodationsVersion: oneOf('accommodationsVersion', input.accommodationsVersion, ACCOMMODATION_VERSIONS),
    eventScheduleVersion: oneOf('eventScheduleVersion', input.eventScheduleVersion, EVENT_SCHEDULE_VERSIONS),
  };
}

export async function createGuestGroup(em: EntityManager, input: GuestGroupInput): Promise<GuestGroup> {
  const fields = checkGroup(input);
  return em.transactional(async (tx) => {
    if (await tx.count(GuestGroup, { name: fields.name })) {
      throw groupExists(fields.name);
    }
    const group = tx.create(GuestGroup, fields);
    try {
      await tx.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw groupExists(fields.name);
      throw err;
    }
    return group;
  });
}
