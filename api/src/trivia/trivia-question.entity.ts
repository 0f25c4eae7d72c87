import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const QUESTION_TYPES = ['standard', 'music'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec §3 defaults, also used when the couple leaves a message blank. */
export const DEFAULT_CORRECT_MESSAGE = 'Correct! Great job!';
export const DEFAULT_INCORRECT_MESSAGE = 'So close! Try again next time.';
/** The defaults as Spanish guests read them, when the couple wrote no Spanish and kept the English default. */
export const DEFAULT_CORRECT_MESSAGE_ES = '¡Correcto! ¡Muy bien!';
export const DEFAULT_INCORRECT_MESSAGE_ES = '¡Casi! Suerte en la próxima.';

/** A trivia question about the couple; each party answers once, and the leaderboard counts the right answers. */
@Entity({ tableName: 'trivia_question' })
export class TriviaQuestion {
  [OptionalProps]?: 'active' | 'embeds' | 'questionType' | 'correctMessage' | 'incorrectMessage' | 'createdAt' | 'questionEs' | 'optionsEs' | 'correctMessageEs' | 'incorrectMessageEs';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  question!: string;

  /** The question in Spanish; '' shows the English one to Spanish readers. */
  @Property({ type: 'text', default: '' })
  questionEs: string = '';

  /** The option texts; a response keeps the index of the one chosen. */
  @Property({ type: 'json', columnType: 'jsonb' })
  options!: string[];

  /** The options in Spanish, parallel to options ('' for one not translated); [] when none. */
  @Property({ type: 'json', columnType: 'jsonb', default: '[]' })
  optionsEs: string[] = [];

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

  /** The messages in Spanish; '' shows the English one, or the Spanish default when the English is the default. */
  @Property({ type: 'text', default: '' })
  correctMessageEs: string = '';

  @Property({ type: 'text', default: '' })
  incorrectMessageEs: string = '';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
