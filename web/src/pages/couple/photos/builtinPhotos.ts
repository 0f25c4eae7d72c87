import type { SiteImage } from '../../../site-images/siteImages';

// Their alt text comes from the catalogue (photoAlt.ts), in the reader's language.
const builtin = (id: number, location: string, name: string): SiteImage => ({
  id,
  location,
  description: '',
  url: `/images/builtin/${name}.webp`,
  srcSet: '',
  thumbnailUrl: `/images/builtin/${name}.webp`,
  alt: '',
  displayOrder: -id,
  // Shown in either photo set: the server's own built-in list keeps the close-friends ones for those allowed.
  photoVersion: '',
});

/** The two fixed couple photos: they fill any shortfall below two. */
export const FALLBACK_COUPLE_PHOTOS: SiteImage[] = [
  builtin(-25, 'couple', 'couple-1'),
  builtin(-26, 'couple', 'couple-2'),
];

/** When the gallery cannot be fetched: the built-in photos everyone may see. */
export const FALLBACK_GALLERY: SiteImage[] = Array.from({ length: 16 }, (_, i) =>
  builtin(-(i + 1), 'gallery', `gallery-${String(i + 1).padStart(2, '0')}`),
);
