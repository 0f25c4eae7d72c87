import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PartyType } from '../parties/party.types.js';
import { GuestRsvpStatus, StatisticsGuest } from '../rsvp/rsvp-statistics.types.js';

/** Rows one page may hold at most; the dashboard asks for 25. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export enum PartySort {
  NAME = 'NAME',
  NAME_DESC = 'NAME_DESC',
  ZIP_CODE = 'ZIP_CODE',
  NEWEST = 'NEWEST',
  GUESTS = 'GUESTS',
}
registerEnumType(PartySort, {
  name: 'PartySort',
  description: 'Orders of the parties list: by last name (A–Z or Z–A), ZIP code, newest first, or most guests first.',
});

export enum GuestSort {
  PARTY = 'PARTY',
  FIRST_NAME = 'FIRST_NAME',
  LAST_NAME = 'LAST_NAME',
}
registerEnumType(GuestSort, { name: 'GuestSort', description: 'Orders of the guests list: party by party (the couple’s order inside each), by first name, or by last name.' });

/** What the parties and guests lists are narrowed by; every filter given must hold. */
@InputType({ description: 'Narrows a parties or guests list; every filter given must hold.' })
export class GuestListFilter {
  @Field(() => String, { nullable: true, description: 'Part of a party’s last name, ZIP code or e-mail, or of a guest’s first or last name (any case).' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'The guest group’s name, exactly.' })
  guestGroup?: string | null;

  @Field(() => [GuestRsvpStatus], { nullable: true, description: 'Guests with one of these statuses (for parties: with at least one such guest).' })
  rsvpStatus?: GuestRsvpStatus[] | null;

  @Field(() => String, { nullable: true, description: 'Attending guests who chose this meal (for parties: with at least one).' })
  meal?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only guests the statistics count: those of parties that may RSVP (for parties: only parties that may RSVP).',
  })
  counted?: boolean | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  offset!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Rows to return, 1 to ${MAX_PAGE_SIZE}.` })
  limit!: number;
}

@ObjectType({ description: 'A guest with their answer, as the admin lists show them.' })
export class AdminGuestRow extends StatisticsGuest {
  @Field(() => String, { nullable: true })
  dietaryRestrictions!: string | null;

  @Field(() => String, { description: 'Their party’s last name.' })
  partyLastName!: string;
}

@ObjectType({ description: 'One page of the parties list, with the guests of the parties on it.' })
export class PartyPage {
  @Field(() => Int, { description: 'Parties matching the filter, on every page.' })
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => [PartyType])
  items!: PartyType[];

  @Field(() => [AdminGuestRow], { description: 'Every guest of the parties on this page (not only those matching the filter), party by party in the couple’s order.' })
  guests!: AdminGuestRow[];
}

@ObjectType({ description: 'One page of a guests list.' })
export class GuestPage {
  @Field(() => Int, { description: 'Guests matching the filter, on every page.' })
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => [AdminGuestRow])
  items!: AdminGuestRow[];
}
