import { useState } from 'react';
import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import type { SiteImage } from '../../../site-images/siteImages';
import { useT } from '../../../i18n/useT';
import { FALLBACK_COUPLE_PHOTOS } from './builtinPhotos';
import { LazyPhotoDialog as PhotoDialog } from './LazyPhotoDialog';
import { photoAlt } from './photoAlt';
import { SitePhoto } from './SitePhoto';
import { useSitePhotos } from './useSitePhotos';

export const MAX_COUPLE_PHOTOS = 2;

/** Up to two of the couple's photos; the fixed fallbacks fill any shortfall below two. */
export function couplePhotosToShow(photos: SiteImage[]): SiteImage[] {
  const chosen = photos.slice(0, MAX_COUPLE_PHOTOS);
  return [...chosen, ...FALLBACK_COUPLE_PHOTOS.slice(chosen.length, MAX_COUPLE_PHOTOS)];
}

/** The couple's two photos side by side (stacked on a phone), each opening at full size. */
export function CouplePhotos() {
  const t = useT();
  const { photos, loading } = useSitePhotos('couple', FALLBACK_COUPLE_PHOTOS);
  const [open, setOpen] = useState<SiteImage | null>(null);
  const shown = loading ? [] : couplePhotosToShow(photos);
  return (
    <chakra.section aria-label={t('photos.coupleTitle')} w="full">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6" maxW="3xl" mx="auto">
        {/* Two photos always show (the fallbacks fill in): their frames hold the place meanwhile. */}
        {loading && Array.from({ length: MAX_COUPLE_PHOTOS }, (_, i) => <Box key={i} aspectRatio="3 / 4" rounded="2xl" bg="ivory.100" />)}
        {shown.map((photo, i) => (
          <chakra.button
            key={photo.id}
            type="button"
            onClick={() => setOpen(photo)}
            aria-label={t('photos.open', { alt: photoAlt(photo, t) })}
            aspectRatio="3 / 4"
            overflow="hidden"
            rounded="2xl"
            shadow="md"
            cursor="zoom-in"
            _focusVisible={{ outline: '3px solid', outlineColor: 'sage.600', outlineOffset: '2px' }}
          >
            {/* The first photo is a phone's largest paint: fetched at once, not when scrolled to. */}
            <SitePhoto photo={photo} sizes="(min-width: 30em) 50vw, 100vw" lazy={i > 0} priority={i === 0} />
          </chakra.button>
        ))}
      </SimpleGrid>
      <PhotoDialog photo={open} onClose={() => setOpen(null)} photos={shown} onShow={setOpen} />
    </chakra.section>
  );
}
