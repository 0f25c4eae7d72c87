import { Heading, Stack } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { answerKey } from './questionAnswers';
import { QuestionField } from './QuestionField';
import type { QuestionAnswersState } from './useQuestionAnswers';

/** The questions asked once for the party, below the guests; only while someone is coming. */
export function PartyQuestions({ answers, anyoneComing }: { answers: QuestionAnswersState; anyoneComing: boolean }) {
  const t = useT();
  const questions = answers.questions.filter((q) => !q.perGuest);
  if (!questions.length || !anyoneComing) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="rsvp-party-questions" borderWidth="1px" borderColor="sage.300" bg="sage.50" rounded="xl" p={{ base: '3', sm: '5' }}>
      <Heading as="h2" id="rsvp-party-questions" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="medium" color="sage.800">
        {t('rsvp.questionsTitle')}
      </Heading>
      {questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          idSuffix="party"
          value={answers.values[answerKey(q.id, null)] ?? ''}
          error={answers.errors[answerKey(q.id, null)]}
          onChange={(value) => answers.setAnswer(q.id, null, value)}
          firstRef={answers.fieldRef(q.id, null)}
        />
      ))}
    </Stack>
  );
}
