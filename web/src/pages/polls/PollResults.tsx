import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { pollResults } from './pollResults';

interface PollResultsProps {
  options: readonly string[];
  voteCounts: readonly number[];
  myVote: number | null;
}

/** After voting: each option's share, count and a bar (an ARIA progressbar named by the option). */
export function PollResults({ options, voteCounts, myVote }: PollResultsProps) {
  const t = useT();
  return (
    <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
      {pollResults(options, voteCounts).map(({ option, count, percent }, i) => (
        <chakra.li key={i}>
          <Flex justify="space-between" gap="3" align="baseline">
            <Text fontWeight={i === myVote ? 'semibold' : 'normal'} color="ink" overflowWrap="anywhere">
              {option}
              {i === myVote && (
                <Text as="span" color="sage.700" fontSize="sm" ms="2">
                  {t('polls.yourVote')}
                </Text>
              )}
            </Text>
            <Text color="sage.800" fontSize="sm" whiteSpace="nowrap">
              {t('polls.percentVotes', { percent, count })}
            </Text>
          </Flex>
          <Box
            role="progressbar"
            aria-label={t('polls.barLabel', { option })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('polls.percentVotes', { percent, count })}
            h="2.5"
            mt="1"
            bg="ivory.200"
            rounded="full"
            overflow="hidden"
          >
            <Box h="full" w={`${percent}%`} bg="sage.600" rounded="full" />
          </Box>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
