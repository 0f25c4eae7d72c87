import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint';
import { LandingGiftPhotoDocument } from './gql/graphql';
import { fetchSiteImages, type SiteImage } from '../../site-images/siteImages';

export interface SectionPhoto {
  url: string;
  srcSet: string;
}

const builtin = (name: string): SectionPhoto => ({ url: `/images/builtin/${name}.webp`, srcSet: '' });

/** What each full-screen section shows while the couple has no photo for it (drawn by scripts/make-builtin-images.mjs). */
export const BUILTIN_SECTION_PHOTOS = { travel: builtin('venue-1'), registry: builtin('gift-box'), story: builtin('couple-1') } as const;

const first = (images: SiteImage[]): SectionPhoto | null => (images[0] ? { url: images[0].url, srcSet: images[0].srcSet } : null);

/** The first site image of a location, asked for only once `ask` is true; null until then or when there is none. */
function useFirstSiteImage(location: 'venue' | 'couple', ask: boolean): SectionPhoto | null {
  const [photo, setPhoto] = useState<SectionPhoto | null>(null);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    fetchSiteImages(location)
      .then((images) => live && setPhoto(first(images)))
      .catch(() => console.error(`Failed to fetch ${location} images`));
    return () => {
      live = false;
    };
  }, [location, ask]);
  return photo;
}

/**
 * The landing page's three section photos (issue 20 §6): the venue for Travel, a gift for
 * Registry, a couple photo for Our Story, each the built-in art until (or unless) the couple's
 * own arrives. Asked for only after the first paint, and only for the sections this party sees,
 * so the first screen never waits for them.
 */
export function useSectionPhotos(opens: { travel: boolean; registry: boolean; story: boolean }) {
  const painted = useAfterFirstPaint();
  const venue = useFirstSiteImage('venue', painted && opens.travel);
  const couple = useFirstSiteImage('couple', painted && opens.story);
  const { data } = useQuery(LandingGiftPhotoDocument, { skip: !painted || !opens.registry });
  const gift = data?.registryItems.find((item) => item.imageUrl);
  return {
    travel: venue ?? BUILTIN_SECTION_PHOTOS.travel,
    registry: gift?.imageUrl ? { url: gift.imageUrl, srcSet: gift.imageSrcSet } : BUILTIN_SECTION_PHOTOS.registry,
    story: couple ?? BUILTIN_SECTION_PHOTOS.story,
  };
}
