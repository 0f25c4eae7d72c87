import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const POLL_TYPES = ['prediction', 'preference'] as const;
export type PollType = (typeof POLL_TYPES)[number];

/** A question the couple asks the guests; each party picks one of its options, once. */
@Entity({ tableName: 'poll' })
@Check({ name: 'poll_type_known', expression: `type in ('prediction', 'preference')` })
export class Poll {
  [OptionalProps]?: 'active' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  question!: string;

  /** The option texts; a response keeps the index of the one chosen. */
  @Property({ type: 'json', columnType: 'jsonb' })
  options!: string[];

  @Property({ type: 'text' })
  type!: PollType;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
