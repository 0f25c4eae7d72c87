import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import { Party } from '../parties/party.entity.js';
import { GuestRsvpStatus } from '../rsvp/rsvp-statistics.types.js';
import { GuestSort, MAX_PAGE_SIZE, PartySort, type AdminGuestRow, type GuestListFilter, type GuestPage } from './guest-list.types.js';

/**
 * The dashboard's parties and guests lists, a page at a time (issue 23 §1): filtered, sorted and
 * counted by the database, so the answer's size follows the page, not the guest list.
 */

const MAX_SEARCH = 100;

/** A guest's status, as rsvp-statistics.service.ts's statusOf says it. */
const STATUS_SQL = `case when a.id is null then 'NO_RSVP' when a.attending then 'ATTENDING' when not a.attending then 'NOT_ATTENDING' else 'PENDING' end`;
/** A guest's status for one event, as event-answers.service.ts's eventStatus says it. */
const EVENT_STATUS_SQL = `case when a.attending = false or ea.attending = false then 'NOT_ATTENDING' when a.attending and ea.attending then 'ATTENDING' else 'NO_RSVP' end`;

const PARTY_ORDER: Record<PartySort, string> = {
  [PartySort.NAME]: 'p.last_name, p.id',
  [PartySort.NAME_DESC]: 'p.last_name desc, p.id desc',
  [PartySort.ZIP_CODE]: 'p.zip_code, p.last_name, p.id',
  [PartySort.NEWEST]: 'p.created_at desc, p.id desc',
  [PartySort.GUESTS]: '(select count(*) from guest c where c.party_id = p.id) desc, p.last_name, p.id',
};

const GUEST_ORDER: Record<GuestSort, string> = {
  [GuestSort.PARTY]: 'p.last_name, p.id, g.sort_order, g.id',
  [GuestSort.FIRST_NAME]: 'g.first_name, g.last_name, g.id',
  [GuestSort.LAST_NAME]: 'g.last_name, g.first_name, g.id',
};

export interface Paging {
  offset: number;
  limit: number;
}

export function checkPaging({ offset, limit }: Paging): Paging {
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000_000) {
    throw badInput('offset', 'NUMBER_OUT_OF_RANGE', 'offset must be a whole number from 0 to 1000000000', { field: 'offset', min: 0, max: 1_000_000_000 });
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput('limit', 'NUMBER_OUT_OF_RANGE', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { field: 'limit', min: 1, max: MAX_PAGE_SIZE });
  }
  return { offset, limit };
}

interface CheckedFilter {
  /** A LIKE pattern, with the search's own % and _ taken literally. */
  pattern: string | null;
  guestGroup: string | null;
  statuses: GuestRsvpStatus[] | null;
  meal: string | null;
  counted: boolean;
}

function checkFilter(filter: GuestListFilter | null | undefined): CheckedFilter {
  const search = filter?.search?.trim() ?? '';
  if (search.length > MAX_SEARCH) {
    throw badInput('filter.search', 'FIELD_TOO_LONG', `filter.search must be at most ${MAX_SEARCH} characters`, { field: 'filter.search', max: MAX_SEARCH });
  }
  const meal = filter?.meal?.trim() || null;
  if (meal && meal.length > MAX_SEARCH) {
    throw badInput('filter.meal', 'FIELD_TOO_LONG', `filter.meal must be at most ${MAX_SEARCH} characters`, { field: 'filter.meal', max: MAX_SEARCH });
  }
  const statuses = filter?.rsvpStatus?.length ? [...new Set(filter.rsvpStatus)] : null;
  return {
    pattern: search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    guestGroup: filter?.guestGroup?.trim() || null,
    statuses,
    meal,
    counted: filter?.counted === true,
  };
}

/** The conditions on one guest row `g` (with its party `p` and answer `a`), and their values in order. */
function guestConditions(f: CheckedFilter, status: string): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  if (f.pattern) {
    sql.push(`(g.first_name ilike ? or g.last_name ilike ? or (g.first_name || ' ' || g.last_name) ilike ? or p.last_name ilike ? or p.zip_code ilike ? or p.email ilike ?)`);
    params.push(f.pattern, f.pattern, f.pattern, f.pattern, f.pattern, f.pattern);
  }
  if (f.guestGroup) {
    sql.push('p.guest_group = ?');
    params.push(f.guestGroup);
  }
  if (f.statuses) {
    sql.push(`${status} in (${f.statuses.map(() => '?').join(', ')})`);
    params.push(...f.statuses);
  }
  if (f.meal) {
    sql.push('a.attending and a.meal_preference = ?');
    params.push(f.meal);
  }
  if (f.counted) sql.push('p.can_rsvp');
  return { sql, params };
}

interface GuestSqlRow {
  id: number;
  party_id: number;
  first_name: string;
  last_name: string;
  is_child: boolean;
  is_plus_one: boolean;
  sort_order: number;
  status: GuestRsvpStatus;
  meal_preference: string | null;
  dietary_restrictions: string | null;
  party_last_name: string;
  total?: string | number;
}

const GUEST_COLUMNS = `g.id, g.party_id, g.first_name, g.last_name, g.is_child, g.is_plus_one, g.sort_order,
  a.meal_preference, a.dietary_restrictions, p.last_name as party_last_name`;

function guestRow(r: GuestSqlRow): AdminGuestRow {
  return {
    id: r.id,
    partyId: r.party_id,
    firstName: r.first_name,
    lastName: r.last_name,
    isChild: r.is_child,
    isPlusOne: r.is_plus_one,
    sortOrder: r.sort_order,
    status: r.status,
    mealPreference: r.meal_preference,
    dietaryRestrictions: r.dietary_restrictions,
    partyLastName: r.party_last_name,
  };
}

export interface GuestPageOptions extends Paging {
  filter?: GuestListFilter | null;
  sort?: GuestSort | null;
  /** Only the guests invited to this event, with their status for it (the statistics' event lists). */
  eventId?: number | null;
}

/**
 * A page of guests with their answers: the statistics' lists (filter.counted with the stat's
 * statuses) and an event's (eventId: only guests of parties that may RSVP and whose group it invites).
 */
export async function guestPage(em: EntityManager, options: GuestPageOptions): Promise<GuestPage> {
  const { offset, limit } = checkPaging(options);
  const f = checkFilter(options.filter);
  const eventId = options.eventId ?? null;
  const joins: string[] = [];
  const joinParams: unknown[] = [];
  if (eventId !== null) {
    joins.push(
      'join guest_group gg on gg.name = p.guest_group',
      'join event_invitation i on i.guest_group_id = gg.id and i.event_id = ?',
      'left join event_attendance ea on ea.guest_id = g.id and ea.event_id = ?',
    );
    joinParams.push(eventId, eventId);
    f.counted = true;
  }
  const status = eventId !== null ? EVENT_STATUS_SQL : STATUS_SQL;
  const where = guestConditions(f, status);
  const from = `from guest g join party p on p.id = g.party_id left join guest_attendance a on a.guest_id = g.id ${joins.join(' ')}
    ${where.sql.length ? `where ${where.sql.join(' and ')}` : ''}`;
  const order = GUEST_ORDER[options.sort ?? GuestSort.PARTY];
  const rows = await em.getConnection().execute<GuestSqlRow[]>(
    `select ${GUEST_COLUMNS}, ${status} as status, count(*) over () as total ${from} order by ${order} limit ? offset ?`,
    [...joinParams, ...where.params, limit, offset],
  );
  const total = rows.length
    ? Number(rows[0].total)
    : Number((await em.getConnection().execute<Array<{ n: string }>>(`select count(*) as n ${from}`, [...joinParams, ...where.params]))[0].n);
  return { total, offset, limit, items: rows.map(guestRow) };
}

export interface PartyPageOptions extends Paging {
  filter?: GuestListFilter | null;
  sort?: PartySort | null;
}

/**
 * A page of parties (the entities, so their personal links can be made) and every guest of
 * those parties with their answers. A guest filter keeps the parties with at least one such guest.
 */
export async function partyPage(em: EntityManager, options: PartyPageOptions) {
  const { offset, limit } = checkPaging(options);
  const f = checkFilter(options.filter);
  const sql: string[] = [];
  const params: unknown[] = [];
  if (f.pattern) {
    sql.push(`(p.last_name ilike ? or p.zip_code ilike ? or p.email ilike ?
      or exists (select 1 from guest g where g.party_id = p.id and (g.first_name ilike ? or g.last_name ilike ? or (g.first_name || ' ' || g.last_name) ilike ?)))`);
    params.push(f.pattern, f.pattern, f.pattern, f.pattern, f.pattern, f.pattern);
  }
  if (f.guestGroup) {
    sql.push('p.guest_group = ?');
    params.push(f.guestGroup);
  }
  if (f.counted) sql.push('p.can_rsvp');
  // The guest-level filters: some guest of the party has that status or chose that meal.
  const perGuest = guestConditions({ pattern: null, guestGroup: null, statuses: f.statuses, meal: f.meal, counted: false }, STATUS_SQL);
  if (perGuest.sql.length) {
    sql.push(`exists (select 1 from guest g left join guest_attendance a on a.guest_id = g.id where g.party_id = p.id and ${perGuest.sql.join(' and ')})`);
    params.push(...perGuest.params);
  }
  const where = sql.length ? `where ${sql.join(' and ')}` : '';
  const order = PARTY_ORDER[options.sort ?? PartySort.NAME];
  const conn = em.getConnection();
  const ids = await conn.execute<Array<{ id: number; total: string | number }>>(
    `select p.id, count(*) over () as total from party p ${where} order by ${order} limit ? offset ?`,
    [...params, limit, offset],
  );
  const total = ids.length ? Number(ids[0].total) : Number((await conn.execute<Array<{ n: string }>>(`select count(*) as n from party p ${where}`, params))[0].n);
  if (!ids.length) return { total, offset, limit, items: [], guests: [] };
  const idList = ids.map((r) => r.id);
  // In turn, not at once: on a transaction's EntityManager both would share its one connection.
  const parties = await em.find(Party, { id: { $in: idList } });
  const byId = new Map(parties.map((p) => [p.id, p]));
  const guests = await conn.execute<GuestSqlRow[]>(
    `select ${GUEST_COLUMNS}, ${STATUS_SQL} as status
     from guest g join party p on p.id = g.party_id left join guest_attendance a on a.guest_id = g.id
     where g.party_id in (${idList.map(() => '?').join(', ')})
     order by g.party_id, g.sort_order, g.id`,
    idList,
  );
  return {
    total,
    offset,
    limit,
    // Gone between the two reads (deleted meanwhile): left out.
    items: idList.map((id) => byId.get(id)).filter((p): p is Party => p !== undefined),
    guests: guests.map(guestRow),
  };
}
