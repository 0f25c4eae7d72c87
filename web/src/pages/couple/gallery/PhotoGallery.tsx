import { useRef, useState } from 'react';
import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { SiteImage } from '../../../site-images/siteImages';
import { useSession } from '../../../session/useSession';
import { useT } from '../../../i18n/useT';
import { FALLBACK_GALLERY } from '../photos/builtinPhotos';
import { LazyPhotoDialog as PhotoDialog } from '../photos/LazyPhotoDialog';
import { photoAlt } from '../photos/photoAlt';
import { SitePhoto } from '../photos/SitePhoto';
import { useSitePhotos } from '../photos/useSitePhotos';
import { initialVersion, mayToggle, photosOf, type PhotoVersion } from './photoVersion';
import { PhotoVersionToggle } from './PhotoVersionToggle';
import { useTooltipOnView } from './useTooltipOnView';

export const PLACEHOLDERS = 9;

/**
 * "Photo Gallery": 3 columns (2 on medium screens, 1 on a phone), each photo opening at full
 * size. Which photos arrive is the server's choice; a close-friends party may switch sets.
 */
export function PhotoGallery() {
  const t = useT();
  const { user } = useSession();
  const { photos, loading } = useSitePhotos('gallery', FALLBACK_GALLERY);
  // The party's own set until it switches (the session may answer after the first render).
  const [chosen, setChosen] = useState<PhotoVersion | null>(null);
  const [open, setOpen] = useState<SiteImage | null>(null);
  const section = useRef<HTMLElement>(null);
  const toggles = mayToggle(user?.photoVersion);
  const tooltipShown = useTooltipOnView(section, toggles);
  const version = (toggles && chosen) || initialVersion(user?.photoVersion);
  const shown = photosOf(photos, version);

  return (
    <chakra.section ref={section} aria-labelledby="photo-gallery-title" w="full">
      <Heading id="photo-gallery-title" as="h2" textAlign="center" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium" color="sage.800" mb="8">
        {t('photos.galleryTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy={loading}>
        {loading
          ? Array.from({ length: PLACEHOLDERS }, (_, i) => <Box key={i} data-testid="photo-placeholder" aspectRatio="4 / 3" rounded="xl" bg="ivory.200" />)
          : shown.map((photo) => (
              <chakra.button
                key={photo.id}
                type="button"
                className="group"
                onClick={() => setOpen(photo)}
                aria-label={t('photos.open', { alt: photoAlt(photo, t) })}
                position="relative"
                aspectRatio="4 / 3"
                overflow="hidden"
                rounded="xl"
                shadow="sm"
                cursor="zoom-in"
                _focusVisible={{ outline: '3px solid', outlineColor: 'sage.600', outlineOffset: '2px' }}
              >
                <SitePhoto photo={photo} sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw" />
                <Text
                  aria-hidden="true"
                  position="absolute"
                  inset="0"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  bg="blackAlpha.500"
                  color="white"
                  fontSize="lg"
                  letterSpacing="0.2em"
                  textTransform="uppercase"
                  opacity="0"
                  transition="opacity 0.2s"
                  _groupHover={{ opacity: 1 }}
                  _groupFocusVisible={{ opacity: 1 }}
                >
                  {t('photos.view')}
                </Text>
              </chakra.button>
            ))}
      </SimpleGrid>
      {!loading && shown.length === 0 && (
        <Text textAlign="center" color="fg.muted" mt="4">
          {t('photos.empty')}
        </Text>
      )}
      {toggles && (
        <PhotoVersionToggle version={version} onToggle={() => setChosen(version === 'parents' ? 'close-friends' : 'parents')} tooltipShown={tooltipShown} />
      )}
      <PhotoDialog photo={open} onClose={() => setOpen(null)} photos={shown} onShow={setOpen} />
    </chakra.section>
  );
}
