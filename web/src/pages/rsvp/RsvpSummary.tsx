import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { fullName, type RsvpAnswer, type RsvpGuest } from './rsvpAnswers';

interface RsvpSummaryProps {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  /** False once responses have closed: the summary is then read-only. */
  canEdit: boolean;
  onEdit: () => void;
}

/** Spec §2 "RSVP" 4: who is coming, with their dietary notes (and meals), and "Edit Response". */
export function RsvpSummary({ guests, answers, canEdit, onEdit }: RsvpSummaryProps) {
  const t = useT();
  const byGuest = new Map(answers.map((a) => [a.guestId, a]));
  const coming = guests.flatMap((guest) => {
    const answer = byGuest.get(guest.id);
    return answer?.attending === true ? [{ guest, answer }] : [];
  });
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
            </chakra.li>
          ))}
        </chakra.ul>
      ) : (
        <Text fontSize="lg" color="fg.muted" textAlign="center">
          {t('rsvp.noneAttending')}
        </Text>
      )}
      {canEdit && (
        <Button size="xl" variant="outline" colorPalette="sage" onClick={onEdit} alignSelf="center" w={{ base: 'full', sm: 'auto' }}>
          {t('rsvp.edit')}
        </Button>
      )}
    </Stack>
  );
}
