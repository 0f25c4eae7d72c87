import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The couple's wording of one kind of message (invitation, reminder, confirmation, update),
 * subject and Markdown body in English and Spanish. No row: the built-in wording
 * (default-templates.ts); "Restore the default" deletes the row.
 */
@Entity({ tableName: 'message_template' })
export class MessageTemplate {
  [OptionalProps]?: 'subjectEs' | 'bodyEs' | 'updatedAt';

  @PrimaryKey({ type: 'text' })
  kind!: string;

  @Property({ type: 'text' })
  subject!: string;

  /** Empty: Spanish parties get the English subject. */
  @Property({ type: 'text', default: '' })
  subjectEs: string = '';

  @Property({ type: 'text' })
  body!: string;

  /** Empty: Spanish parties get the English body. */
  @Property({ type: 'text', default: '' })
  bodyEs: string = '';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
