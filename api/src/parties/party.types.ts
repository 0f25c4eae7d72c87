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
}
