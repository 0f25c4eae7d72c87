import type { AdminSiteImageFieldsFragment } from '../gql/graphql';

export type AdminSiteImage = AdminSiteImageFieldsFragment;

export const LOCATIONS = ['gallery', 'couple', 'hero', 'story', 'events', 'venue'] as const;
/** '' is "both sets". */
export const PHOTO_VERSIONS = ['', 'parents', 'close-friends'] as const;
/** As the server's limit; checked here too so a large file is not sent for nothing. */
export const MAX_IMAGE_BYTES = 10_000_000;
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

export interface SiteImageFormValues {
  location: string;
  description: string;
  /** The Spanish texts; empty shows guests the English. */
  descriptionEs: string;
  alt: string;
  altEs: string;
  displayOrder: string;
  active: boolean;
  photoVersion: string;
}

export const emptySiteImageForm = (): SiteImageFormValues => ({ location: 'gallery', description: '', descriptionEs: '', alt: '', altEs: '', displayOrder: '0', active: true, photoVersion: '' });

export const siteImageFormValues = (image: AdminSiteImage): SiteImageFormValues => ({
  location: image.location,
  description: image.description,
  descriptionEs: image.descriptionEs,
  alt: image.alt,
  altEs: image.altEs,
  displayOrder: String(image.displayOrder),
  active: image.active,
  photoVersion: image.photoVersion,
});

/** The display order as a whole number (0 when left blank or not a number). */
export const orderOf = (value: string) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

export const siteImageInput = (v: SiteImageFormValues) => ({
  location: v.location,
  description: v.description,
  descriptionEs: v.descriptionEs,
  alt: v.alt,
  altEs: v.altEs,
  displayOrder: orderOf(v.displayOrder),
  active: v.active,
  photoVersion: v.photoVersion,
});
