import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Party', { description: 'A household invited together.' })
export class PartyType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  zipCode!: string;

  @Field(() => Boolean)
  isAdmin!: boolean;

  @Field(() => Boolean)
  canRsvp!: boolean;

  @Field(() => String, { description: "The guest group's name." })
  guestGroup!: string;

  @Field(() => Int, { description: 'How many guests the party may name itself on the RSVP page (plus-ones).' })
  plusOnesAllowed!: number;

  @Field(() => String, { nullable: true, description: 'Where its invitation, reminders and confirmations go.' })
  email!: string | null;

  @Field(() => String, { description: 'The language of its messages: en or es.' })
  language!: string;

  @Field(() => Boolean, { description: 'It asked for no more reminders or updates.' })
  unsubscribed!: boolean;
}

/** The Party type's view of the entity (unsubscribed is derived from unsubscribedAt). */
export function partyView<P extends { unsubscribedAt: Date | null }>(p: P): P & { unsubscribed: boolean } {
  return { ...p, unsubscribed: p.unsubscribedAt != null };
}

@InputType({ description: 'A guest of a party being created.' })
export class NewPartyGuestInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String, { nullable: true, description: "The party's last name when not given." })
  lastName?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  isChild!: boolean;
}

@InputType()
export class PartyInput {
  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  zipCode!: string;

  @Field(() => Boolean, { defaultValue: true })
  canRsvp!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  isAdmin!: boolean;

  @Field(() => String, { defaultValue: 'default' })
  guestGroup!: string;

  @Field(() => Int, { defaultValue: 0, description: 'Plus-ones the party may name itself, 0 to 10.' })
  plusOnesAllowed!: number;

  @Field(() => String, { nullable: true, description: 'Optional; a valid address.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "en or es; the site's default when not given." })
  language?: string | null;

  @Field(() => [NewPartyGuestInput], { nullable: true, description: 'Its guests, created with it: all of them and the party, or nothing.' })
  guests?: NewPartyGuestInput[] | null;
}

@InputType({ description: 'Only the fields given change.' })
export class PartyUpdateInput {
  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true })
  zipCode?: string;

  @Field(() => Boolean, { nullable: true })
  canRsvp?: boolean;

  @Field(() => Boolean, { nullable: true })
  isAdmin?: boolean;

  @Field(() => String, { nullable: true })
  guestGroup?: string;

  @Field(() => Int, { nullable: true, description: 'Lowering it keeps the plus-ones already named.' })
  plusOnesAllowed?: number;

  @Field(() => String, { nullable: true, description: 'An empty text removes it.' })
  email?: string | null;

  @Field(() => String, { nullable: true })
  language?: string | null;
}

@ObjectType('PartyDeletion', { description: 'What deleting a party takes with it; payment confirmations stay, with the name given.' })
export class PartyDeletionType {
  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  lastName!: string;

  @Field(() => Int)
  guests!: number;

  @Field(() => Int, { description: "Its guests' RSVP answers." })
  rsvpAnswers!: number;

  @Field(() => Int)
  pollVotes!: number;

  @Field(() => Int)
  triviaAnswers!: number;

  @Field(() => Int, { description: 'Payment confirmations it sent, which are kept.' })
  paymentConfirmationsKept!: number;
}
