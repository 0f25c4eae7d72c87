import { Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import type { QuestionAnswer, RsvpQuestion } from './questionAnswers';

/** Answers as the summary lists them: "Song request: Bailando", yes / no in the reader's language. */
export function SummaryAnswers({ questions, answers, guestId }: { questions: readonly RsvpQuestion[]; answers: readonly QuestionAnswer[]; guestId: number | null }) {
  const t = useT();
  const mine = answers.filter((a) => (a.guestId ?? null) === guestId);
  return (
    <>
      {questions.flatMap((q) => {
        const answer = mine.find((a) => a.questionId === q.id);
        if (!answer) return [];
        const shown = q.type === 'yesno' ? t(answer.value === 'yes' ? 'rsvp.yes' : 'rsvp.no') : answer.value;
        return [
          <Text key={q.id} color="ink" overflowWrap="anywhere">
            {t('rsvp.answerLine', { question: q.text, answer: shown })}
          </Text>,
        ];
      })}
    </>
  );
}
