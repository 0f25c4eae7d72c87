import { useState } from 'react';
import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCurrentLocale, useT, type MessageId } from '../../../i18n/useT';
import { GuestListDialog } from './GuestListDialog';
import { StatCard } from './StatCard';
import { EVENT_STAT_KINDS, EVENT_STATUSES, type EventStatKind, type Statistics } from './statisticsLists';

const LABELS: Record<EventStatKind, MessageId> = {
  attending: 'admin.statistics.attending',
  notAttending: 'admin.statistics.notAttending',
  noResponse: 'admin.statistics.noResponse',
};
const TITLES: Record<EventStatKind, MessageId> = {
  attending: 'admin.statistics.eventAttendingTitle',
  notAttending: 'admin.statistics.eventNotAttendingTitle',
  noResponse: 'admin.statistics.eventNoResponseTitle',
};

interface EventCountsProps {
  events: Statistics['events'];
}

/** Several events (issue 21 §2): per event, attending / not attending / no response, each opening its guest list. Nothing while there are no events. */
export function EventCounts({ events }: EventCountsProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const [open, setOpen] = useState<{ eventId: number; kind: EventStatKind } | null>(null);
  if (events.length === 0) return null;
  const nameOf = (e: Statistics['events'][number]) => (locale === 'es' && e.nameEs ? e.nameEs : e.name);
  const openEvent = open && events.find((e) => e.eventId === open.eventId);
  return (
    <Box>
      <Heading as="h3" fontSize="lg" fontWeight="medium" color="sage.800" mb="2">
        {t('admin.statistics.events')}
      </Heading>
      <Stack gap="4">
        {events.map((event) => (
          <Box key={event.eventId} as="section" aria-label={nameOf(event)}>
            <Heading as="h4" fontSize="md" fontWeight="medium" mb="2">
              {t('admin.statistics.eventInvited', { name: nameOf(event), count: event.invited })}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" p="0" m="0" minChildWidth="8rem" gap="3">
              {EVENT_STAT_KINDS.map((kind) => (
                <li key={kind}>
                  <StatCard label={LABELS[kind]} count={event[kind]} onOpen={() => setOpen({ eventId: event.eventId, kind })} />
                </li>
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      <GuestListDialog
        kind={openEvent ? open.kind : null}
        title={openEvent ? t(TITLES[open.kind], { name: nameOf(openEvent) }) : undefined}
        query={openEvent ? { statuses: [EVENT_STATUSES[open.kind]], eventId: openEvent.eventId } : null}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
