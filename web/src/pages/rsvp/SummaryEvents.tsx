import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { RsvpEventsDocument } from './gql/graphql';
import { useCurrentLocale, useT } from '../../i18n/useT';
import type { RsvpAnswer } from './rsvpAnswers';

/**
 * A coming guest's answer for each of the party's events (issue 21 §2), in the reader's language:
 * "Welcome dinner: Attending", a line each, as the answers to the questions below them. The events
 * are the form's own read (shared through the cache); nothing shows while the party has none or
 * the guest answered for none.
 */
export function SummaryEvents({ answer }: { answer: RsvpAnswer }) {
  const t = useT();
  const language = useCurrentLocale();
  const { data, previousData } = useQuery(RsvpEventsDocument, { variables: { language } });
  const events = (data ?? previousData)?.events ?? [];
  const given = new Map((answer.events ?? []).map((e) => [e.eventId, e.attending]));
  const shown = events.filter((e) => given.has(e.id));
  if (!shown.length) return null;
  return (
    <>
      {shown.map((event) => (
        <Text key={event.id} color="ink" overflowWrap="anywhere">
          {t('rsvp.events.summaryLine', { event: event.name, answer: t(given.get(event.id) ? 'rsvp.attending' : 'rsvp.events.notAttending') })}
        </Text>
      ))}
    </>
  );
}
