import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Music } from 'lucide-react';
import type { TriviaQuestionFieldsFragment } from './gql/graphql';
import { useT } from '../../i18n/useT';
import { MusicPlayer } from './MusicPlayer';
import { TriviaResults } from './TriviaResults';

interface TriviaQuestionCardProps {
  question: TriviaQuestionFieldsFragment;
  /** This question's answer is being sent. */
  answering: boolean;
  onAnswer: (questionId: number, selectedOption: number) => void;
}

export const questionHeadingId = (id: number) => `trivia-question-${id}`;

/** One question: option buttons (with their music players) before the party answers, results after. */
export function TriviaQuestionCard({ question, answering, onAnswer }: TriviaQuestionCardProps) {
  const t = useT();
  const headingId = questionHeadingId(question.id);
  const answered = question.myAnswer != null;
  return (
    <chakra.li aria-labelledby={headingId} bg="white" borderWidth="1px" borderColor="ivory.200" rounded="2xl" shadow="sm" p={{ base: '4', sm: '6' }}>
      <Stack gap="4">
        {question.questionType === 'music' && (
          <Flex gap="2" align="center" color="sage.700">
            <Music aria-hidden="true" size={18} />
            <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase">
              {t('trivia.musicQuestion')}
            </Text>
          </Flex>
        )}
        {/* Focus comes here once the result overlay closes: the buttons it was on are gone. */}
        <Heading as="h3" id={headingId} tabIndex={-1} fontSize="2xl" fontWeight="medium" color="sage.800" overflowWrap="anywhere" outline="none" _focusVisible={{ outline: '2px solid', outlineColor: 'sage.600' }}>
          {question.question}
        </Heading>
        {answered ? (
          <TriviaResults question={question} />
        ) : (
          <Stack gap="3">
            {question.options.map((option, i) => {
              const embed = question.embeds[i];
              return (
                <Stack key={i} gap="2">
                  <Button
                    variant="outline"
                    colorPalette="sage"
                    size="lg"
                    justifyContent="flex-start"
                    whiteSpace="normal"
                    textAlign="start"
                    h="auto"
                    py="3"
                    loading={answering}
                    disabled={answering}
                    onClick={() => onAnswer(question.id, i)}
                  >
                    {embed && <Music aria-label={t('trivia.hasMusic')} role="img" />}
                    {option}
                  </Button>
                  {embed && <MusicPlayer src={embed} option={option} />}
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </chakra.li>
  );
}
