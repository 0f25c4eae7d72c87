import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Party } from '../parties/party.entity.js';

/**
 * The party-level summary of its guests' answers, rewritten from them on every submission
 * so the two never disagree.
 */
@Entity({ tableName: 'rsvp' })
export class Rsvp {
  [OptionalProps]?: 'guestCount' | 'dietaryRestrictions' | 'timestamp';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique({ name: 'rsvp_party_id_unique' })
  @ManyToOne(() => Party, { ref: true, deleteRule: 'cascade' })
  party!: Ref<Party>;

  @Property({ type: 'boolean' })
  attending!: boolean;

  @Property({ type: 'integer', default: 0 })
  guestCount: number = 0;

  @Property({ type: 'text', nullable: true })
  dietaryRestrictions: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();
}
