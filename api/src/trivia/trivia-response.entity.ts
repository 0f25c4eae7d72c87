import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Party } from '../parties/party.entity.js';
import { TriviaQuestion } from './trivia-question.entity.js';

/**
 * One party's answer to a trivia question. The unique key is what makes a second answer (even
 * a concurrent one) fail. Whether it is right is not stored: the leaderboard compares with the
 * question's correctOption, so the couple can fix a wrong key after answers came in.
 */
@Entity({ tableName: 'trivia_response' })
@Unique({ name: 'trivia_response_one_per_party', properties: ['question', 'party'] })
export class TriviaResponse {
  [OptionalProps]?: 'timestamp';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // Deleting a question deletes its answers in the same statement.
  @ManyToOne(() => TriviaQuestion, { ref: true, deleteRule: 'cascade' })
  question!: Ref<TriviaQuestion>;

  @ManyToOne(() => Party, { ref: true, deleteRule: 'cascade', index: true })
  party!: Ref<Party>;

  /** Zero-based index into the question's options. */
  @Property({ type: 'integer' })
  selectedOption!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();
}
