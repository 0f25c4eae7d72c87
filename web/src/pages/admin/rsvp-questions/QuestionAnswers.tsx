import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import type { AdminRsvpQuestionStatisticsFragment } from '../gql/graphql';

type QuestionStats = AdminRsvpQuestionStatisticsFragment['questions'][number];

function OptionCounts({ question }: { question: QuestionStats }) {
  const t = useT();
  const label = (option: string) =>
    question.type === 'yesno' ? t(option === 'yes' ? 'admin.rsvpQuestions.yes' : 'admin.rsvpQuestions.no') : option;
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
      {question.options.map(({ option, count }) => (
        <Box as="li" key={option} px="3" py="1" rounded="full" bg="ivory.50" borderWidth="1px" borderColor="ivory.200">
          <Text as="span" fontSize="sm">
            {t('admin.rsvpQuestions.optionCount', { option: label(option), count })}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function TextAnswers({ question }: { question: QuestionStats }) {
  const t = useT();
  if (!question.textAnswers.length) return <Text color="fg.muted" fontSize="sm">{t('admin.rsvpQuestions.noAnswers')}</Text>;
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" maxH="60" overflowY="auto" tabIndex={0} focusVisibleRing="outside" focusRingColor="sage.700" aria-label={t('admin.rsvpQuestions.answersTo', { question: question.text })}>
      {question.textAnswers.map((a) => (
        <Box as="li" key={`${a.partyId}-${a.guestId ?? 0}`} py="1" borderBottomWidth="1px" borderColor="ivory.200">
          <Text fontSize="sm" overflowWrap="anywhere">
            <Text as="span" fontWeight="semibold">
              {a.name}:
            </Text>{' '}
            {a.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** Per RSVP question: the counts per option (or yes and no), or the text answers with who gave them; nothing without questions. */
export function QuestionAnswers({ questions }: { questions: AdminRsvpQuestionStatisticsFragment['questions'] }) {
  const t = useT();
  if (!questions.length) return null;
  return (
    <Box>
      <Heading as="h3" fontSize="lg" fontWeight="medium" color="sage.800" mb="2">
        {t('admin.rsvpQuestions.answersTitle')}
      </Heading>
      <Stack gap="4">
        {questions.map((q) => (
          <Stack key={q.questionId} gap="1">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {q.text}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                {t('admin.rsvpQuestions.answeredCount', { count: q.answered })}
              </Text>
            </Text>
            {q.type === 'text' ? <TextAnswers question={q} /> : <OptionCounts question={q} />}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
