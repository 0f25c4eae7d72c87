import { ArrayType, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Guest } from '../party-guests/guest.entity.js';
import { Party } from '../parties/party.entity.js';

export const QUESTION_TYPES = ['text', 'choice', 'yesno'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A question the couple asks with the RSVP (issue 21 §3): once per party, or once per attending guest. */
@Entity({ tableName: 'rsvp_question' })
export class RsvpQuestion {
  [OptionalProps]?: 'textEs' | 'options' | 'optionsEs' | 'required' | 'perGuest' | 'guestGroupIds' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  text!: string;

  /** Empty: Spanish readers see the English. */
  @Property({ type: 'text', default: '' })
  textEs: string = '';

  @Enum({ items: () => [...QUESTION_TYPES], type: 'text' })
  type!: QuestionType;

  /** A choice's options in English; answers keep the English option, whatever the reader's language. */
  @Property({ type: 'json', columnType: 'jsonb', defaultRaw: `'[]'` })
  options: string[] = [];

  /** The same options in Spanish, in the same order; empty: Spanish readers see the English. */
  @Property({ type: 'json', columnType: 'jsonb', defaultRaw: `'[]'` })
  optionsEs: string[] = [];

  @Property({ type: 'boolean', default: false })
  required: boolean = false;

  /** Asked of each attending guest rather than once for the party. */
  @Property({ type: 'boolean', default: false })
  perGuest: boolean = false;

  /**
   * The guest groups that see it, by id: a renamed group keeps its questions, and the ids of
   * a deleted group (never reused) simply match no party.
   */
  @Property({ type: ArrayType<number>, columnType: 'integer[]', defaultRaw: `'{}'` })
  guestGroupIds: number[] = [];

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A party's answer to a question; `guest` is set for a per-guest question. */
@Entity({ tableName: 'rsvp_answer' })
// One answer per question and party, or per question and guest (a null guest counts as one value).
@Index({ name: 'rsvp_answer_one_per_asked', expression: 'create unique index "rsvp_answer_one_per_asked" on "rsvp_answer" ("question_id", "party_id", coalesce("guest_id", 0))' })
export class RsvpAnswer {
  [OptionalProps]?: 'guest' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => RsvpQuestion, { ref: true, deleteRule: 'cascade' })
  question!: Ref<RsvpQuestion>;

  @ManyToOne(() => Party, { ref: true, deleteRule: 'cascade' })
  party!: Ref<Party>;

  @ManyToOne(() => Guest, { ref: true, deleteRule: 'cascade', nullable: true })
  guest: Ref<Guest> | null = null;

  /** Free text; `yes`/`no`; or a choice's English option. */
  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
