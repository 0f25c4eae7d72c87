import { Suspense, type ReactNode } from 'react';
import { Box, chakra, Field, Flex, Stack } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { ChoiceInput } from '../../components/ChoiceInput';
import { fullName, type RsvpGuest } from './rsvpAnswers';
import type { RsvpFormState } from './useRsvpForm';
import { GuestQuestions, MealChoice } from './rsvpParts';
import { Textarea } from '../../components/styled/Textarea';

/** The server's limit for a dietary note (api/src/rsvp/rsvp.service.ts MAX_DIETARY_LENGTH). */
const MAX_DIETARY_LENGTH = 500;

interface GuestFieldsProps {
  guest: RsvpGuest;
  form: RsvpFormState;
  /** The id of the "check the box…" hint the attending checkbox refers to. */
  hintId: string;
  /** More questions for a guest who comes (several events, issue 21 §2), after the meal. */
  children?: ReactNode;
  /** No answer saved for this guest yet: tagged "Not answered yet" until the form is sent. */
  pending?: boolean;
}

/** One guest's answer (spec §2 "RSVP" 5): attending, a Child tag, meal when offered, dietary notes. */
export function GuestFields({ guest, form, hintId, pending, children }: GuestFieldsProps) {
  const t = useT();
  const { values, errors, mealOptions, setAttending, setDietary, setMeal, mealRef } = form;
  const { attending, dietaryRestrictions, mealPreference } = values[guest.id];
  const nameId = `guest-name-${guest.id}`;
  const stateId = `guest-state-${guest.id}`;
  return (
    <Stack
      role="group"
      aria-labelledby={nameId}
      gap="4"
      borderWidth="1px"
      borderColor={attending ? 'sage.300' : 'ivory.200'}
      bg={attending ? 'sage.50' : 'ivory.50'}
      rounded="xl"
      p={{ base: '3', sm: '5' }}
    >
      <Flex align="center" gap="3" wrap="wrap">
        <chakra.label display="inline-flex" alignItems="center" gap="3" minH="12" cursor="pointer" maxW="full">
          <ChoiceInput
            type="checkbox"
            name={`attending-${guest.id}`}
            checked={attending}
            onChange={(e) => setAttending(guest.id, e.currentTarget.checked)}
            aria-describedby={`${hintId} ${stateId}`}
          />
          <chakra.span id={nameId} fontSize="lg" fontWeight="semibold" color="ink" overflowWrap="anywhere">
            {fullName(guest)}
          </chakra.span>
        </chakra.label>
        {/* What the box records, in words beside it (issue 21 §4): an unticked box is a "no", not a blank. */}
        <Box as="span" id={stateId} fontSize="md" fontWeight="medium" color={attending ? 'sage.800' : 'red.700'}>
          {attending ? t('rsvp.attending') : t('rsvp.notAttending')}
        </Box>
        {guest.isChild && <Tag>{t('rsvp.child')}</Tag>}
        {guest.isPlusOne && <Tag>{t('rsvp.plusOne')}</Tag>}
        {pending && (
          <Box as="span" borderWidth="1px" borderColor="orange.300" color="orange.800" fontSize="sm" fontWeight="semibold" px="2.5" py="0.5" rounded="full">
            {t('rsvp.notAnsweredYet')}
          </Box>
        )}
      </Flex>
      {/* What a coming guest is asked, from a chunk the page loads when the browser is idle (rsvpParts.ts): no one is ticked on the first screen. */}
      {attending && (
        <Suspense fallback={null}>
          {mealOptions.length > 0 && (
            <MealChoice
              guestId={guest.id}
              firstName={guest.firstName}
              options={mealOptions}
              value={mealPreference}
              error={errors[guest.id]}
              onChange={(meal) => setMeal(guest.id, meal)}
              firstRef={mealRef(guest.id)}
            />
          )}
          {/* issue 21 §3: the questions asked of each attending guest */}
          <GuestQuestions answers={form.questionAnswers} guestId={guest.id} />
          {children}
        </Suspense>
      )}
      <Field.Root disabled={!attending}>
        <Field.Label fontSize="md" color="ink">
          {t('rsvp.dietaryLabel')}
        </Field.Label>
        <Textarea
          name={`dietary-${guest.id}`}
          // Not attending: the note is kept in case the box is ticked again, but not shown or sent.
          value={attending ? dietaryRestrictions : ''}
          onChange={(e) => setDietary(guest.id, e.currentTarget.value)}
          placeholder={attending ? t('rsvp.dietaryPlaceholder') : t('rsvp.notAttending')}
          maxLength={MAX_DIETARY_LENGTH}
          rows={3}
          fontSize="md"
          bg="white"
          borderColor="sage.200"
        />
      </Field.Root>
    </Stack>
  );
}

function Tag({ children }: { children: string }) {
  return (
    <Box as="span" bg="blush.100" color="blush.800" fontSize="sm" fontWeight="semibold" px="2.5" py="0.5" rounded="full">
      {children}
    </Box>
  );
}
