import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { Guest } from '../party-guests/guest.entity.js';

/** A guest's answer; `attending` null means a response exists but is still pending. */
@Entity({ tableName: 'guest_attendance' })
export class GuestAttendance {
  [OptionalProps]?: 'attending' | 'dietaryRestrictions' | 'mealPreference' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique({ name: 'guest_attendance_guest_id_unique' })
  @ManyToOne(() => Guest, { ref: true, deleteRule: 'cascade' })
  guest!: Ref<Guest>;

  @Property({ type: 'boolean', nullable: true })
  attending: boolean | null = null;

  @Property({ type: 'text', nullable: true })
  dietaryRestrictions: string | null = null;

  @Property({ type: 'text', nullable: true })
  mealPreference: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
