import { Container, Stack } from '@chakra-ui/react';
import { PageHero } from '../../components/content/PageHero';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { PhotoGallery } from './gallery/PhotoGallery';
import { HowWeMetCard } from './HowWeMetCard';
import { CouplePhotos } from './photos/CouplePhotos';
import { Timeline } from './Timeline';

/** /couple, "Our Story" (spec §2): How We Met, the couple's photos, the timeline and the gallery. */
export function CouplePage() {
  // Both parts load at once: the story's texts and the photos' texts.
  const story = useCatalogPart('couple');
  const photos = useCatalogPart('photos');
  return story && photos ? <Story /> : <PageSpinner />;
}

function Story() {
  const t = useT();
  usePageTitle('page.couple');
  return (
    <>
      <PageHero title={t('page.couple')} />
      <Container maxW="5xl" py={{ base: '8', md: '14' }} px={{ base: '3', sm: '6' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <HowWeMetCard />
          <CouplePhotos />
          <Timeline />
          <PhotoGallery />
        </Stack>
      </Container>
    </>
  );
}
