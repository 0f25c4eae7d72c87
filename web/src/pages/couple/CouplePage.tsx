import { Container, Stack } from '@chakra-ui/react';
import { PageHero } from '../../components/content/PageHero';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { HowWeMetCard } from './HowWeMetCard';
import { Timeline } from './Timeline';

/** /couple, "Our Story" (spec §2): How We Met, the couple's photos, the timeline and the gallery. */
export function CouplePage() {
  return useCatalogPart('couple') ? <Story /> : <PageSpinner />;
}

function Story() {
  const t = useT();
  usePageTitle('page.couple');
  return (
    <>
      <PageHero title={t('page.couple')} />
      <Container maxW="4xl" py={{ base: '8', md: '14' }} px={{ base: '3', sm: '6' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <HowWeMetCard />
          {/* couple photos */}
          <Timeline />
          {/* photo gallery */}
        </Stack>
      </Container>
    </>
  );
}
