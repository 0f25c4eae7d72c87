import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { PhotoGallery } from './gallery/PhotoGallery';
import { CouplePhotos } from './photos/CouplePhotos';

/** /couple: "Our Story" with the couple's photos and the gallery (the story's text joins them). */
export function CouplePage() {
  return useCatalogPart('photos') ? <OurStory /> : <PageSpinner />;
}

function OurStory() {
  const t = useT();
  usePageTitle('page.couple');
  return (
    <>
      <Box as="header" bg="linear-gradient(160deg, #f3f6ef 0%, #fcf5f3 60%, #fdfbf6 100%)" py={{ base: '12', md: '16' }} px="6" textAlign="center" borderBottomWidth="1px" borderColor="ivory.200">
        <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="medium" color="sage.800" lineHeight="1.1">
          {t('page.couple')}
        </Heading>
      </Box>
      <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '3', sm: '6' }}>
        <Stack gap={{ base: '12', md: '16' }} align="center">
          {/* couple photos */}
          <CouplePhotos />
          {/* photo gallery */}
          <PhotoGallery />
        </Stack>
      </Container>
    </>
  );
}
