import { Field, Int, ObjectType } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Party } from '../parties/party.entity.js';
import { DEFAULT_GROUP, type GuestGroup } from '../guest-groups/guest-group.entity.js';
import { pagesFor, type Actor } from './policy.js';

@ObjectType({ description: 'Which version of the versioned pages this party sees.' })
export class PageVersions {
  @Field(() => String)
  logistics!: string;

  @Field(() => String)
  eventSchedule!: string;
}

@ObjectType({ description: 'The signed-in party, with what its guest group lets it see.' })
export class SessionUser implements Actor {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  lastName!: string;

  @Field(() => Boolean)
  isAdmin!: boolean;

  @Field(() => Boolean)
  canRsvp!: boolean;

  @Field(() => String)
  guestGroup!: string;

  @Field(() => [String], { description: 'Page names this party may open.' })
  allowedPages!: string[];

  @Field(() => PageVersions)
  pageVersions!: PageVersions;

  @Field(() => String, { description: 'parents or close-friends: the photo set shown by default.' })
  photoVersion!: string;

  groupPages!: string[];
}

type PartyFields = Pick<Party, 'id' | 'lastName' | 'isAdmin' | 'canRsvp' | 'guestGroup'>;
type GroupFields = Pick<GuestGroup, 'allowedPages' | 'photoVersion' | 'accommodationsVersion' | 'eventScheduleVersion'>;

export function toSessionUser(party: PartyFields, group: GroupFields | null): SessionUser {
  const user = new SessionUser();
  user.id = party.id;
  user.lastName = party.lastName;
  user.isAdmin = party.isAdmin;
  user.canRsvp = party.canRsvp;
  user.guestGroup = party.guestGroup;
  user.groupPages = group?.allowedPages ?? [];
  user.allowedPages = pagesFor(user);
  user.pageVersions = {
    logistics: group?.accommodationsVersion ?? 'default',
    eventSchedule: group?.eventScheduleVersion ?? 'default',
  };
  user.photoVersion = group?.photoVersion ?? 'parents';
  return user;
}

// Every signed-in request reads its party and group, so they come in one statement, without
// the ORM's entity mapping (a plain read changes nothing). The party is read fresh each time,
// so an admin's change to it or to its group applies on the next request.
const USER_COLUMNS = `p.id, p.last_name, p.is_admin, p.can_rsvp, p.guest_group,
  g.allowed_pages, g.photo_version, g.accommodations_version, g.event_schedule_version`;
// A party whose group was removed falls back to the default group rather than losing all pages.
const ITS_GROUP = `left join lateral (
    select * from guest_group g where g.name in (p.guest_group, '${DEFAULT_GROUP}')
    order by g.name = p.guest_group desc limit 1
  ) g on true`;

interface UserRow {
  id: number | null;
  last_name: string;
  is_admin: boolean;
  can_rsvp: boolean;
  guest_group: string;
  allowed_pages: string[] | null;
  photo_version: string;
  accommodations_version: string;
  event_schedule_version: string;
}

function fromRow(row: UserRow): SessionUser | null {
  if (row.id === null) return null;
  const party = { id: row.id, lastName: row.last_name, isAdmin: row.is_admin, canRsvp: row.can_rsvp, guestGroup: row.guest_group };
  const group =
    row.allowed_pages === null
      ? null
      : {
          allowedPages: row.allowed_pages,
          photoVersion: row.photo_version,
          accommodationsVersion: row.accommodations_version,
          eventScheduleVersion: row.event_schedule_version,
        };
  return toSessionUser(party, group);
}

export async function loadSessionUser(em: EntityManager, partyId: number): Promise<SessionUser | null> {
  const [row] = await em.execute<UserRow[]>(`select ${USER_COLUMNS} from party p ${ITS_GROUP} where p.id = ?`, [partyId]);
  return row ? fromRow(row) : null;
}

/**
 * A live session's data and the party signed in with it (null when there is none or it was
 * removed), in one statement.
 */
export async function readSessionAndUser(
  em: EntityManager,
  sessionId: string,
  now: Date,
): Promise<{ data: Record<string, unknown>; user: SessionUser | null } | null> {
  const [row] = await em.execute<Array<UserRow & { data: Record<string, unknown> }>>(
    `select s.data, ${USER_COLUMNS} from session s
      left join party p on p.id = (s.data->>'partyId')::int
      ${ITS_GROUP}
      where s.id = ? and s.expires_at > ?`,
    [sessionId, now],
  );
  return row ? { data: row.data, user: fromRow(row) } : null;
}
