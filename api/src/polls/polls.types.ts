import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Poll', { description: 'A question the couple asks; each party votes once.' })
export class PollView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  question!: string;

  @Field(() => [String])
  options!: string[];

  @Field(() => String, { nullable: true, description: 'Admin reads: the question in Spanish ("" when none). Null in guest reads, whose question is already in the reader’s language.' })
  questionEs!: string | null;

  @Field(() => [String], { nullable: true, description: 'Admin reads: the options in Spanish, parallel to options ("" for one not translated; empty when none). Null in guest reads.' })
  optionsEs!: string[] | null;

  @Field(() => String, { description: 'prediction or preference' })
  type!: string;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => [Int], { description: 'How many parties chose each option, in the order of options.' })
  voteCounts!: number[];

  @Field(() => Int, { nullable: true, description: "The index the signed-in party chose; null before it votes." })
  myVote!: number | null;
}

@ObjectType('PollResponse', { description: "One party's vote." })
export class PollResponseView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  pollId!: number;

  @Field(() => Int, { description: 'The party that voted.' })
  userId!: number;

  @Field(() => Int, { description: 'Zero-based index into the poll options.' })
  selectedOption!: number;

  @Field(() => GraphQLISODateTime)
  timestamp!: Date;
}

@InputType({ description: 'A vote. The vote is always the signed-in party’s and for the poll of the path; pollId and userId are accepted and ignored.' })
export class PollVoteInput {
  @Field(() => Int, { description: 'Zero-based index into the poll options.' })
  selectedOption!: number;

  @Field(() => Int, { nullable: true, description: 'Ignored: the poll is the one named by the call.' })
  pollId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Ignored: the vote is the signed-in party’s.' })
  userId?: number | null;
}

const QUESTION_ES = { nullable: true, description: 'The question in Spanish; blank: Spanish readers see the English one.' };
const OPTIONS_ES = {
  nullable: true,
  description: 'The options in Spanish: none, or one per option in the same order (a vote keeps its option whatever the language); a blank one shows the English.',
};

@InputType({ description: 'A new poll.' })
export class PollInput {
  @Field(() => String)
  question!: string;

  @Field(() => String, QUESTION_ES)
  questionEs?: string | null;

  @Field(() => [String], OPTIONS_ES)
  optionsEs?: string[] | null;

  @Field(() => String, { description: 'prediction or preference' })
  type!: string;

  @Field(() => [String], { description: '2 to 10 distinct texts.' })
  options!: string[];

  @Field(() => Boolean, { defaultValue: true })
  active!: boolean;
}

@InputType({ description: 'Only the fields given change. Once a poll has votes its options can be reworded or added to, not removed.' })
export class PollUpdateInput {
  @Field(() => String, { nullable: true })
  question?: string | null;

  @Field(() => String, QUESTION_ES)
  questionEs?: string | null;

  @Field(() => [String], OPTIONS_ES)
  optionsEs?: string[] | null;

  @Field(() => String, { nullable: true, description: 'prediction or preference' })
  type?: string | null;

  @Field(() => [String], { nullable: true })
  options?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}
