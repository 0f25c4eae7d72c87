import { answerKey } from './questionAnswers';
import { QuestionField } from './QuestionField';
import type { QuestionAnswersState } from './useQuestionAnswers';

/** The questions asked of each attending guest, inside that guest's block. */
export function GuestQuestions({ answers, guestId }: { answers: QuestionAnswersState; guestId: number }) {
  return (
    <>
      {answers.questions
        .filter((q) => q.perGuest)
        .map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            idSuffix={String(guestId)}
            value={answers.values[answerKey(q.id, guestId)] ?? ''}
            error={answers.errors[answerKey(q.id, guestId)]}
            onChange={(value) => answers.setAnswer(q.id, guestId, value)}
            firstRef={answers.fieldRef(q.id, guestId)}
          />
        ))}
    </>
  );
}
