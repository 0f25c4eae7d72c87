import type { AdminPartyFieldsFragment, PartyInput, PartyUpdateInput } from '../gql/graphql';

export type AdminParty = AdminPartyFieldsFragment;

export interface NewGuestValues {
  firstName: string;
  /** Blank: the party's last name. */
  lastName: string;
  isChild: boolean;
}

export interface PartyFormValues {
  lastName: string;
  zipCode: string;
  canRsvp: boolean;
  isAdmin: boolean;
  guestGroup: string;
  /** Guests the party may name itself on the RSVP page (plus-ones), 0 to 10. */
  plusOnesAllowed: number;
  /** Where its messages go; blank: none. */
  email: string;
  /** The language of its messages. */
  language: 'en' | 'es';
  /** Only when adding a party: its guests, created with it. */
  guests: NewGuestValues[];
}

export const emptyGuest = (): NewGuestValues => ({ firstName: '', lastName: '', isChild: false });

/** Spec §5 "Party form" defaults, and one guest line to type in. */
export function emptyPartyForm(): PartyFormValues {
  return { lastName: '', zipCode: '', canRsvp: true, isAdmin: false, guestGroup: 'default', plusOnesAllowed: 0, email: '', language: 'en', guests: [emptyGuest()] };
}

export function partyFormValues(party: AdminParty): PartyFormValues {
  const { lastName, zipCode, canRsvp, isAdmin, guestGroup, plusOnesAllowed } = party;
  return { lastName, zipCode, canRsvp, isAdmin, guestGroup, plusOnesAllowed, email: party.email ?? '', language: party.language === 'es' ? 'es' : 'en', guests: [] };
}

/** A new party as sent: trimmed texts; guest lines left wholly blank are not guests. */
export function partyCreateInput(values: PartyFormValues): PartyInput {
  const guests = values.guests
    .filter((g) => g.firstName.trim() || g.lastName.trim())
    .map((g) => ({ firstName: g.firstName.trim(), lastName: g.lastName.trim() || null, isChild: g.isChild }));
  return {
    lastName: values.lastName.trim(),
    zipCode: values.zipCode.trim(),
    canRsvp: values.canRsvp,
    isAdmin: values.isAdmin,
    guestGroup: values.guestGroup,
    // The server's default is 0: sent only when the couple gave some.
    ...(values.plusOnesAllowed ? { plusOnesAllowed: values.plusOnesAllowed } : {}),
    email: values.email.trim() || null,
    language: values.language,
    ...(guests.length ? { guests } : {}),
  };
}

/** An edit sends only what changed, so a respelled name alone never looks like a new ZIP code. */
export function partyUpdateInput(party: AdminParty, values: PartyFormValues): PartyUpdateInput {
  const next = { ...values, lastName: values.lastName.trim(), zipCode: values.zipCode.trim() };
  const input: PartyUpdateInput = {};
  if (next.lastName !== party.lastName) input.lastName = next.lastName;
  if (next.zipCode !== party.zipCode) input.zipCode = next.zipCode;
  if (next.guestGroup !== party.guestGroup) input.guestGroup = next.guestGroup;
  if (next.canRsvp !== party.canRsvp) input.canRsvp = next.canRsvp;
  if (next.isAdmin !== party.isAdmin) input.isAdmin = next.isAdmin;
  if (next.plusOnesAllowed !== party.plusOnesAllowed) input.plusOnesAllowed = next.plusOnesAllowed;
  if (next.email.trim() !== (party.email ?? '')) input.email = next.email.trim();
  if (next.language !== party.language) input.language = next.language;
  return input;
}
