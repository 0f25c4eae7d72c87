import { Container, Stack } from '@chakra-ui/react';
import { PageHero } from '../../components/PageHero';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { PhotoGallery } from './gallery/PhotoGallery';
import { HowWeMetCard } from './HowWeMetCard';
import { CouplePhotos } from './photos/CouplePhotos';
import { Timeline } from './Timeline';
import { useStory } from './useStory';
import { prefetchQuery } from '../../apollo/prefetch';
import { StoryContentDocument } from './gql/graphql';
import { i18n } from '../../i18n/i18n';
import { initialLocale } from '../../i18n/locale';
import { prefetchSiteImages } from '../../site-images/siteImages';
import { renderedPage } from '../../ssr/renderedPage';

// The page's data starts loading with its code: the story, the couple's photos and the gallery;
// not on the server, nor when the server rendered the page with them (entry-server.tsx).
if (!import.meta.env.SSR && !renderedPage()?.siteImages.couple) {
  prefetchQuery(StoryContentDocument, { language: i18n.locale || initialLocale() });
  prefetchSiteImages('couple');
  prefetchSiteImages('gallery');
}

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
  // The story's text sets where everything below it sits: the rest waits for it (or its
  // failure) under the hero, so nothing shifts once it arrives.
  const { story, failed } = useStory();
  return (
    <>
      <PageHero title={t('page.couple')} />
      {!story && !failed ? <PageSpinner /> : <Container maxW="5xl" py={{ base: '8', md: '14' }} px={{ base: '3', sm: '6' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <HowWeMetCard />
          <CouplePhotos />
          <Timeline />
          <PhotoGallery />
        </Stack>
      </Container>}
    </>
  );
}
