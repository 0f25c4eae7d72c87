import { Check, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A gift of the honeymoon fund; guests confirm payments for some of its units. */
@Entity({ tableName: 'registry_item' })
@Index({ properties: ['active', 'displayOrder'] })
// The database itself refuses an oversold or overfilled item, whatever code writes it.
@Check({ name: 'registry_item_remaining_in_range', expression: 'remaining_quantity >= 0 and remaining_quantity <= total_quantity' })
@Check({ name: 'registry_item_price_not_negative', expression: 'price >= 0' })
export class RegistryItem {
  [OptionalProps]?: 'description' | 'nameEs' | 'descriptionEs' | 'imageUrl' | 'displayOrder' | 'active' | 'createdAt' | 'imageKey' | 'imageWidths';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** The Spanish name; guests reading Spanish get the English one while it is empty. */
  @Property({ type: 'text', nullable: true })
  nameEs: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  descriptionEs: string | null = null;

  /** An address typed by the couple; an uploaded photo (imageKey) shows instead while there is one. */
  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  /** The uploaded photo's files in the image store (DATA_DIR/site-images/<key>), or null. */
  @Unique({ name: 'registry_item_image_key_unique' })
  @Property({ type: 'text', nullable: true })
  imageKey: string | null = null;

  /** The widths of the photo's web-sized variants, smallest first. */
  @Property({ type: 'json', columnType: 'jsonb', default: '[]' })
  imageWidths: number[] = [];

  /** In integer cents. */
  @Property({ type: 'integer' })
  price!: number;

  @Property({ type: 'integer' })
  totalQuantity!: number;

  @Property({ type: 'integer' })
  remainingQuantity!: number;

  @Property({ type: 'integer', default: 0 })
  displayOrder: number = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
