import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { TriviaQuestionFieldsFragment } from './gql/graphql';
import { useT } from '../../i18n/useT';
import { answerShares } from './triviaResults';

/**
 * After answering (spec §2): each option's share and count, a green check on the right option
 * and the party's wrong choice in red. The marks are named in words too, not by colour alone.
 */
export function TriviaResults({ question }: { question: TriviaQuestionFieldsFragment }) {
  const t = useT();
  return (
    <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
      {answerShares(question.options, question.answerCounts).map(({ option, count, percent }, i) => {
        const right = i === question.correctOption;
        const wrongChoice = i === question.myAnswer && !right;
        const mine = i === question.myAnswer;
        return (
          <chakra.li
            key={i}
            borderWidth="2px"
            borderColor={right ? 'green.600' : wrongChoice ? 'red.600' : 'ivory.200'}
            bg={right ? 'green.50' : wrongChoice ? 'red.50' : 'white'}
            rounded="lg"
            px="3"
            py="2"
          >
            <Flex justify="space-between" gap="3" align="center">
              <Flex gap="2" align="center" minW="0">
                {right && <Check aria-hidden="true" color="var(--chakra-colors-green-700)" size={20} strokeWidth={3} />}
                {wrongChoice && <X aria-hidden="true" color="var(--chakra-colors-red-700)" size={20} strokeWidth={3} />}
                <Text fontWeight={mine || right ? 'semibold' : 'normal'} color="ink" overflowWrap="break-word" minW="0">
                  {option}
                </Text>
              </Flex>
              <Text color="sage.800" fontSize="sm" whiteSpace="nowrap">
                {t('trivia.percentAnswers', { percent, count })}
              </Text>
            </Flex>
            {/* The marks on a line of their own, under the option: beside it they wrapped into its words on a phone. */}
            {(right || mine) && (
              <Flex gap="2" wrap="wrap" mt="1">
                {right && <Mark color="green.800" bg="green.100">{t('trivia.correctAnswer')}</Mark>}
                {mine && (
                  <Mark color={right ? 'green.800' : 'red.800'} bg={right ? 'green.100' : 'red.100'}>
                    {right ? t('trivia.yourAnswer') : t('trivia.yourWrongAnswer')}
                  </Mark>
                )}
              </Flex>
            )}
            <Box aria-hidden="true" h="1.5" mt="1" bg="ivory.200" rounded="full" overflow="hidden">
              <Box h="full" w={`${percent}%`} bg={right ? 'green.600' : wrongChoice ? 'red.600' : 'sage.600'} rounded="full" />
            </Box>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}

function Mark({ color, bg, children }: { color: string; bg: string; children: string }) {
  return (
    <Text as="span" color={color} bg={bg} fontSize="sm" fontWeight="semibold" rounded="full" px="2" lineHeight="1.6" whiteSpace="nowrap">
      {children}
    </Text>
  );
}
