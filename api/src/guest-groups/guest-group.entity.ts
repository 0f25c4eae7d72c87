import { ArrayType, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export const DEFAULT_GROUP = 'default';
export const DEFAULT_ALLOWED_PAGES = ['home', 'couple', 'rsvp'];

/** Decides which pages a party may open and which version of several pages it sees. */
@Entity({ tableName: 'guest_group' })
export class GuestGroup {
  [OptionalProps]?: 'allowedPages' | 'photoVersion' | 'accommodationsVersion' | 'eventScheduleVersion';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  welcomeMessage?: string | null;

  /** The Spanish of welcomeMessage; empty reads fall back to the English. */
  @Property({ type: 'text', nullable: true })
  welcomeMessageEs?: string | null;

  @Property({ type: 'text', nullable: true })
  customLogistics?: string | null;

  /** The Spanish of customLogistics; empty reads fall back to the English. */
  @Property({ type: 'text', nullable: true })
  customLogisticsEs?: string | null;

  @Property({ type: 'text', nullable: true })
  customRegistry?: string | null;

  /** The Spanish of customRegistry; empty reads fall back to the English. */
  @Property({ type: 'text', nullable: true })
  customRegistryEs?: string | null;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: `'{home,couple,rsvp}'` })
  allowedPages: string[] = [...DEFAULT_ALLOWED_PAGES];

  @Property({ type: 'text', default: 'parents' })
  photoVersion: string = 'parents';

  @Property({ type: 'text', default: 'default' })
  accommodationsVersion: string = 'default';

  @Property({ type: 'text', default: 'default' })
  eventScheduleVersion: string = 'default';
}
