import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const QUESTION_TYPES = ['standard', 'music'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec §3 defaults, also used when the couple leaves a message blank. */
export const DEFAULT_CORRECT_MESSAGE = 'Correct! Great job!';
export const DEFAULT_INCORRECT_MESSAGE = 'So close! Try again next time.';

/** A trivia question about the couple; each party answers once, and the leaderboard counts the right answers. */
@Entity({ tableName: 'trivia_question' })
export class TriviaQuestion {
  [OptionalProps]?: 'active' | 'embeds' | 'questionType' | 'correctMessage' | 'incorrectMessage' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  question!: string;

  /** The option texts; a response keeps the index of the one chosen. */
  @Property({ type: 'json', columnType: 'jsonb' })
  options!: string[];

  /** Zero-based index into options. Never sent to a guest before the party has answered. */
  @Property({ type: 'integer' })
  correctOption!: number;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** Player addresses parallel to options ('' for an option without one); [] when none. */
  @Property({ type: 'json', columnType: 'jsonb' })
  embeds: string[] = [];

  @Enum({ items: () => [...QUESTION_TYPES], type: 'text', default: 'standard' })
  questionType: QuestionType = 'standard';

  @Property({ type: 'text', default: DEFAULT_CORRECT_MESSAGE })
  correctMessage: string = DEFAULT_CORRECT_MESSAGE;

  @Property({ type: 'text', default: DEFAULT_INCORRECT_MESSAGE })
  incorrectMessage: string = DEFAULT_INCORRECT_MESSAGE;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
