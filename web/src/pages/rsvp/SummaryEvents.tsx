import { useQuery } from '@apollo/client/react';
import { chakra } from '@chakra-ui/react';
import { RsvpEventsDocument } from '../../gql/graphql';
import { useCurrentLocale, useT } from '../../i18n/useT';
import type { RsvpAnswer } from './rsvpAnswers';

/**
 * A coming guest's answer for each of the party's events (issue 21 §2), in the reader's language:
 * "Welcome dinner: Attending". The events are the form's own read (shared through the cache);
 * nothing shows while the party has none or the guest answered for none.
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
    <chakra.ul listStyleType="none" m="0" p="0">
      {shown.map((event) => (
        <chakra.li key={event.id} color="ink" overflowWrap="anywhere">
          {t('rsvp.events.summaryLine', { event: event.name, answer: t(given.get(event.id) ? 'rsvp.attending' : 'rsvp.events.notAttending') })}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
