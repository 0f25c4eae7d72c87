import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('RsvpQuestion', { description: 'A question asked with the RSVP, in the reader’s language.' })
export class GuestRsvpQuestion {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: 'text, choice or yesno' })
  type!: string;

  @Field(() => [String], { description: 'A choice’s options (empty for other types); an answer names one of them.' })
  options!: string[];

  @Field(() => Boolean)
  required!: boolean;

  @Field(() => Boolean, { description: 'Asked of each attending guest (answers carry guestId) rather than once for the party.' })
  perGuest!: boolean;
}

@ObjectType('AdminRsvpQuestion', { description: 'A question as the couple wrote it, in both languages.' })
export class AdminRsvpQuestion {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: 'Empty: Spanish readers see the English.' })
  textEs!: string;

  @Field(() => String, { description: 'text, choice or yesno' })
  type!: string;

  @Field(() => [String])
  options!: string[];

  @Field(() => [String], { description: 'The options in Spanish, same order; empty: the English.' })
  optionsEs!: string[];

  @Field(() => Boolean)
  required!: boolean;

  @Field(() => Boolean)
  perGuest!: boolean;

  @Field(() => [String], { description: 'Names of the guest groups that see it.' })
  guestGroups!: string[];
}

@InputType({ description: 'A new RSVP question.' })
export class RsvpQuestionInput {
  @Field(() => String)
  text!: string;

  @Field(() => String, { nullable: true })
  textEs?: string | null;

  @Field(() => String, { description: 'text, choice or yesno' })
  type!: string;

  @Field(() => [String], { nullable: true, description: 'A choice’s options: 2 to 20.' })
  options?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'As many as options, or none (Spanish readers then see the English).' })
  optionsEs?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  required?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  perGuest?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Guest group names; left out: every group there is now.' })
  guestGroups?: string[] | null;
}

@InputType({ description: 'Only the fields given change. A new type removes the answers given so far.' })
export class RsvpQuestionUpdateInput {
  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => String, { nullable: true })
  textEs?: string | null;

  @Field(() => String, { nullable: true })
  type?: string | null;

  @Field(() => [String], { nullable: true })
  options?: string[] | null;

  @Field(() => [String], { nullable: true })
  optionsEs?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  required?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  perGuest?: boolean | null;

  @Field(() => [String], { nullable: true })
  guestGroups?: string[] | null;
}

@InputType({ description: 'An answer to an RSVP question, sent with the attendance.' })
export class RsvpAnswerInput {
  @Field(() => Int)
  questionId!: number;

  @Field(() => Int, { nullable: true, description: 'The attending guest it is for: required for a per-guest question, refused otherwise.' })
  guestId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Text; yes or no; or one of a choice’s options in either language. Empty or null removes the answer.',
  })
  value?: string | null;
}

@ObjectType('RsvpQuestionAnswer', { description: 'An answer to an RSVP question.' })
export class RsvpAnswerType {
  @Field(() => Int)
  questionId!: number;

  @Field(() => Int, { nullable: true, description: 'Set for a per-guest question.' })
  guestId!: number | null;

  @Field(() => String, { description: 'Text; yes or no; or the chosen option in the reader’s language.' })
  value!: string;
}

@ObjectType({ description: 'How many answered one option of a choice (or yes / no).' })
export class RsvpOptionCount {
  @Field(() => String, { description: 'The option in English (yes / no for a yes-no question).' })
  option!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'One text answer, with who gave it.' })
export class RsvpTextAnswer {
  @Field(() => Int)
  partyId!: number;

  @Field(() => Int, { nullable: true })
  guestId!: number | null;

  @Field(() => String, { description: 'The guest’s name, or the party’s last name for a party question.' })
  name!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType({ description: 'The answers to one RSVP question, counting parties that may RSVP.' })
export class RsvpQuestionStatistics {
  @Field(() => Int)
  questionId!: number;

  @Field(() => String)
  text!: string;

  @Field(() => String)
  textEs!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Boolean)
  perGuest!: boolean;

  @Field(() => Int, { description: 'Answers given.' })
  answered!: number;

  @Field(() => [RsvpOptionCount], { description: 'Per option (choice) or yes and no (yesno); empty for text.' })
  options!: RsvpOptionCount[];

  @Field(() => [RsvpTextAnswer], { description: 'The answers of a text question; empty for the others.' })
  textAnswers!: RsvpTextAnswer[];
}
