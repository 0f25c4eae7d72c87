import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import type { GuestAttendance } from './guest-attendance.entity.js';
import type { Rsvp } from './rsvp.entity.js';
import { EventAnswerInput } from '../events/events.types.js';

@ObjectType('GuestAttendance', { description: "A guest's answer." })
export class GuestAttendanceType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  guestId!: number;

  @Field(() => Boolean, { nullable: true, description: 'true, false, or null while the answer is pending.' })
  attending!: boolean | null;

  @Field(() => String, { nullable: true })
  dietaryRestrictions!: string | null;

  @Field(() => String, { nullable: true, description: 'One of the meal options, when the couple offers a choice.' })
  mealPreference!: string | null;
}

export function attendanceView(a: GuestAttendance): GuestAttendanceType {
  return { id: a.id, guestId: a.guest.id, attending: a.attending, dietaryRestrictions: a.dietaryRestrictions, mealPreference: a.mealPreference };
}

@ObjectType('Rsvp', { description: "A party's answer, summed up from its guests' answers." })
export class RsvpType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => Boolean, { description: 'Whether any guest of the party is coming.' })
  attending!: boolean;

  @Field(() => Int, { description: 'How many of its guests are coming.' })
  guestCount!: number;

  @Field(() => String, { nullable: true, description: "The attending guests' dietary notes, one line each." })
  dietaryRestrictions!: string | null;

  @Field(() => GraphQLISODateTime)
  timestamp!: Date;
}

export function rsvpView(r: Rsvp): RsvpType {
  return { id: r.id, partyId: r.party.id, attending: r.attending, guestCount: r.guestCount, dietaryRestrictions: r.dietaryRestrictions, timestamp: r.timestamp };
}

@InputType({ description: "One guest's answer." })
export class GuestAttendanceInput {
  @Field(() => Int)
  guestId!: number;

  @Field(() => Boolean, { nullable: true, description: 'null (or left out) records the answer as pending.' })
  attending?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Kept only for attending guests.' })
  dietaryRestrictions?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for attending guests when meal options exist.' })
  mealPreference?: string | null;

  // Several events (issue 21 §2): answers for the events the party is invited to.
  @Field(() => [EventAnswerInput], { nullable: true, description: 'Kept only for attending guests; left out, the guest keeps the answers given before.' })
  events?: EventAnswerInput[] | null;
}

@ObjectType('RsvpOptions', { description: "The couple's RSVP settings as guests see them." })
export class RsvpOptionsType {
  @Field(() => String, { nullable: true, description: 'Last day to respond, YYYY-MM-DD, in the wedding timezone.' })
  deadline!: string | null;

  @Field(() => Boolean, { description: 'False once the deadline day has passed.' })
  open!: boolean;

  @Field(() => [String], { description: 'Meal choices offered to attending guests; empty means none asked.' })
  mealOptions!: string[];
}

@ObjectType('AdminRsvpOptions', { description: 'The RSVP settings with the meal options in both languages, for the dashboard.' })
export class AdminRsvpOptionsType extends RsvpOptionsType {
  @Field(() => [String], { description: 'The meal options in English, the names answers store.' })
  declare mealOptions: string[];

  @Field(() => [String], { description: "The Spanish of each meal option, in the same order; '' reads as the English." })
  mealOptionsEs!: string[];

  @Field(() => Int, { nullable: true, description: 'The automatic RSVP reminder goes this many days before the deadline (once); null: off (the default).' })
  reminderDaysBefore!: number | null;
}

@InputType({ description: 'Only the fields given change.' })
export class RsvpOptionsInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null or empty removes the deadline.' })
  deadline?: string | null;

  @Field(() => [String], { nullable: true, description: 'English names; an option whose Spanish is unchanged keeps it when mealOptionsEs is left out.' })
  mealOptions?: string[] | null;

  @Field(() => [String], { nullable: true, description: "The Spanish of each meal option, same length and order as mealOptions; '' reads as the English." })
  mealOptionsEs?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Days before the deadline for the automatic reminder, 1 to 60; null turns it off. Left out: unchanged.' })
  reminderDaysBefore?: number | null;
}
