import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The wedding facts every page reads from one place.' })
export class Wedding {
  @Field(() => String, { description: 'As shown in the landing hero, e.g. "Alex & Jordan".' })
  coupleNames!: string;

  @Field(() => String, { description: 'ISO date of the wedding day.' })
  date!: string;

  @Field(() => String, { description: 'The date as guests read it, e.g. "June 11, 2026".' })
  dateText!: string;

  @Field(() => String, { description: 'IANA timezone of the venue.' })
  timezone!: string;

  @Field(() => String)
  country!: string;
}

@ObjectType({ description: 'Where the wedding takes place (travel page data).' })
export class Venue {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String, { description: 'A maps search link for the address.' })
  mapsUrl!: string;
}

@InputType({ description: 'Only the fields given change.' })
export class WeddingInput {
  @Field(() => String, { nullable: true })
  coupleNames?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  date?: string;

  @Field(() => String, { nullable: true })
  timezone?: string;

  @Field(() => String, { nullable: true })
  country?: string;

  @Field(() => String, { nullable: true })
  venueName?: string;

  @Field(() => String, { nullable: true })
  venueAddress?: string;
}
