import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useCurrentLocale, useT } from '../../i18n/useT';
import { eventDay, eventHours } from '../schedule/eventTime';
import { ChoiceInput } from '../../components/ChoiceInput';
import type { RsvpGuest } from './rsvpAnswers';
import type { EventAnswersState } from './useEventAnswers';

/** Which of the party's events a guest who comes will attend (issue 21 §2); nothing while there are none. */
export function GuestEventAnswers({ guest, state }: { guest: RsvpGuest; state: EventAnswersState }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { events, choices, setChoice } = state;
  if (!events.length) return null;
  const legendId = `events-legend-${guest.id}`;
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0" aria-labelledby={legendId}>
      <Text as="legend" id={legendId} fontSize="md" fontWeight="medium" color="ink" mb="2">
        {t('rsvp.events.legend', { name: guest.firstName })}
      </Text>
      <Stack gap="2">
        {events.map((event) => {
          const coming = choices[guest.id]?.[event.id] ?? true;
          return (
            <chakra.label
              key={event.id}
              display="flex"
              alignItems="center"
              gap="3"
              minH="12"
              px="3"
              py="2"
              bg="white"
              borderWidth="1px"
              borderColor={coming ? 'sage.300' : 'ivory.200'}
              rounded="lg"
              cursor="pointer"
            >
              <ChoiceInput type="checkbox" name={`event-${guest.id}-${event.id}`} checked={coming} onChange={(e) => setChoice(guest.id, event.id, e.currentTarget.checked)} />
              <Flex direction="column" minW="0" flex="1">
                <chakra.span fontWeight="semibold" color="ink" overflowWrap="anywhere">
                  {event.name}
                </chakra.span>
                <chakra.span fontSize="sm" color="fg.muted">
                  {eventDay(event.start, locale)} · <chakra.span whiteSpace="nowrap">{eventHours(event.start, event.end, locale)}</chakra.span>
                </chakra.span>
                {!coming && (
                  <chakra.span fontSize="sm" fontWeight="medium" color="blush.800">
                    {t('rsvp.events.notAttending')}
                  </chakra.span>
                )}
              </Flex>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
