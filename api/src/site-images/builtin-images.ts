import type { PhotoVersion, SiteImageLocation } from './site-image.entity.js';

export interface BuiltinImage {
  location: SiteImageLocation;
  url: string;
  alt: string;
  /** The alt text a Spanish reader hears. */
  altEs: string;
  photoVersion: PhotoVersion;
}

/** The files live in web/public/images/builtin (made by scripts/make-builtin-images.mjs). */
const file = (name: string) => `/images/builtin/${name}.webp`;

/**
 * What a location shows while the couple has uploaded nothing for it: 16 photos for everyone
 * who sees the parents' set and 8 more for the close friends', and two couple photos. The hero's
 * default is the web app's own backdrop, so the sign-in page needs no answer to paint.
 */
export const BUILTIN_IMAGES: BuiltinImage[] = [
  ...Array.from({ length: 24 }, (_, i): BuiltinImage => ({
    location: 'gallery',
    url: file(`gallery-${String(i + 1).padStart(2, '0')}`),
    alt: `Abstract artwork ${i + 1}`,
    altEs: `Obra abstracta ${i + 1}`,
    photoVersion: i < 16 ? 'parents' : 'close-friends',
  })),
  { location: 'couple', url: file('couple-1'), alt: 'Abstract artwork in sage and ivory', altEs: 'Obra abstracta en salvia y marfil', photoVersion: '' },
  { location: 'couple', url: file('couple-2'), alt: 'Abstract artwork in blush and gold', altEs: 'Obra abstracta en rosa y oro', photoVersion: '' },
];

/** The demo's hero backdrop (the seed adds it; the web app's default needs no file). */
export const DEMO_HERO = { location: 'hero' as const, url: file('hero-1'), alt: 'Abstract artwork in gold and sage', altEs: 'Obra abstracta en oro y salvia', photoVersion: '' as const };
