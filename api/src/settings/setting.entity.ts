import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A key-value site setting (wedding facts, payment details, chatbot switches). */
@Entity({ tableName: 'setting' })
export class Setting {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
