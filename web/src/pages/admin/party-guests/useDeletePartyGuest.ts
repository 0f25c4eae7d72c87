import { useCallback, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeletePartyGuestDocument } from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { refetchDashboard } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';
import type { PartyGuest } from './guestStatus';

export const guestFullName = (guest: PartyGuest) => `${guest.firstName} ${guest.lastName}`;

/**
 * Deletes a guest (and their answer, server-side) once the admin confirms. The pressed button
 * goes with the guest, so focus moves to `focusAfter` (the list's heading) rather than the page's start.
 */
export function useDeletePartyGuest(focusAfter: RefObject<HTMLElement | null>) {
  const t = useT();
  const notices = useAdminNotices();
  const [deleteGuest, { loading }] = useMutation(DeletePartyGuestDocument, refetchDashboard);
  const remove = useCallback(
    async (guest: PartyGuest) => {
      if (!window.confirm(t('admin.partyGuests.confirmDelete', { name: guestFullName(guest) }))) return;
      try {
        await deleteGuest({ variables: { id: guest.id } });
      } catch (error) {
        notices.failure(error, 'admin.partyGuests.deleteFailed');
        return;
      }
      notices.success('admin.partyGuests.deleted');
      focusAfter.current?.focus();
    },
    [t, notices, deleteGuest, focusAfter],
  );
  return { remove, deleting: loading };
}
