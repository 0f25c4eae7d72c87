import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const POLL_TYPES = ['prediction', 'preference'] as const;
export type PollType = (typeof POLL_TYPES)[number];

/** A question the couple asks the guests; each party picks one of its options, once. */
@Entity({ tableName: 'poll' })
export class Poll {
  [OptionalProps]?: 'active' | 'createdAt' | 'questionEs' | 'optionsEs';

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

  // An enum so the database refuses any other type too (a check constraint).
  @Enum({ items: () => [...POLL_TYPES], type: 'text' })
  type!: PollType;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
