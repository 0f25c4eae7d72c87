import { useId } from 'react';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useT, type MessageId } from '../../i18n/useT';
import { fullName, type RsvpAnswer, type RsvpGuest } from './rsvpAnswers';
import type { RsvpQuestion } from './questions/questionAnswers';
import { SummaryAnswers } from './questions/SummaryAnswers';
import { SummaryEvents } from './SummaryEvents';

interface RsvpSummaryProps {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  /** The couple's questions (issue 21 §3), whose answers show under the guests and the party. */
  questions?: RsvpQuestion[];
  /** False once responses have closed: the summary is then read-only. */
  canEdit: boolean;
  onEdit: () => void;
}

/**
 * Spec §2 "RSVP" 4: who is coming, with their dietary notes (and meals), and "Edit Response".
 * Below them, by name, those who are not coming and those not answered yet: a household
 * answering for some of its guests sees who is left.
 */
export function RsvpSummary({ guests, answers, questions = [], canEdit, onEdit }: RsvpSummaryProps) {
  const t = useT();
  const byGuest = new Map(answers.map((a) => [a.guestId, a]));
  const coming = guests.flatMap((guest) => {
    const answer = byGuest.get(guest.id);
    return answer?.attending === true ? [{ guest, answer }] : [];
  });
  const declined = guests.filter((guest) => byGuest.get(guest.id)?.attending === false);
  const pending = guests.filter((guest) => byGuest.get(guest.id)?.attending == null);
  return (
    <Stack gap="6">
      {coming.length ? (
        <chakra.ul aria-label={t('rsvp.attendingGuests')} listStyleType="none" m="0" p="0" display="grid" gap="3">
          {coming.map(({ guest, answer }) => (
            <chakra.li key={guest.id} bg="sage.50" borderWidth="1px" borderColor="sage.200" rounded="lg" px="4" py="3">
              <Text fontSize="lg" fontWeight="semibold" color="ink" overflowWrap="anywhere">
                {fullName(guest)}
              </Text>
              {answer.mealPreference && <Text color="ink">{t('rsvp.meal', { meal: answer.mealPreference })}</Text>}
              {answer.dietaryRestrictions && (
                <Text color="fg.muted" overflowWrap="anywhere">
                  {t('rsvp.dietary', { text: answer.dietaryRestrictions })}
                </Text>
              )}
              {/* issue 21 §2: this guest's answer for each event, then their answers to the couple's questions */}
              <SummaryEvents answer={answer} />
              <SummaryAnswers questions={questions} answers={answer.answers ?? []} guestId={guest.id} />
            </chakra.li>
          ))}
        </chakra.ul>
      ) : (
        // "Nobody is coming" only once everyone has answered.
        !pending.length && (
          <Text fontSize="lg" color="fg.muted" textAlign="center">
            {t('rsvp.noneAttending')}
          </Text>
        )
      )}
      {/* issue 21 §3: the answers given once for the party */}
      {coming.length > 0 && (
        <Stack gap="1">
          <SummaryAnswers questions={questions} answers={coming[0].answer.answers ?? []} guestId={null} />
        </Stack>
      )}
      <NameList label="rsvp.declinedGuests" guests={declined} />
      <NameList label="rsvp.pendingGuests" guests={pending} hint={canEdit ? 'rsvp.pendingHint' : undefined} />
      {canEdit && (
        <Button size="xl" variant="outline" colorPalette="sage" onClick={onEdit} alignSelf="center" w={{ base: 'full', sm: 'auto' }}>
          {t('rsvp.edit')}
        </Button>
      )}
    </Stack>
  );
}

/** A titled list of guests' names (those not coming, those not answered yet); nothing when empty. */
function NameList({ label, guests, hint }: { label: MessageId; guests: RsvpGuest[]; hint?: MessageId }) {
  const t = useT();
  const id = useId();
  if (!guests.length) return null;
  return (
    <Stack gap="1">
      <Text id={id} fontWeight="semibold" color="ink">
        {t(label)}
      </Text>
      <chakra.ul aria-labelledby={id} listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
        {guests.map((guest) => (
          <chakra.li key={guest.id} color="ink" overflowWrap="anywhere">
            {fullName(guest)}
          </chakra.li>
        ))}
      </chakra.ul>
      {hint && <Text color="fg.muted" fontSize="sm">{t(hint)}</Text>}
    </Stack>
  );
}
