import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Party } from '../parties/party.entity.js';
import { Poll } from './poll.entity.js';

/** One party's vote on a poll. The unique key is what makes a second vote (even a concurrent one) fail. */
@Entity({ tableName: 'poll_response' })
@Unique({ name: 'poll_response_one_per_party', properties: ['poll', 'party'] })
export class PollResponse {
  [OptionalProps]?: 'timestamp';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // Deleting a poll deletes its votes in the same statement.
  @ManyToOne(() => Poll, { ref: true, deleteRule: 'cascade' })
  poll!: Ref<Poll>;

  @ManyToOne(() => Party, { ref: true, deleteRule: 'cascade', index: true })
  party!: Ref<Party>;

  /** Zero-based index into the poll's options. */
  @Property({ type: 'integer' })
  selectedOption!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();
}
