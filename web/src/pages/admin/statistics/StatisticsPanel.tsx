import { useState } from 'react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminStatisticsDocument } from '../gql/graphql';
import { useT, type MessageId } from '../../../i18n/useT';
import type { AdminPanelProps } from '../sections';
import { GuestListDialog } from './GuestListDialog';
import { MealCounts } from './MealCounts';
import { EventCounts } from './EventCounts';
import { ResponseRateBar } from './ResponseRateBar';
import { StatCard } from './StatCard';
import { QuestionAnswers } from '../rsvp-questions/QuestionAnswers';
import { STAT_KINDS, STAT_STATUSES, type StatKind } from './statisticsLists';

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
  // Counts only (issue 23). The dashboard's query filled the cache; a party or guest edit refetches just this.
  const own = useQuery(AdminStatisticsDocument);
  const stats = own.data?.rsvpStatistics ?? data.rsvpStatistics;
  const [open, setOpen] = useState<StatKind | null>(null);
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
      <EventCounts events={stats.events} />
      {/* issue 21 §3 */}
      <QuestionAnswers questions={stats.questions} />
      <GuestListDialog kind={open} query={open ? { statuses: STAT_STATUSES[open] } : null} onClose={() => setOpen(null)} />
    </Stack>
  );
}
