import { Field, Int, ObjectType } from 'type-graphql';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Party } from '../parties/party.entity.js';
import type { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { preparedRead } from '../db/prepared.js';
import { pagesFor, type Actor } from './policy.js';
import { SESSION_AND_USER_SQL, USER_SQL, groupOf, partyOf, type SessionRow, type UserRow } from './session-query.js';

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

function fromRow(row: UserRow): SessionUser | null {
  const party = partyOf(row);
  return party && toSessionUser(party, groupOf(row));
}

/** Reads the party fresh, so an admin's change to it or to its group applies at once. */
export async function loadSessionUser(em: EntityManager, partyId: number): Promise<SessionUser | null> {
  const [row] = await em.execute<UserRow[]>(USER_SQL, [partyId]);
  return row ? fromRow(row) : null;
}

export interface SessionRead {
  data: Record<string, unknown>;
  /** Null when the session has no party or it was removed. */
  user: SessionUser | null;
  /** Past the time it may be pruned at. */
  expired: boolean;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * A session's data, times and the party signed in with it, in one prepared statement: every
 * request with a session cookie makes this read. Outside any unit of work only (see preparedRead).
 */
export async function readSessionAndUser(orm: MikroORM, sessionId: string, now: Date): Promise<SessionRead | null> {
  const [row] = await preparedRead<SessionRow>(orm.em, 'session_and_user', SESSION_AND_USER_SQL, [sessionId, now]);
  if (!row) return null;
  return { data: row.data, user: fromRow(row), expired: row.expired, createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at) };
}
