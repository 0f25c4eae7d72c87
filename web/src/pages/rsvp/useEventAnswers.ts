import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RsvpEventsDocument, type EventAnswerInput, type RsvpEventsQuery } from './gql/graphql';
import { useCurrentLocale } from '../../i18n/useT';
import type { RsvpAnswer, RsvpGuest } from './rsvpAnswers';

export type RsvpEvent = RsvpEventsQuery['events'][number];
/** Per guest id, per event id: coming to it or not. */
export type EventChoices = Record<number, Record<number, boolean>>;

/**
 * A guest's choice for an event: their saved answer, else yes. A guest ticked as coming is
 * coming to each event unless they untick it, so a guest who never looks below their name is
 * not declined for anything by accident.
 */
export function initialEventChoices(guests: readonly RsvpGuest[], answers: readonly RsvpAnswer[], events: readonly RsvpEvent[]): EventChoices {
  const saved = new Map(answers.map((a) => [a.guestId, new Map((a.events ?? []).map((e) => [e.eventId, e.attending]))]));
  return Object.fromEntries(guests.map((g) => [g.id, Object.fromEntries(events.map((e) => [e.id, saved.get(g.id)?.get(e.id) ?? true]))]));
}

/** What the submission carries for one guest: every event, or nothing when there are none. */
export function eventAnswersFor(choices: EventChoices, guestId: number, events: readonly RsvpEvent[]): EventAnswerInput[] | undefined {
  if (!events.length) return undefined;
  return events.map((e) => ({ eventId: e.id, attending: choices[guestId]?.[e.id] ?? true }));
}

/** The party's events and each coming guest's choices; with no events, nothing changes on the form. */
export function useEventAnswers(guests: readonly RsvpGuest[], answers: readonly RsvpAnswer[]) {
  const language = useCurrentLocale();
  const { data, previousData } = useQuery(RsvpEventsDocument, { variables: { language } });
  const events = (data ?? previousData)?.events ?? [];
  const [changed, setChanged] = useState<EventChoices>({});
  // The saved answers (or yes) until the guest changes one; events may arrive after the form.
  const base = initialEventChoices(guests, answers, events);
  const choices: EventChoices = Object.fromEntries(Object.entries(base).map(([id, byEvent]) => [id, { ...byEvent, ...changed[Number(id)] }]));
  const setChoice = useCallback(
    (guestId: number, eventId: number, attending: boolean) => setChanged((c) => ({ ...c, [guestId]: { ...c[guestId], [eventId]: attending } })),
    [],
  );
  const eventsOf = useCallback((guestId: number) => eventAnswersFor(choices, guestId, events), [choices, events]);
  return { events, choices, setChoice, eventsOf };
}

export type EventAnswersState = ReturnType<typeof useEventAnswers>;
