import { Box, chakra, Flex, Spinner, Table, Text } from '@chakra-ui/react';
import { Medal } from 'lucide-react';
import type { TriviaLeaderboardQuery } from '../../gql/graphql';
import { useT, type MessageId } from '../../i18n/useT';
import { useLeaderboard } from './useLeaderboard';

type Row = TriviaLeaderboardQuery['triviaLeaderboard'][number];

// Gold, silver and bronze dark enough to stand out against white (3:1 for graphics).
const MEDALS: ReadonlyArray<{ color: string; label: MessageId }> = [
  { color: '#A67C00', label: 'trivia.gold' },
  { color: '#7A7F85', label: 'trivia.silver' },
  { color: '#9C5A2B', label: 'trivia.bronze' },
];

interface LeaderboardProps {
  /** The signed-in party, whose row says "(You)". */
  partyId: number | null;
  /** The projector view: large type for reading across a room. */
  large?: boolean;
}

function RankCell({ rank, large }: { rank: number; large: boolean }) {
  const t = useT();
  const medal = MEDALS[rank - 1];
  return (
    <Flex align="center" gap="2">
      <Text as="span" fontWeight="semibold">
        {rank}
      </Text>
      {medal && <Medal role="img" aria-label={t(medal.label)} color={medal.color} size={large ? 48 : 22} strokeWidth={2.5} />}
    </Flex>
  );
}

/**
 * Spec §2 leaderboard: Rank, Team "Team {lastName} #{userId}" with "(You)", Correct, Answered,
 * Score (whole-number percentage); medals for the first three. It updates itself while shown
 * (see useLeaderboard).
 */
export function Leaderboard({ partyId, large = false }: LeaderboardProps) {
  const t = useT();
  const { view, rows } = useLeaderboard();
  const size = large ? { fontSize: { base: '2xl', md: '4xl', xl: '5xl' }, py: { base: '3', md: '5' } } : {};
  if (view === 'loading') return <Spinner color="sage.600" aria-label={t('trivia.leaderboardLoading')} />;
  if (view === 'failed') return <Text role="alert" color="fg.muted" fontSize={large ? '3xl' : 'lg'} textAlign="center">{t('trivia.leaderboardFailed')}</Text>;
  if (view === 'empty')
    return (
      <Text color="fg.muted" fontSize={large ? '4xl' : 'lg'} textAlign="center" py="6">
        {t('trivia.leaderboardEmpty')}
      </Text>
    );
  return (
    <Box overflowX="auto" tabIndex={large ? undefined : 0} aria-label={large ? undefined : t('trivia.leaderboardTable')} role={large ? undefined : 'region'}>
      <Table.Root aria-label={t('trivia.leaderboardTable')} size={large ? 'lg' : 'md'} bg="white">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...size}>{t('trivia.rank')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size}>{t('trivia.team')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size} textAlign="end">{t('trivia.correctColumn')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size} textAlign="end">{t('trivia.answered')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size} textAlign="end">{t('trivia.score')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row: Row, i) => {
            const you = row.userId === partyId;
            return (
              <Table.Row key={row.userId} bg={you ? 'sage.50' : undefined} fontWeight={you ? 'semibold' : undefined}>
                <Table.Cell {...size}>
                  <RankCell rank={i + 1} large={large} />
                </Table.Cell>
                <Table.Cell {...size} overflowWrap="anywhere">
                  {t('trivia.teamLabel', { lastName: row.lastName, userId: row.userId })}
                  {you && (
                    <chakra.span color="sage.700" ms="2">
                      {t('trivia.you')}
                    </chakra.span>
                  )}
                </Table.Cell>
                <Table.Cell {...size} textAlign="end">{row.correctAnswers}</Table.Cell>
                <Table.Cell {...size} textAlign="end">{row.totalAnswers}</Table.Cell>
                <Table.Cell {...size} textAlign="end">{t('trivia.scoreValue', { percentage: row.percentage })}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
