import { useState } from 'react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT, type MessageId } from '../../../i18n/useT';
import type { AdminPanelProps } from '../sections';
import { GuestListDialog } from './GuestListDialog';
import { MealCounts } from './MealCounts';
import { EventCounts } from './EventCounts';
import { ResponseRateBar } from './ResponseRateBar';
import { StatCard } from './StatCard';
import { QuestionAnswers } from '../rsvp-questions/QuestionAnswers';
import { guestLines, STAT_KINDS, type StatKind } from './statisticsLists';

const LABELS: Record<StatKind, MessageId> = {
  totalInvited: 'admin.statistics.totalInvited',
  responded: 'admin.statistics.responded',
  attending: 'admin.statistics.attending',
  notAttending: 'admin.statistics.notAttending',
  noResponse: 'admin.statistics.noResponse',
};

/** Section 1 "RSVP Statistics": five stats that open their guest lists, the response rate and the meal counts. */
export function StatisticsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const stats = data.rsvpStatistics;
  const [open, setOpen] = useState<StatKind | null>(null);
  const lines = open ? guestLines(open, stats.guests, data.parties) : [];
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {t('admin.statistics.hint')}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" minChildWidth="8rem" gap="3">
        {STAT_KINDS.map((kind) => (
          <li key={kind}>
            <StatCard label={LABELS[kind]} count={stats[kind]} onOpen={() => setOpen(kind)} />
          </li>
        ))}
      </SimpleGrid>
      <ResponseRateBar rate={stats.responseRate} />
      <MealCounts meals={stats.meals} />
      <EventCounts events={stats.events} guests={stats.guests} parties={data.parties} />
      {/* issue 21 §3 */}
      <QuestionAnswers questions={stats.questions} />
      <GuestListDialog kind={open} lines={lines} onClose={() => setOpen(null)} />
    </Stack>
  );
}
