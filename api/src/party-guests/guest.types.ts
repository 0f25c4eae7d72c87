import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Guest } from './guest.entity.js';

@ObjectType('Guest', { description: 'One person of a party.' })
export class GuestType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => Int)
  sortOrder!: number;

  @Field(() => Boolean)
  isChild!: boolean;

  @Field(() => Boolean, { description: 'Named by the party within its plus-one allowance.' })
  isPlusOne!: boolean;
}

export function guestView(g: Guest): GuestType {
  return { id: g.id, partyId: g.party.id, firstName: g.firstName, lastName: g.lastName, sortOrder: g.sortOrder, isChild: g.isChild, isPlusOne: g.isPlusOne };
}

@InputType({ description: 'A guest to add to a party.' })
export class PartyGuestInput {
  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => Boolean, { defaultValue: false })
  isChild!: boolean;

  @Field(() => Int, { nullable: true, description: "Place in the party's list; after its last guest when not given." })
  sortOrder?: number | null;
}

@InputType({ description: "A plus-one's name, as the party gives it." })
export class PlusOneInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}
