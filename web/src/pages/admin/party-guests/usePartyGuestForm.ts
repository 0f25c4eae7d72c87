import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddPartyGuestsDocument } from '../gql/graphql';
import { refetchGuestLists } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';

/** A party as the picker lists it. */
export interface PickedParty {
  id: number;
  lastName: string;
  zipCode: string;
}

export interface GuestFormValues {
  firstName: string;
  lastName: string;
  isChild: boolean;
}

const EMPTY_GUEST: GuestFormValues = { firstName: '', lastName: '', isChild: false };

/**
 * "Party Guest Management": the chosen party and the add-guest form. The last name starts as
 * the party's (most guests share it) unless the admin typed another; after an add the form
 * keeps it and clears the rest, ready for the next member of the family.
 */
export function usePartyGuestForm(parties: readonly PickedParty[]) {
  const notices = useAdminNotices();
  // The chosen party itself: it stays chosen when a new search leaves it out of the picker's list.
  const [party, setParty] = useState<PickedParty | null>(null);
  const [values, setValues] = useState<GuestFormValues>(EMPTY_GUEST);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const [addGuests, { loading }] = useMutation(AddPartyGuestsDocument, refetchGuestLists);

  const selectParty = useCallback(
    (value: string) => {
      const next = (party && String(party.id) === value ? party : parties.find((p) => String(p.id) === value)) ?? null;
      const previous = party;
      setParty(next);
      setValues((v) => (v.lastName.trim() === '' || v.lastName === previous?.lastName ? { ...v, lastName: next?.lastName ?? '' } : v));
    },
    [parties, party],
  );
  /** The chosen party was deleted (its guests' read says so): none is chosen. */
  const forgetParty = useCallback(() => setParty(null), []);

  const setText = useCallback((field: 'firstName' | 'lastName', value: string) => setValues((v) => ({ ...v, [field]: value })), []);
  const setChild = useCallback((isChild: boolean) => setValues((v) => ({ ...v, isChild })), []);

  // Spec §5 "Guest add": the button stays disabled until both names are filled.
  const canAdd = values.firstName.trim() !== '' && values.lastName.trim() !== '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    if (!party) {
      notices.failure(null, 'admin.partyGuests.noPartySelected');
      return;
    }
    const guest = { partyId: party.id, firstName: values.firstName.trim(), lastName: values.lastName.trim(), isChild: values.isChild };
    try {
      await addGuests({ variables: { guests: [guest] } });
    } catch (error) {
      notices.failure(error, 'admin.partyGuests.addFailed');
      return;
    }
    notices.success('admin.partyGuests.added');
    setValues((v) => ({ ...EMPTY_GUEST, lastName: v.lastName }));
    firstNameRef.current?.focus();
  };

  return { party, forgetParty, values, canAdd, adding: loading, firstNameRef, selectParty, setText, setChild, onSubmit };
}
