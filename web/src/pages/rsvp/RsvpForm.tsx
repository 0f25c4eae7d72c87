import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { GuestFields } from './GuestFields';
import type { RsvpAnswer, RsvpGuest, RsvpOptions } from './rsvpAnswers';
import { useRsvpForm } from './useRsvpForm';
import { GuestEventAnswers } from './GuestEventAnswers';
import { useEventAnswers } from './useEventAnswers';
import { PartyQuestions } from './questions/PartyQuestions';
import type { RsvpQuestion } from './questions/questionAnswers';

interface RsvpFormProps {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  options: RsvpOptions;
  questions: RsvpQuestion[];
  /** Changing answers already given: offers Cancel and says "Update RSVP". */
  editing: boolean;
  onCancel: () => void;
  onSubmitted: () => void;
}

const HINT_ID = 'rsvp-attending-hint';

/** The form of spec §2 "RSVP" 5: "Guest Information", a block per guest, then the buttons. */
export function RsvpForm({ guests, answers, options, questions, editing, onCancel, onSubmitted }: RsvpFormProps) {
  const t = useT();
  const eventAnswers = useEventAnswers(guests, answers);
  const form = useRsvpForm({ guests, answers, options, questions, onSubmitted, eventsOf: eventAnswers.eventsOf });
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
            <GuestFields key={guest.id} guest={guest} form={form} hintId={HINT_ID}>
              <GuestEventAnswers guest={guest} state={eventAnswers} />
            </GuestFields>
          ))}
        </Stack>
        {/* issue 21 §3: the questions asked once for the party */}
        <PartyQuestions answers={form.questionAnswers} anyoneComing={guests.some((g) => form.values[g.id]?.attending)} />
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
    </chakra.form>
  );
}
