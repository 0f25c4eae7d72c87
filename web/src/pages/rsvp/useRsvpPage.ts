import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RsvpPageDocument } from './gql/graphql';
import { useSession } from '../../session/useSession';
import type { RsvpAnswer, RsvpGuest, RsvpOptions } from './rsvpAnswers';
import type { RsvpQuestion } from './questions/questionAnswers';

interface RsvpData {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  options: RsvpOptions;
  /** The couple's questions (issue 21 §3). */
  questions: RsvpQuestion[];
  /** Guests the party may name itself (plus-ones). */
  plusOnesAllowed: number;
}

/** The screen the RSVP page shows: spec §2 "RSVP" states in their order, plus the deadline's. */
export type RsvpView =
  | { kind: 'notAllowed' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'noGuests' }
  /** Answers exist; `canEdit` is false once responses have closed. */
  | ({ kind: 'summary'; canEdit: boolean } & RsvpData)
  /** Responses closed before this party answered: no form, a line saying so. */
  | ({ kind: 'closed' } & RsvpData)
  /** `editing`: changing answers already given (the Cancel button and "Update RSVP"). */
  | ({ kind: 'form'; editing: boolean } & RsvpData);

/**
 * Which RSVP screen to show and the switch between the summary and the form (spec §4): Edit
 * Response opens the form, Cancel or a successful submit goes back to the summary.
 */
export function useRsvpPage() {
  const { user } = useSession();
  // The route guard has checked the rsvp page itself; answering also needs the party's flag.
  const allowed = !!user?.canRsvp;
  const { data, loading } = useQuery(RsvpPageDocument, { skip: !allowed });
  const [editing, setEditing] = useState(false);
  const startEditing = useCallback(() => setEditing(true), []);
  const stopEditing = useCallback(() => setEditing(false), []);

  const view = ((): RsvpView => {
    if (!allowed) return { kind: 'notAllowed' };
    if (!data) return loading ? { kind: 'loading' } : { kind: 'failed' };
    const rsvp: RsvpData = { guests: data.partyGuests, answers: data.guestAttendance, options: data.rsvpOptions, questions: data.rsvpQuestions, plusOnesAllowed: data.plusOnesAllowed };
    if (!rsvp.guests.length) return { kind: 'noGuests' };
    const answered = rsvp.answers.length > 0;
    const open = rsvp.options.open;
    if (answered && (!editing || !open)) return { kind: 'summary', canEdit: open, ...rsvp };
    if (!open) return { kind: 'closed', ...rsvp };
    return { kind: 'form', editing: answered, ...rsvp };
  })();

  return { view, startEditing, stopEditing };
}
