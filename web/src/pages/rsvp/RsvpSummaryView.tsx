import { CircleCheck } from 'lucide-react';
import { useT } from '../../i18n/useT';
import { ConfirmationEmail } from './ConfirmationEmail';
import { RsvpFrame, type RsvpDeadline } from './RsvpFrame';
import { RsvpSummary } from './RsvpSummary';
import type { RsvpAnswer, RsvpGuest } from './rsvpAnswers';
import type { RsvpQuestion } from './questions/questionAnswers';

interface RsvpSummaryViewProps {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  questions: RsvpQuestion[];
  canEdit: boolean;
  deadline?: RsvpDeadline;
  onEdit: () => void;
}

/**
 * The screen of a party that has answered: its answers and where the confirmation e-mail goes.
 * A chunk of its own (RsvpPage.tsx): a party that has not answered yet sees the form instead.
 */
export function RsvpSummaryView({ guests, answers, questions, canEdit, deadline, onEdit }: RsvpSummaryViewProps) {
  const t = useT();
  return (
    <RsvpFrame title={t('rsvp.receivedTitle')} icon={<CircleCheck size={40} strokeWidth={1.5} />} deadline={deadline}>
      <RsvpSummary guests={guests} answers={answers} questions={questions} canEdit={canEdit} onEdit={onEdit} />
      <ConfirmationEmail />
    </RsvpFrame>
  );
}
