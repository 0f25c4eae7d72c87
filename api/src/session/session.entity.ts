import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-side session, so signing out really ends it and a copied cookie dies with it. */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** When it can be pruned at the latest; the idle and absolute limits are checked on every read. */
  @Index()
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Sign-in time, for the absolute lifetime (a renewed session keeps it). */
  @Property({ type: 'timestamptz', defaultRaw: 'current_timestamp' })
  createdAt!: Date;

  /** Last use, for the idle timeout; written at most every few minutes, not on every request. */
  @Property({ type: 'timestamptz', defaultRaw: 'current_timestamp' })
  lastSeenAt!: Date;

  /** The signed-in party (also in data), so its sessions can be counted and ended. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  partyId?: number | null;
}
