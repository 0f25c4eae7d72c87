import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { lastNameKey } from '../auth/last-name-key.js';

/** A household invited together; it signs in with its last name and ZIP code. */
@Entity({ tableName: 'party' })
// Sign-in matches on the name's normal form, so uniqueness must too.
@Unique({ name: 'party_name_key_zip_code_unique', properties: ['nameKey', 'zipCode'] })
export class Party {
  [OptionalProps]?: 'isAdmin' | 'canRsvp' | 'guestGroup' | 'createdAt' | 'nameKey' | 'linkNonce' | 'plusOnesAllowed' | 'email' | 'language' | 'unsubscribedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  lastName!: string;

  /** lastNameKey(lastName), written with every insert and update so it never lags the name. */
  @Property({ type: 'text', onCreate: (p: Party) => lastNameKey(p.lastName), onUpdate: (p: Party) => lastNameKey(p.lastName) })
  nameKey!: string;

  @Property({ type: 'text' })
  zipCode!: string;

  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'boolean', default: false })
  canRsvp: boolean = false;

  /** The guest group's name. */
  @Property({ type: 'text', default: 'default' })
  guestGroup: string = 'default';

  /** How many guests the party may name itself on the RSVP page (issue 21 §1); 0: none. */
  @Property({ type: 'integer', default: 0 })
  plusOnesAllowed: number = 0;

  /** Where its invitation, reminders and confirmations go (issue 22 §1); null: none are sent. */
  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  /** The language its messages are written in: en or es. */
  @Property({ type: 'text', default: 'en' })
  language: string = 'en';

  /** Set when the party asked for no more reminders or updates (the List-Unsubscribe link). */
  @Property({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /**
   * Keys the party's personal link (personal-links/personal-link.ts): a new one voids the old
   * link. The link itself is never stored, only derivable with the server's secret.
   */
  @Property({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  linkNonce: string = randomUUID();
}
