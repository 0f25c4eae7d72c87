import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { GUEST_PAGES } from '../auth/policy.js';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { Party } from '../parties/party.entity.js';
import { DEFAULT_GROUP, GuestGroup } from './guest-group.entity.js';
import type { GuestGroupInput, GuestGroupUpdateInput } from './guest-group.types.js';

export const PHOTO_VERSIONS = ['parents', 'close-friends'];
export const ACCOMMODATION_VERSIONS = [
  'default', 'villa', 'merlot', 'cabernet', 'syrah', 'carinyena', 'garnatxa',
  'pinot-noir', 'malvasia', 'moscatell', 'xarello', 'friends-room',
];
export const EVENT_SCHEDULE_VERSIONS = ['default', 'villa', 'family', 'bridesmaids', 'groomsmen', 'parents'];

/** The group's notes guests read, each written in English and in Spanish (`welcomeMessageEs`...). */
export const GROUP_NOTES = ['welcomeMessage', 'customLogistics', 'customRegistry'] as const;

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

type GroupFields = Pick<
  GuestGroup,
  | 'name'
  | 'description'
  | 'welcomeMessage'
  | 'customLogistics'
  | 'customRegistry'
  | 'welcomeMessageEs'
  | 'customLogisticsEs'
  | 'customRegistryEs'
  | 'allowedPages'
  | 'photoVersion'
  | 'accommodationsVersion'
  | 'eventScheduleVersion'
>;

function checkName(value: string): string {
  const name = value.trim();
  if (!name) throw badInput('name', 'NAME_REQUIRED', 'Name is required');
  if (name.length > 60) throw badInput('name', 'NAME_TOO_LONG', 'Name must be at most 60 characters', { max: 60 });
  return name;
}

function checkPages(pages: readonly string[]): string[] {
  const allowedPages = [...new Set(pages)];
  for (const page of allowedPages) oneOf('allowedPages', page, GUEST_PAGES);
  return GUEST_PAGES.filter((p) => allowedPages.includes(p));
}

/**
 * The fields given, checked and tidied; a field left out (undefined) stays out. A free text
 * given as null or blank becomes null; the other fields given as null count as left out.
 * Create and update share it, so both hold a group to the same rules.
 */
function checkFields(input: GuestGroupUpdateInput): Partial<GroupFields> {
  const fields: Partial<GroupFields> = {};
  if (input.name != null) fields.name = checkName(input.name);
  for (const key of ['description', ...GROUP_NOTES, ...GROUP_NOTES.map((n) => `${n}Es` as const)] as const) {
    if (input[key] !== undefined) fields[key] = optionalText(input[key]);
  }
  if (input.allowedPages != null) fields.allowedPages = checkPages(input.allowedPages);
  if (input.photoVersion != null) fields.photoVersion = oneOf('photoVersion', input.photoVersion, PHOTO_VERSIONS);
  if (input.accommodationsVersion != null) {
    fields.accommodationsVersion = oneOf('accommodationsVersion', input.accommodationsVersion, ACCOMMODATION_VERSIONS);
  }
  if (input.eventScheduleVersion != null) {
    fields.eventScheduleVersion = oneOf('eventScheduleVersion', input.eventScheduleVersion, EVENT_SCHEDULE_VERSIONS);
  }
  return fields;
}

function checkGroup(input: GuestGroupInput): GroupFields {
  return { ...checkFields(input), name: checkName(input.name) } as GroupFields;
}

/** The unique index still guards against two admins saving the same name at once. */
async function flushUnique(em: EntityManager, name: string): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw groupExists(name);
    throw err;
  }
}

const groupNotFound = () => notFound('GUEST_GROUP_ID_NOT_FOUND', 'Guest group not found');

/** The group by id, locked until the transaction ends, so no party is moved into it meanwhile. */
async function lockedGroup(tx: EntityManager, id: number): Promise<GuestGroup> {
  const group = await tx.findOne(GuestGroup, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!group) throw groupNotFound();
  return group;
}

export async function createGuestGroup(em: EntityManager, input: GuestGroupInput): Promise<GuestGroup> {
  const fields = checkGroup(input);
  return em.transactional(async (tx) => {
    if (await tx.count(GuestGroup, { name: fields.name })) {
      throw groupExists(fields.name);
    }
    const group = tx.create(GuestGroup, fields);
    await flushUnique(tx, fields.name);
    return group;
  });
}

/**
 * Changes only the fields given. Parties store their group's name, so a rename carries its
 * parties along in the same transaction. The "default" group, where parties land, keeps its name.
 */
export async function updateGuestGroup(em: EntityManager, id: number, input: GuestGroupUpdateInput): Promise<GuestGroup> {
  return em.transactional(async (tx) => {
    const group = await lockedGroup(tx, id);
    const fields = checkFields(input);
    const oldName = group.name;
    const renamed = fields.name !== undefined && fields.name !== oldName;
    if (renamed && oldName === DEFAULT_GROUP) {
      throw conflict('DEFAULT_GROUP_NAME_LOCKED', 'The default guest group cannot be renamed', { field: 'name' });
    }
    if (renamed && (await tx.count(GuestGroup, { name: fields.name }))) throw groupExists(fields.name!);
    tx.assign(group, fields);
    await flushUnique(tx, group.name);
    if (renamed) await tx.nativeUpdate(Party, { guestGroup: oldName }, { guestGroup: group.name });
    return group;
  });
}

/** Removes a group; its parties move to the "default" group in the same transaction. */
export async function deleteGuestGroup(em: EntityManager, id: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const group = await lockedGroup(tx, id);
    if (group.name === DEFAULT_GROUP) {
      throw conflict('DEFAULT_GROUP_LOCKED', 'The default guest group cannot be deleted');
    }
    await tx.nativeUpdate(Party, { guestGroup: group.name }, { guestGroup: DEFAULT_GROUP });
    tx.remove(group);
    await tx.flush();
    return true;
  });
}
