import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Party } from '../parties/party.entity.js';
import { RegistryItem } from './registry-item.entity.js';

export const PAYMENT_METHODS = ['venmo', 'zelle'] as const;
export const CONFIRMATION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** A guest's word that they sent money for some units of an item; the couple confirms or rejects it. */
@Entity({ tableName: 'payment_confirmation' })
@Index({ properties: ['status', 'createdAt'] })
export class PaymentConfirmation {
  [OptionalProps]?: 'status' | 'confirmedAt' | 'adminNotes' | 'message' | 'guestEmail' | 'createdAt' | 'party';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // Deleting an item keeps its confirmations: the history of money received stays whole.
  @ManyToOne(() => RegistryItem, { ref: true, nullable: true, deleteRule: 'set null' })
  registryItem!: Ref<RegistryItem> | null;

  /** The item's name when the payment was confirmed, kept if the item is renamed or deleted. */
  @Property({ type: 'text' })
  itemName!: string;

  @Property({ type: 'text' })
  guestName!: string;

  @Property({ type: 'text', nullable: true })
  guestEmail: string | null = null;

  @Property({ type: 'integer' })
  quantity!: number;

  /** In integer cents: the item's price times the quantity, computed by the server. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  paymentMethod!: PaymentMethod;

  @Property({ type: 'text', default: 'pending' })
  status: ConfirmationStatus = 'pending';

  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  adminNotes: string | null = null;

  /** The guest's note to the couple. */
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** Which party sent it (kept null if the party is deleted). */
  @ManyToOne(() => Party, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  party: Ref<Party> | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
