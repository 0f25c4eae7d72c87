import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GuestRsvpStatus } from '../rsvp/rsvp-statistics.types.js';

const WALL = 'YYYY-MM-DDTHH:MM, wall time in the wedding\'s time zone (Wedding Details).';

@ObjectType('Event', { description: 'One of the wedding\'s events as an invited party reads it, in the reader\'s language.' })
export class EventView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: WALL })
  start!: string;

  @Field(() => String, { description: WALL })
  end!: string;

  @Field(() => String, { description: 'The start as ISO 8601 with the zone\'s offset, e.g. 2026-06-11T17:30:00+02:00.' })
  startsAt!: string;

  @Field(() => String, { description: 'The end as ISO 8601 with the zone\'s offset.' })
  endsAt!: string;

  @Field(() => String, { description: 'The wedding\'s IANA time zone.' })
  timezone!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { description: 'May be empty.' })
  address!: string;

  @Field(() => String, { description: 'The couple\'s maps link, or a maps search for the venue and its address.' })
  mapsUrl!: string;

  @Field(() => String, { nullable: true, description: 'E.g. a dress code; null when none.' })
  note!: string | null;

  @Field(() => String, { description: 'Add to Calendar on a calendar service for this event.' })
  calendarUrl!: string;
}

@ObjectType('AdminEvent', { description: 'An event as the couple saved it, both languages.' })
export class AdminEventView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Empty: Spanish readers see the English name.' })
  nameEs!: string;

  @Field(() => String, { description: WALL })
  start!: string;

  @Field(() => String, { description: WALL })
  end!: string;

  @Field(() => String, { description: 'The wedding\'s IANA time zone the times are in.' })
  timezone!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String, { description: 'The couple\'s own maps link; empty when the site makes one from venue and address.' })
  mapsUrl!: string;

  @Field(() => String)
  note!: string;

  @Field(() => String)
  noteEs!: string;

  @Field(() => [String], { description: 'Names of the guest groups invited.' })
  guestGroups!: string[];

  @Field(() => Int, { description: 'Guests\' answers for this event (deleted with it).' })
  answerCount!: number;
}

@InputType({ description: 'A new event.' })
export class EventInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameEs?: string | null;

  @Field(() => String, { description: WALL })
  start!: string;

  @Field(() => String, { description: `${WALL} After start.` })
  end!: string;

  @Field(() => String)
  venue!: string;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'An https:// maps link; blank: made from venue and address.' })
  mapsUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'E.g. a dress code.' })
  note?: string | null;

  @Field(() => String, { nullable: true })
  noteEs?: string | null;

  @Field(() => [String], { defaultValue: [], description: 'Names of the guest groups invited.' })
  guestGroups!: string[];
}

@InputType({ description: 'Only the fields given change; a blank optional text clears it.' })
export class EventUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  nameEs?: string | null;

  @Field(() => String, { nullable: true, description: WALL })
  start?: string | null;

  @Field(() => String, { nullable: true, description: WALL })
  end?: string | null;

  @Field(() => String, { nullable: true })
  venue?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  mapsUrl?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => String, { nullable: true })
  noteEs?: string | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the invited groups.' })
  guestGroups?: string[] | null;
}

@ObjectType('EventAnswer', { description: "A guest's answer for one event." })
export class EventAnswerView {
  @Field(() => Int)
  eventId!: number;

  @Field(() => Boolean)
  attending!: boolean;
}

@InputType({ description: "A guest's answer for one event the party is invited to." })
export class EventAnswerInput {
  @Field(() => Int)
  eventId!: number;

  @Field(() => Boolean)
  attending!: boolean;
}

@ObjectType({ description: 'Where one guest stands for one event.' })
export class EventGuestStatus {
  @Field(() => Int)
  guestId!: number;

  @Field(() => GuestRsvpStatus, { description: 'ATTENDING, NOT_ATTENDING (also every guest who declined the wedding) or NO_RSVP.' })
  status!: GuestRsvpStatus;
}

@ObjectType({ description: 'Who is coming to one event: the guests of invited parties that may RSVP.' })
export class EventStatistics {
  @Field(() => Int)
  eventId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  nameEs!: string;

  @Field(() => String, { description: WALL })
  start!: string;

  @Field(() => Int)
  invited!: number;

  @Field(() => Int)
  attending!: number;

  @Field(() => Int)
  notAttending!: number;

  @Field(() => Int)
  noResponse!: number;

  @Field(() => [EventGuestStatus], { description: 'The counted guests (their names are in the statistics\' guests).' })
  guests!: EventGuestStatus[];
}
