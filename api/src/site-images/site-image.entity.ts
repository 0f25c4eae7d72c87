import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export const SITE_IMAGE_LOCATIONS = ['hero', 'events', 'story', 'venue', 'gallery', 'couple'] as const;
export type SiteImageLocation = (typeof SITE_IMAGE_LOCATIONS)[number];

/** '' means the photo belongs to both sets. */
export const PHOTO_VERSIONS = ['parents', 'close-friends', ''] as const;
export type PhotoVersion = (typeof PHOTO_VERSIONS)[number];

/** A photo the couple shows at one place of the site (the login hero, the gallery, ...). */
@Entity({ tableName: 'site_image' })
@Index({ name: 'site_image_location_order_index', properties: ['location', 'displayOrder'] })
export class SiteImage {
  [OptionalProps]?: 'description' | 'alt' | 'descriptionEs' | 'altEs' | 'displayOrder' | 'active' | 'createdAt' | 'photoVersion' | 'storageKey' | 'widths' | 'width' | 'height';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => [...SITE_IMAGE_LOCATIONS], type: 'text' })
  location!: SiteImageLocation;

  @Property({ type: 'text', default: '' })
  description: string = '';

  /** The Spanish description and alt text; '' reads as the English. */
  @Property({ type: 'text', default: '' })
  descriptionEs: string = '';

  /** An address on this site or elsewhere; for an uploaded photo, its largest variant. */
  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text', default: '' })
  alt: string = '';

  @Property({ type: 'text', default: '' })
  altEs: string = '';

  @Property({ type: 'integer', default: 0 })
  displayOrder: number = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Enum({ items: () => [...PHOTO_VERSIONS], type: 'text', default: '' })
  photoVersion: PhotoVersion = '';

  /** Where the uploaded files live in the image store (null for an address given by hand). */
  @Unique({ name: 'site_image_storage_key_unique' })
  @Property({ type: 'text', nullable: true })
  storageKey: string | null = null;

  /** The widths of the stored web-sized variants, smallest first. */
  @Property({ type: 'json', columnType: 'jsonb', default: '[]' })
  widths: number[] = [];

  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;
}
