import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Party } from '../parties/party.entity.js';

/** One person of a party: the party answers the RSVP for each of its guests. */
@Entity({ tableName: 'guest' })
@Index({ properties: ['party', 'sortOrder'] })
export class Guest {
  [OptionalProps]?: 'sortOrder' | 'isChild' | 'isPlusOne';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // A party's guests go with it.
  @ManyToOne(() => Party, { ref: true, deleteRule: 'cascade', index: false })
  party!: Ref<Party>;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number = 0;

  @Property({ type: 'boolean', default: false })
  isChild: boolean = false;

  /** Named by the party itself within its plus-one allowance, not invited by the couple. */
  @Property({ type: 'boolean', default: false })
  isPlusOne: boolean = false;
}
