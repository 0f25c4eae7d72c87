import { DEFAULT_GROUP } from '../guest-groups/guest-group.entity.js';

// Every signed-in request reads its party and guest group, so they come in one statement
// (and with the session row itself, in SESSION_AND_USER_SQL). Plain SQL: a read needs none
// of the ORM's entity mapping. bench/baseline.ts runs the same statement.

const USER_COLUMNS = `p.id, p.last_name, p.is_admin, p.can_rsvp, p.guest_group,
  coalesce(g.allowed_pages, d.allowed_pages) as allowed_pages,
  coalesce(g.photo_version, d.photo_version) as photo_version,
  coalesce(g.accommodations_version, d.accommodations_version) as accommodations_version,
  coalesce(g.event_schedule_version, d.event_schedule_version) as event_schedule_version`;

// A party whose group was removed falls back to the default group rather than losing all pages.
const ITS_GROUP = `left join guest_group g on g.name = p.guest_group
  left join guest_group d on d.name = '${DEFAULT_GROUP}' and g.id is null`;

/** One party by id (MikroORM placeholders). */
export const USER_SQL = `select ${USER_COLUMNS} from party p ${ITS_GROUP} where p.id = ?`;

/**
 * Sign-in: the party with this normal form of the last name ($1, lastNameKey()) and ZIP code
 * ($2), with its group, and the pair its device token is keyed by, in one prepared statement.
 */
export const SIGN_IN_SQL = `select ${USER_COLUMNS}, p.name_key, p.zip_code from party p ${ITS_GROUP} where p.name_key = $1 and p.zip_code = $2`;

/** What a device token is checked against: the party's current sign-in pair. */
export const DEVICE_PARTY_SQL = `select id, name_key as "nameKey", zip_code as "zipCode" from party where id = $1`;

export interface SignInRow extends UserRow {
  name_key: string;
  zip_code: string;
}

/**
 * A session by id ($1), whether it is past its pruning time at $2 (now), its sign-in and last
 * use times (the store applies the idle and absolute limits of the party's role), and the
 * party signed in with it, if any.
 */
export const SESSION_AND_USER_SQL = `select s.data, s.expires_at <= $2 as expired, s.created_at, s.last_seen_at, ${USER_COLUMNS}
  from session s
  left join party p on p.id = (s.data->>'partyId')::int
  ${ITS_GROUP}
  where s.id = $1`;

export interface UserRow {
  /** Null when the session's party is gone. */
  id: number | null;
  last_name: string;
  is_admin: boolean;
  can_rsvp: boolean;
  guest_group: string;
  /** Null when neither the party's group nor the default group exists. */
  allowed_pages: string[] | null;
  photo_version: string;
  accommodations_version: string;
  event_schedule_version: string;
}

export interface SessionRow extends UserRow {
  data: Record<string, unknown>;
  expired: boolean;
  created_at: Date;
  last_seen_at: Date;
}

export function partyOf(row: UserRow) {
  if (row.id === null) return null;
  return { id: row.id, lastName: row.last_name, isAdmin: row.is_admin, canRsvp: row.can_rsvp, guestGroup: row.guest_group };
}

export function groupOf(row: UserRow) {
  if (row.allowed_pages === null) return null;
  return {
    allowedPages: row.allowed_pages,
    photoVersion: row.photo_version,
    accommodationsVersion: row.accommodations_version,
    eventScheduleVersion: row.event_schedule_version,
  };
}
