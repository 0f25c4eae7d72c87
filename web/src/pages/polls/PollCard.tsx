import { Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { PollFieldsFragment } from './gql/graphql';
import { useT } from '../../i18n/useT';
import { PollResults } from './PollResults';

interface PollCardProps {
  poll: PollFieldsFragment;
  /** The poll's vote is being sent. */
  voting: boolean;
  onVote: (pollId: number, selectedOption: number) => void;
}

/** One poll: its question and type; option buttons before the party votes, results after. */
export function PollCard({ poll, voting, onVote }: PollCardProps) {
  const t = useT();
  const headingId = `poll-${poll.id}`;
  const voted = poll.myVote != null;
  return (
    <chakra.li aria-labelledby={headingId} bg="white" borderWidth="1px" borderColor="ivory.200" rounded="2xl" shadow="sm" p={{ base: '5', sm: '6' }}>
      <Stack gap="4">
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" color="sage.700">
          {poll.type === 'prediction' ? t('polls.predictionPoll') : t('polls.preferencePoll')}
        </Text>
        <Heading as="h2" id={headingId} fontSize="2xl" fontWeight="medium" color="sage.800" overflowWrap="anywhere">
          {poll.question}
        </Heading>
        {voted ? (
          <>
            <PollResults options={poll.options} voteCounts={poll.voteCounts} myVote={poll.myVote ?? null} />
            <Text color="fg.muted" fontStyle="italic">
              {t('polls.alreadyVoted')}
            </Text>
          </>
        ) : (
          <Stack gap="2">
            {poll.options.map((option, i) => (
              <Button
                key={i}
                variant="outline"
                colorPalette="sage"
                size="lg"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="start"
                h="auto"
                py="3"
                loading={voting}
                disabled={voting}
                onClick={() => onVote(poll.id, i)}
              >
                {option}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </chakra.li>
  );
}
