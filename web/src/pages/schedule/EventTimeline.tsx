import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Clock, Info, MapPin } from 'lucide-react';
import type { ScheduleEventsQuery } from './gql/graphql';
import { useCurrentLocale, useT } from '../../i18n/useT';
import { eventDayTitle, eventHours } from './eventTime';

export type ScheduleEvent = ScheduleEventsQuery['events'][number];

const linkStyle = { color: 'sage.700', textDecoration: 'underline', textUnderlineOffset: '3px', display: 'inline-flex', alignItems: 'center', gap: '1.5', minH: '8' } as const;

function EventItem({ event }: { event: ScheduleEvent }) {
  const t = useT();
  const locale = useCurrentLocale();
  const headingId = `event-${event.id}`;
  return (
    <Box as="li" position="relative" ps={{ base: '7', md: '9' }} pb="8" _last={{ pb: '0' }}>
      {/* The timeline's dot; the line runs down the list's left edge. */}
      <Box position="absolute" left={{ base: '1', md: '2' }} top="1.5" boxSize="3.5" rounded="full" bg="sage.600" borderWidth="3px" borderColor="sage.100" aria-hidden="true" />
      <Stack gap="1.5">
        <Text display="inline-flex" alignItems="center" gap="1.5" fontWeight="semibold" color="sage.800" fontSize="md">
          <Clock size={16} aria-hidden="true" />
          {eventHours(event.start, event.end, locale)}
        </Text>
        <Heading as="h4" id={headingId} fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="medium" color="ink" overflowWrap="anywhere">
          {event.name}
        </Heading>
        <Link href={event.mapsUrl} target="_blank" rel="noopener noreferrer" {...linkStyle} alignItems="flex-start">
          <Box as="span" mt="0.5" flexShrink={0}>
            <MapPin size={16} aria-hidden="true" />
          </Box>
          <span>
            {event.venue}
            {event.address && (
              <Text as="span" display="block" color="fg.muted" fontSize="sm">
                {event.address}
              </Text>
            )}
            <Text as="span" srOnly>
              {t('schedule.events.openMap')}
            </Text>
          </span>
        </Link>
        {event.note && (
          <Text display="flex" alignItems="flex-start" gap="1.5" color="ink" fontSize="md" bg="ivory.50" rounded="md" px="3" py="2" overflowWrap="anywhere">
            <Box as="span" mt="1" flexShrink={0} color="sage.700">
              <Info size={16} aria-hidden="true" />
            </Box>
            {event.note}
          </Text>
        )}
        <Link href={event.calendarUrl} target="_blank" rel="noopener noreferrer" {...linkStyle} fontSize="sm" aria-describedby={headingId}>
          <CalendarPlus size={16} aria-hidden="true" />
          {t('schedule.events.addToCalendar')}
        </Link>
      </Stack>
    </Box>
  );
}

/** The party's events as a timeline, one list per day (issue 21 §2). */
export function EventTimeline({ events }: { events: readonly ScheduleEvent[] }) {
  const locale = useCurrentLocale();
  const days = new Map<string, ScheduleEvent[]>();
  for (const event of events) days.set(event.start.slice(0, 10), [...(days.get(event.start.slice(0, 10)) ?? []), event]);
  return (
    <Stack gap="8">
      {[...days].map(([day, list]) => (
        <Stack as="section" key={day} gap="4" aria-label={eventDayTitle(list[0].start, locale)}>
          <Heading as="h3" fontSize="lg" fontWeight="semibold" color="sage.700">
            {eventDayTitle(list[0].start, locale)}
          </Heading>
          <Box as="ol" listStyleType="none" m="0" p="0" position="relative" _before={{ content: '""', position: 'absolute', left: { base: '2.5', md: '3.5' }, top: '2', bottom: '2', w: '2px', bg: 'sage.100' }}>
            {list.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
