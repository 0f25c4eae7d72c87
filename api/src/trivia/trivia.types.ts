import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('TriviaQuestion', {
  description: 'A trivia question. For a guest, correctOption and the messages are null, and answerCounts empty, until the party has answered it.',
})
export class TriviaQuestionView {
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

  @Field(() => String, { description: 'standard or music' })
  questionType!: string;

  @Field(() => [String], { description: 'Player addresses parallel to options ("" for none); empty when none.' })
  embeds!: string[];

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => [Int], { description: 'How many parties chose each option, in the order of options; empty like correctOption until the party has answered.' })
  answerCounts!: number[];

  @Field(() => Int, { nullable: true, description: 'The index the signed-in party chose; null before it answers.' })
  myAnswer!: number | null;

  @Field(() => Int, { nullable: true, description: 'Zero-based; null for a guest whose party has not answered yet.' })
  correctOption!: number | null;

  @Field(() => String, { nullable: true, description: 'Shown after a right answer; null like correctOption.' })
  correctMessage!: string | null;

  @Field(() => String, { nullable: true, description: 'Shown after a wrong answer; null like correctOption.' })
  incorrectMessage!: string | null;

  @Field(() => String, { nullable: true, description: 'Admin reads: correctMessage in Spanish ("" when none: the English one, or the Spanish default). Null in guest reads.' })
  correctMessageEs!: string | null;

  @Field(() => String, { nullable: true, description: 'Admin reads: incorrectMessage in Spanish, like correctMessageEs. Null in guest reads.' })
  incorrectMessageEs!: string | null;
}

@ObjectType('TriviaResponse', { description: "One party's answer." })
export class TriviaResponseView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  questionId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => Int, { description: 'Zero-based index into the question options.' })
  selectedOption!: number;

  @Field(() => GraphQLISODateTime)
  timestamp!: Date;
}

@ObjectType('TriviaAnswerResult', { description: 'The recorded answer, whether it was right, and the question’s message for it.' })
export class TriviaAnswerResult extends TriviaResponseView {
  @Field(() => Boolean)
  correct!: boolean;

  @Field(() => Int, { description: 'Now that the party has answered, the right option.' })
  correctOption!: number;

  @Field(() => String, { description: 'The question’s correctMessage or incorrectMessage.' })
  message!: string;
}

@ObjectType('LeaderboardRow', { description: 'A party’s trivia score. Rows come ranked: correct answers, then percentage, then who reached it first.' })
export class LeaderboardRow {
  @Field(() => Int, { description: 'The party.' })
  userId!: number;

  @Field(() => String)
  lastName!: string;

  @Field(() => Int)
  correctAnswers!: number;

  @Field(() => Int)
  totalAnswers!: number;

  @Field(() => Int, { description: 'Correct over answered, as a whole-number percentage.' })
  percentage!: number;
}

@InputType({ description: 'An answer: always the signed-in party’s, for the question of the path.' })
export class TriviaAnswerInput {
  @Field(() => Int, { description: 'Zero-based index into the question options.' })
  selectedOption!: number;
}

const QUESTION_ES = { nullable: true, description: 'The question in Spanish; blank: Spanish readers see the English one.' };
const OPTIONS_ES = {
  nullable: true,
  description: 'The options in Spanish: none, or one per option in the same order (an answer keeps its option whatever the language); a blank one shows the English.',
};
const MESSAGE_ES = { nullable: true, description: 'In Spanish; blank: the English message, or the Spanish default when the English one is the default.' };

@InputType({ description: 'A new trivia question.' })
export class TriviaQuestionInput {
  @Field(() => String)
  question!: string;

  @Field(() => String, QUESTION_ES)
  questionEs?: string | null;

  @Field(() => [String], OPTIONS_ES)
  optionsEs?: string[] | null;

  @Field(() => String, MESSAGE_ES)
  correctMessageEs?: string | null;

  @Field(() => String, MESSAGE_ES)
  incorrectMessageEs?: string | null;

  @Field(() => [String], { description: '1 to 10 distinct texts.' })
  options!: string[];

  @Field(() => Int, { defaultValue: 0, description: 'Zero-based index of the right option.' })
  correctOption!: number;

  @Field(() => Boolean, { defaultValue: true })
  active!: boolean;

  @Field(() => [String], { defaultValue: [], description: 'https player addresses of Spotify, Apple Music, SoundCloud or YouTube, parallel to options ("" for none).' })
  embeds!: string[];

  @Field(() => String, { defaultValue: 'standard', description: 'standard or music' })
  questionType!: string;

  @Field(() => String, { nullable: true, description: 'Blank: "Correct! Great job!"' })
  correctMessage?: string | null;

  @Field(() => String, { nullable: true, description: 'Blank: "So close! Try again next time."' })
  incorrectMessage?: string | null;
}

@InputType({ description: 'Only the fields given change. Once a question has answers its options can be reworded or added to, not removed.' })
export class TriviaQuestionUpdateInput {
  @Field(() => String, { nullable: true })
  question?: string | null;

  @Field(() => String, QUESTION_ES)
  questionEs?: string | null;

  @Field(() => [String], OPTIONS_ES)
  optionsEs?: string[] | null;

  @Field(() => String, MESSAGE_ES)
  correctMessageEs?: string | null;

  @Field(() => String, MESSAGE_ES)
  incorrectMessageEs?: string | null;

  @Field(() => [String], { nullable: true })
  options?: string[] | null;

  @Field(() => Int, { nullable: true })
  correctOption?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => [String], { nullable: true })
  embeds?: string[] | null;

  @Field(() => String, { nullable: true })
  questionType?: string | null;

  @Field(() => String, { nullable: true })
  correctMessage?: string | null;

  @Field(() => String, { nullable: true })
  incorrectMessage?: string | null;
}
