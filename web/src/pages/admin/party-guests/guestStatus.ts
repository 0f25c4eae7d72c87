import type { AdminGuestRowFieldsFragment, AdminPartyGuestFieldsFragment, GuestRsvpStatus } from '../gql/graphql';
import type { MessageId } from '../../../i18n/useT';

export type PartyGuest = AdminPartyGuestFieldsFragment;
/** A guest with their answer, as the server's paged lists give them. */
export type GuestRow = AdminGuestRowFieldsFragment;

/** Spec §4 "Guest RSVP status": no record, pending (answer row with attending unset), attending, not attending. */
export type GuestStatus = 'attending' | 'notAttending' | 'pending' | 'noRsvp';

/** The server's status, in the words' keys below. */
export const STATUS_OF: Record<GuestRsvpStatus, GuestStatus> = {
  ATTENDING: 'attending',
  NOT_ATTENDING: 'notAttending',
  PENDING: 'pending',
  NO_RSVP: 'noRsvp',
};

/** The words shown for each status (spec §2 section 8). */
export const STATUS_TEXT: Record<GuestStatus, MessageId> = {
  attending: 'admin.guests.status.attending',
  notAttending: 'admin.guests.status.notAttending',
  pending: 'admin.guests.status.pending',
  noRsvp: 'admin.guests.status.noRsvp',
};

/** A page's guests grouped by party, in the order the server sent them (the couple's order in each party). */
export function guestsByParty(guests: readonly GuestRow[]): Map<number, GuestRow[]> {
  const byParty = new Map<number, GuestRow[]>();
  for (const guest of guests) {
    const list = byParty.get(guest.partyId) ?? [];
    list.push(guest);
    byParty.set(guest.partyId, list);
  }
  return byParty;
}
