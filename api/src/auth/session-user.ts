import { Field, Int, ObjectType } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Party } from '../parties/party.entity.js';
import { DEFAULT_GROUP, GuestGroup } from '../guest-groups/guest-group.entity.js';
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

export function toSessionUser(party: Party, group: GuestGroup | null): SessionUser {
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

/** Reads the party fresh on every request, so admin changes to it apply at once. */
export async function loadSessionUser(em: EntityManager, partyId: number): Promise<SessionUser | null> {
  const party = await em.findOne(Party, { id: partyId });
  if (!party) return null;
  // A party whose group was removed falls back to the default group rather than losing all pages.
  const group =
    (await em.findOne(GuestGroup, { name: party.guestGroup })) ??
    (await em.findOne(GuestGroup, { name: DEFAULT_GROUP }));
  return toSessionUser(party, group);
}
