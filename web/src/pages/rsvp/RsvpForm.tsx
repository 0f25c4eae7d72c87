import { Suspense } from 'react';
import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { GuestFields } from './GuestFields';
import { PlusOnes } from './PlusOnes';
import type { RsvpAnswer, RsvpGuest, RsvpOptions } from './rsvpAnswers';
import { usePlusOnes } from './usePlusOnes';
import { useRsvpForm } from './useRsvpForm';
import { useEventAnswers } from './useEventAnswers';
import { DeclineAllDialog, GuestEventAnswers, PartyQuestions } from './rsvpParts';
import type { RsvpQuestion } from './questions/questionAnswers';

interface RsvpFormProps {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  options: RsvpOptions;
  questions: RsvpQuestion[];
  /** Guests the party may name itself; 0 (the default) leaves out "Bringing a guest?". */
  plusOnesAllowed?: number;
  /** Changing answers already given: offers Cancel and says "Update RSVP". */
  editing: boolean;
  onCancel: () => void;
  onSubmitted: () => void;
}

const HINT_ID = 'rsvp-attending-hint';

/** The form of spec §2 "RSVP" 5: "Guest Information", a block per guest, then the buttons. */
export function RsvpForm({ guests, answers, options, questions, plusOnesAllowed = 0, editing, onCancel, onSubmitted }: RsvpFormProps) {
  const t = useT();
  const eventAnswers = useEventAnswers(guests, answers);
  const form = useRsvpForm({ guests, answers, options, questions, onSubmitted, eventsOf: eventAnswers.eventsOf });
  const plusOnes = usePlusOnes();
  const answered = new Set(answers.map((a) => a.guestId));
  const namedPlusOnes = guests.filter((g) => g.isPlusOne);
  return (
    <chakra.form onSubmit={form.onSubmit} noValidate aria-label={t('page.rsvp')}>
      <Stack gap="5">
        <Stack as="section" gap="4" aria-labelledby="rsvp-guest-information">
          <Heading as="h2" id="rsvp-guest-information" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium" color="sage.800">
            {t('rsvp.guestInformation')}
          </Heading>
          <Text id={HINT_ID} color="fg.muted" fontSize="md">
            {t('rsvp.attendingHint')}
          </Text>
          {guests.map((guest) => (
            <GuestFields key={guest.id} guest={guest} form={form} hintId={HINT_ID} pending={!answered.has(guest.id)}>
              <GuestEventAnswers guest={guest} state={eventAnswers} />
            </GuestFields>
          ))}
        </Stack>
        {(plusOnesAllowed > 0 || namedPlusOnes.length > 0) && <PlusOnes plusOnes={namedPlusOnes} allowed={plusOnesAllowed} state={plusOnes} />}
        {/* issue 21 §3: the questions asked once for the party (a chunk that comes when the browser is idle, rsvpParts.ts) */}
        {guests.some((g) => form.values[g.id]?.attending) && (
          <Suspense fallback={null}>
            <PartyQuestions answers={form.questionAnswers} anyoneComing />
          </Suspense>
        )}
        <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
          {editing && (
            <Button type="button" size="xl" variant="outline" colorPalette="sage" onClick={onCancel} disabled={form.saving}>
              {t('rsvp.cancel')}
            </Button>
          )}
          <Button type="submit" size="xl" colorPalette="sage" loading={form.saving} loadingText={editing ? t('rsvp.update') : t('rsvp.submit')}>
            {editing ? t('rsvp.update') : t('rsvp.submit')}
          </Button>
        </Flex>
      </Stack>
      <DeclineAllDialog open={form.confirmingDecline} busy={form.saving} onConfirm={() => void form.confirmDecline()} onCancel={form.cancelDecline} />
    </chakra.form>
  );
}
