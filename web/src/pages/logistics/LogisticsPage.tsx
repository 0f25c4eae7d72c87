import { Container, Stack } from '@chakra-ui/react';
import { ContentCard } from '../../components/content/ContentCard';
import { LoadState } from '../../components/content/LoadState';
import { PageHero } from '../../components/PageHero';
import { RichText } from '../../components/content/RichText';
import { LazyViewModeSelect, loadViewModeSelect } from '../../components/content/LazyViewModeSelect';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT, type MessageId } from '../../i18n/useT';
import { AccommodationCard } from './AccommodationCard';
import { useLogistics } from './useLogistics';
import { VenueCard } from './VenueCard';

/** The versions' names in the View Mode selector. */
const VERSION_NAMES: Readonly<Record<string, MessageId>> = {
  default: 'logistics.version.default',
  villa: 'logistics.version.villa',
  merlot: 'logistics.version.merlot',
  cabernet: 'logistics.version.cabernet',
  syrah: 'logistics.version.syrah',
  carinyena: 'logistics.version.carinyena',
  garnatxa: 'logistics.version.garnatxa',
  'pinot-noir': 'logistics.version.pinot-noir',
  malvasia: 'logistics.version.malvasia',
  moscatell: 'logistics.version.moscatell',
  xarello: 'logistics.version.xarello',
  'friends-room': 'logistics.version.friends-room',
};

/** For an admin, whose first screen has the view-mode selector, its chunk comes with the page's (AppRoutes' preloadRoute). */
export const preloadForAdmin = loadViewModeSelect;

/** /logistics, "Travel & Accommodations" (spec §2). */
export function LogisticsPage() {
  return useCatalogPart('logistics') ? <Logistics /> : <PageSpinner />;
}

function Logistics() {
  const t = useT();
  usePageTitle('page.logistics');
  const { data, failed, version } = useLogistics();
  const content = data?.logisticsContent;
  return (
    <>
      <PageHero title={t('page.logistics')} />
      <Container maxW="4xl" py={{ base: '8', md: '14' }} px={{ base: '3', sm: '6' }}>
        <Stack gap={{ base: '6', md: '10' }}>
          {version.canChoose && <LazyViewModeSelect versions={version.versions} value={version.chosen} onChange={version.choose} names={VERSION_NAMES} />}
          {!data || !content ? (
            <LoadState failed={failed} message={t('logistics.loadFailed')} />
          ) : (
            <>
              <VenueCard date={data.wedding.date} ceremonyTime={data.wedding.ceremonyTime ?? null} venue={data.venue} note={content.venueNote} calendarUrl={content.calendarUrl} />
              {content.groupNote && (
                <ContentCard title={t('logistics.groupNoteTitle')} bg="blush.50">
                  <RichText html={content.groupNote} />
                </ContentCard>
              )}
              <AccommodationCard html={content.accommodation ?? null} />
              <ContentCard title={t('logistics.gettingThere')}>
                <RichText html={content.fromAirport} />
                <RichText html={content.fromBarcelona} />
              </ContentCard>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
