import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-side session, so signing out really ends it and a copied cookie dies with it. */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  @Index()
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** The signed-in party (also in data), so its sessions can be counted and ended. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  partyId?: number | null;
}
