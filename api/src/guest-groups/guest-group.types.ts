import { Field, InputType, Int, ObjectType } from 'type-graphql';

/**
 * The group's name and free texts, the same when read and when written. Decorated so
 * type-graphql passes its fields on; no resolver names it, so it never enters the schema.
 */
@ObjectType()
@InputType('GuestGroupTextsInput')
abstract class GuestGroupTexts {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  welcomeMessage?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish of welcomeMessage; guests reading Spanish get the English while it is empty.' })
  welcomeMessageEs?: string | null;

  @Field(() => String, { nullable: true })
  customLogistics?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish of customLogistics; guests reading Spanish get the English while it is empty.' })
  customLogisticsEs?: string | null;

  @Field(() => String, { nullable: true })
  customRegistry?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish of customRegistry; guests reading Spanish get the English while it is empty.' })
  customRegistryEs?: string | null;
}

@ObjectType('GuestGroup', { description: 'Which pages its parties may open and which page versions they see.' })
export class GuestGroupType extends GuestGroupTexts {
  @Field(() => Int)
  id!: number;

  @Field(() => [String])
  allowedPages!: string[];

  @Field(() => String, { description: 'parents or close-friends' })
  photoVersion!: string;

  @Field(() => String)
  accommodationsVersion!: string;

  @Field(() => String)
  eventScheduleVersion!: string;
}

@InputType()
export class GuestGroupInput extends GuestGroupTexts {
  @Field(() => [String], { defaultValue: ['home', 'couple', 'rsvp'] })
  allowedPages!: string[];

  @Field(() => String, { defaultValue: 'parents' })
  photoVersion!: string;

  @Field(() => String, { defaultValue: 'default' })
  accommodationsVersion!: string;

  @Field(() => String, { defaultValue: 'default' })
  eventScheduleVersion!: string;
}

@InputType({ description: 'Only the fields given change; null clears a free text.' })
export class GuestGroupUpdateInput {
  @Field(() => String, { nullable: true, description: 'The "default" group keeps its name.' })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  welcomeMessage?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish of welcomeMessage; guests reading Spanish get the English while it is empty.' })
  welcomeMessageEs?: string | null;

  @Field(() => String, { nullable: true })
  customLogistics?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish of customLogistics; guests reading Spanish get the English while it is empty.' })
  customLogisticsEs?: string | null;

  @Field(() => String, { nullable: true })
  customRegistry?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish of customRegistry; guests reading Spanish get the English while it is empty.' })
  customRegistryEs?: string | null;

  @Field(() => [String], { nullable: true })
  allowedPages?: string[] | null;

  @Field(() => String, { nullable: true })
  photoVersion?: string | null;

  @Field(() => String, { nullable: true })
  accommodationsVersion?: string | null;

  @Field(() => String, { nullable: true })
  eventScheduleVersion?: string | null;
}
