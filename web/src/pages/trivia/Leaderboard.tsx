import { Box, chakra, Flex, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Medal } from 'lucide-react';
import { useT, type MessageId } from '../../i18n/useT';
import { useLeaderboard, type LeaderboardRow as Row } from './useLeaderboard';
import { TableRoot } from '../../components/styled/TableRoot';

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
  // Large type needs a line height of its own: the table's text style sets a fixed one (1.5rem)
  // on which wrapped names printed over each other.
  const size = large ? { fontSize: { base: '2xl', md: '3xl', lg: '4xl', '2xl': '5xl' }, lineHeight: '1.2', py: { base: '3', md: '5' }, px: { md: '3', xl: '5' } } : {};
  // The numbers and headings keep to one line; the team's name takes the room left.
  const fit = { whiteSpace: 'nowrap', width: '1%' } as const;
  if (view === 'loading') return <Spinner color="sage.600" role="status" aria-label={t('trivia.leaderboardLoading')} />;
  if (view === 'failed') return <Text role="alert" color="fg.muted" fontSize={large ? '3xl' : 'lg'} textAlign="center">{t('trivia.leaderboardFailed')}</Text>;
  if (view === 'empty')
    return (
      <Text color="fg.muted" fontSize={large ? '4xl' : 'lg'} textAlign="center" py="6">
        {t('trivia.leaderboardEmpty')}
      </Text>
    );
  const table = (
    // Focusable and named: on a phone the table scrolls inside this box.
    <Box overflowX="auto" tabIndex={0} aria-label={t('trivia.leaderboardTable')} role="region" focusVisibleRing="outside" focusRingColor="sage.700">
      <TableRoot aria-label={t('trivia.leaderboardTable')} size={large ? 'lg' : 'md'} bg="white">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...size} {...fit}>{t('trivia.rank')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size}>{t('trivia.team')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size} {...fit} textAlign="end">{t('trivia.correctColumn')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size} {...fit} textAlign="end">{t('trivia.answered')}</Table.ColumnHeader>
            <Table.ColumnHeader {...size} {...fit} textAlign="end">{t('trivia.score')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row: Row, i) => {
            const you = row.userId === partyId;
            return (
              <Table.Row key={row.userId} bg={you ? 'sage.50' : undefined} fontWeight={you ? 'semibold' : undefined}>
                <Table.Cell {...size} {...fit}>
                  <RankCell rank={i + 1} large={large} />
                </Table.Cell>
                <Table.Cell {...size}>
                  <TeamName row={row} you={you} />
                </Table.Cell>
                <Table.Cell {...size} {...fit} textAlign="end">{row.correctAnswers}</Table.Cell>
                <Table.Cell {...size} {...fit} textAlign="end">{row.totalAnswers}</Table.Cell>
                <Table.Cell {...size} {...fit} textAlign="end">{t('trivia.scoreValue', { percentage: row.percentage })}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </TableRoot>
    </Box>
  );
  if (!large) return table;
  // The projector view: the table from tablet width up; on a phone five columns in large type
  // cannot fit, so each team is a card (rank, name, then its numbers on a line of their own).
  return (
    <>
      <Box hideBelow="md">{table}</Box>
      <Stack as="ol" hideFrom="md" gap="3" listStyleType="none" aria-label={t('trivia.leaderboardTable')}>
        {rows.map((row: Row, i) => {
          const you = row.userId === partyId;
          return (
            <Flex as="li" key={row.userId} gap="4" align="center" bg={you ? 'sage.50' : 'white'} borderWidth="1px" borderColor="border" rounded="md" px="4" py="3" fontWeight={you ? 'semibold' : undefined}>
              <Box fontSize="2xl" flexShrink={0}>
                <RankCell rank={i + 1} large={false} />
              </Box>
              <Stack gap="1" minW="0">
                <Text fontSize="2xl" lineHeight="1.2">
                  <TeamName row={row} you={you} />
                </Text>
                <Text fontSize="lg" lineHeight="1.3" color="fg.muted" fontWeight="normal">
                  {t('trivia.score')} <chakra.strong color="fg">{t('trivia.scoreValue', { percentage: row.percentage })}</chakra.strong> · {t('trivia.correctColumn')} {row.correctAnswers} · {t('trivia.answered')} {row.totalAnswers}
                </Text>
              </Stack>
            </Flex>
          );
        })}
      </Stack>
    </>
  );
}

/** "Team García #2 (You)": breaks between words only (a long last name may still wrap inside). */
function TeamName({ row, you }: { row: Row; you: boolean }) {
  const t = useT();
  return (
    <chakra.span overflowWrap="break-word">
      {t('trivia.teamLabel', { lastName: row.lastName, userId: row.userId })}
      {you && (
        <chakra.span color="sage.700" ms="2" whiteSpace="nowrap">
          {t('trivia.you')}
        </chakra.span>
      )}
    </chakra.span>
  );
}
