import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A household invited together; it signs in with its last name and ZIP code. */
@Entity({ tableName: 'party' })
// Sign-in matches the last name case-insensitively, so uniqueness must too.
@Index({
  name: 'party_last_name_zip_code_unique',
  expression: 'create unique index "party_last_name_zip_code_unique" on "party" (lower("last_name"), "zip_code")',
})
export class Party {
  [OptionalProps]?: 'isAdmin' | 'canRsvp' | 'guestGroup' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text' })
  zipCode!: string;

  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'boolean', default: false })
  canRsvp: boolean = false;

  /** The guest group's name. */
  @Property({ type: 'text', default: 'default' })
  guestGroup: string = 'default';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
