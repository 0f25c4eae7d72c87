import { Container, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ContentCard } from '../../components/content/ContentCard';
import { LoadState } from '../../components/content/LoadState';
import { PageHero } from '../../components/PageHero';
import { RichText } from '../../components/content/RichText';
import { LazyViewModeSelect, loadViewModeSelect } from '../../components/content/LazyViewModeSelect';
import { PageSpinner } from '../../components/PageSpinner';
import { ScheduleEventsDocument, SchedulePageDocument } from './gql/graphql';
import { EventTimeline } from './EventTimeline';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useCurrentLocale, useT, type MessageId } from '../../i18n/useT';
import { usePageVersion } from '../../session/pageVersion';
import { useSession } from '../../session/useSession';

/** The versions' names in the View Mode selector. */
const VERSION_NAMES: Readonly<Record<string, MessageId>> = {
  default: 'schedule.version.default',
  bridesmaids: 'schedule.version.bridesmaids',
  groomsmen: 'schedule.version.groomsmen',
  parents: 'schedule.version.parents',
};

const VARIANT_TITLES: Record<string, MessageId> = {
  bridesmaids: 'schedule.bridesmaids',
  groomsmen: 'schedule.groomsmen',
  parents: 'schedule.parents',
};

/** For an admin, whose first screen has the view-mode selector, its chunk comes with the page's (AppRoutes' preloadRoute). */
export const preloadForAdmin = loadViewModeSelect;

/** /schedule, "Event Schedule" (spec §2): the group's version, whatever its canRsvp. */
export function SchedulePage() {
  return useCatalogPart('schedule') ? <Schedule /> : <PageSpinner />;
}

function Schedule() {
  const t = useT();
  usePageTitle('page.schedule');
  const { user } = useSession();
  const language = useCurrentLocale();
  const version = usePageVersion(user, 'eventSchedule');
  const { data, previousData, error, loading } = useQuery(SchedulePageDocument, { variables: { language, version: version.requested } });
  const content = (data ?? previousData)?.scheduleContent;
  const variant = content && VARIANT_TITLES[content.version];
  // Several events (issue 21 §2): the party's events above the couple's text; none, the page as before.
  const eventsQuery = useQuery(ScheduleEventsDocument, { variables: { language } });
  const events = (eventsQuery.data ?? eventsQuery.previousData)?.events ?? [];
  // The events' card sits above the text: both wait for the events' answer, so nothing shifts.
  const eventsIn = !!(eventsQuery.data ?? eventsQuery.previousData) || !!eventsQuery.error;
  return (
    <>
      <PageHero title={t('page.schedule')} />
      <Container maxW="3xl" py={{ base: '8', md: '14' }} px={{ base: '3', sm: '6' }}>
        <Stack gap={{ base: '6', md: '10' }}>
          {version.canChoose && <LazyViewModeSelect versions={version.versions} value={version.chosen} onChange={version.choose} names={VERSION_NAMES} />}
          {eventsIn && events.length > 0 && (
            <ContentCard title={variant ? t(variant) : t('schedule.events.title')}>
              <EventTimeline events={events} />
            </ContentCard>
          )}
          {!content || !eventsIn ? (
            <LoadState failed={!!error && !loading} message={t('schedule.loadFailed')} />
          ) : events.length > 0 ? (
            content.text.trim() && (
              <ContentCard title={t('schedule.events.moreDetails')}>
                <RichText html={content.text} fontSize="lg" />
              </ContentCard>
            )
          ) : variant ? (
            <ContentCard title={t(variant)} textAlign="center">
              <Heading as="h3" fontSize="xl" fontWeight="semibold" color="sage.700">
                {t('schedule.comingSoon')}
              </Heading>
              <RichText html={content.text} fontSize="lg" />
            </ContentCard>
          ) : (
            <ContentCard title={t('schedule.comingSoon')} textAlign="center">
              <RichText html={content.text} fontSize="lg" />
            </ContentCard>
          )}
        </Stack>
      </Container>
    </>
  );
}
