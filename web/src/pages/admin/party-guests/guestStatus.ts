import type { AdminGuestAttendanceFieldsFragment, AdminPartyGuestFieldsFragment } from '../gql/graphql';
import type { MessageId } from '../../../i18n/useT';

export type PartyGuest = AdminPartyGuestFieldsFragment;
export type GuestAnswer = AdminGuestAttendanceFieldsFragment;

/** Spec §4 "Guest RSVP status": no record, pending (answer row with attending unset), attending, not attending. */
export type GuestStatus = 'attending' | 'notAttending' | 'pending' | 'noRsvp';

/** A guest with their answer, if they have one. */
export interface GuestWithAnswer {
  guest: PartyGuest;
  answer: GuestAnswer | null;
  status: GuestStatus;
}

export function guestStatus(answer: Pick<GuestAnswer, 'attending'> | null | undefined): GuestStatus {
  if (!answer) return 'noRsvp';
  if (answer.attending == null) return 'pending';
  return answer.attending ? 'attending' : 'notAttending';
}

/** The words shown for each status (spec §2 section 8). */
export const STATUS_TEXT: Record<GuestStatus, MessageId> = {
  attending: 'admin.guests.status.attending',
  notAttending: 'admin.guests.status.notAttending',
  pending: 'admin.guests.status.pending',
  noRsvp: 'admin.guests.status.noRsvp',
};

const bySortOrder = (a: PartyGuest, b: PartyGuest) => a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * Every party's guests in the couple's order (sortOrder, then the order they were added),
 * each with their answer and status. One pass over each list, so a long guest list stays cheap.
 */
export function guestsByParty(guests: readonly PartyGuest[], answers: readonly GuestAnswer[]): Map<number, GuestWithAnswer[]> {
  const answerOf = new Map(answers.map((a) => [a.guestId, a]));
  const byParty = new Map<number, GuestWithAnswer[]>();
  for (const guest of [...guests].sort(bySortOrder)) {
    const answer = answerOf.get(guest.id) ?? null;
    const list = byParty.get(guest.partyId) ?? [];
    list.push({ guest, answer, status: guestStatus(answer) });
    byParty.set(guest.partyId, list);
  }
  return byParty;
}
