import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GuestType } from '../party-guests/guest.types.js';

export enum GuestRsvpStatus {
  ATTENDING = 'ATTENDING',
  NOT_ATTENDING = 'NOT_ATTENDING',
  /** An answer exists but says neither yes nor no. */
  PENDING = 'PENDING',
  NO_RSVP = 'NO_RSVP',
}
registerEnumType(GuestRsvpStatus, { name: 'GuestRsvpStatus', description: "Where a guest's answer stands." });

@ObjectType({ description: 'A guest as the statistics count them.' })
export class StatisticsGuest extends GuestType {
  @Field(() => GuestRsvpStatus)
  status!: GuestRsvpStatus;

  @Field(() => String, { nullable: true })
  mealPreference!: string | null;
}

@ObjectType({ description: 'How many attending guests chose a meal; meal null counts those who have not chosen.' })
export class MealCount {
  @Field(() => String, { nullable: true })
  meal!: string | null;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Who is coming, counting only guests of parties that may RSVP.' })
export class RsvpStatistics {
  @Field(() => Int)
  totalInvited!: number;

  @Field(() => Int, { description: 'Guests whose answer is yes or no.' })
  responded!: number;

  @Field(() => Int)
  attending!: number;

  @Field(() => Int)
  notAttending!: number;

  @Field(() => Int, { description: 'Guests with no answer or a pending one.' })
  noResponse!: number;

  @Field(() => Int, { description: 'Responded over invited, as a whole percentage (0 when none are invited).' })
  responseRate!: number;

  @Field(() => Int, { description: 'Guests the parties named themselves (plus-ones), counted in the totals above.' })
  plusOnes!: number;

  @Field(() => [MealCount], { description: 'One entry per meal option (empty when none are offered).' })
  meals!: MealCount[];

  @Field(() => [StatisticsGuest], {
    description: 'The counted guests, party by party: every one of them, so a long guest list makes a long answer; guestsPage(filter: {counted: true}) pages them.',
  })
  guests?: StatisticsGuest[];
}
