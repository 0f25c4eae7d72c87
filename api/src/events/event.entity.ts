import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { Guest } from '../party-guests/guest.entity.js';

/**
 * One of the wedding's events (a welcome dinner, the ceremony, a brunch). Start and end are wall
 * times in the wedding's time zone (Wedding Details), so correcting the zone later moves no event.
 */
@Entity({ tableName: 'event' })
export class Event {
  [OptionalProps]?: 'nameEs' | 'address' | 'mapsUrl' | 'note' | 'noteEs' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** Empty: guests reading Spanish see the English name. */
  @Property({ type: 'text', default: '' })
  nameEs: string = '';

  /** YYYY-MM-DDTHH:MM, wall time in the wedding's time zone (sorts as text). */
  @Property({ type: 'text' })
  start!: string;

  @Property({ type: 'text' })
  end!: string;

  @Property({ type: 'text' })
  venue!: string;

  @Property({ type: 'text', default: '' })
  address: string = '';

  /** The couple's own maps link; empty: made from venue and address when read. */
  @Property({ type: 'text', default: '' })
  mapsUrl: string = '';

  /** E.g. a dress code; empty when none. */
  @Property({ type: 'text', default: '' })
  note: string = '';

  @Property({ type: 'text', default: '' })
  noteEs: string = '';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A guest group invited to an event; deleting either deletes the invitation. */
@Entity({ tableName: 'event_invitation' })
export class EventInvitation {
  @ManyToOne(() => Event, { primary: true, ref: true, deleteRule: 'cascade' })
  event!: Ref<Event>;

  @ManyToOne(() => GuestGroup, { primary: true, ref: true, deleteRule: 'cascade' })
  guestGroup!: Ref<GuestGroup>;
}

/** A guest's answer for one event; deleting the event or the guest deletes it. */
@Entity({ tableName: 'event_attendance' })
@Unique({ name: 'event_attendance_event_id_guest_id_unique', properties: ['event', 'guest'] })
export class EventAttendance {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Event, { ref: true, deleteRule: 'cascade' })
  event!: Ref<Event>;

  @ManyToOne(() => Guest, { ref: true, deleteRule: 'cascade', index: 'event_attendance_guest_id_index' })
  guest!: Ref<Guest>;

  @Property({ type: 'boolean' })
  attending!: boolean;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
