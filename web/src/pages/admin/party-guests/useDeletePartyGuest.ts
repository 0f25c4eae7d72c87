import { useCallback, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeletePartyGuestDocument } from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { useConfirmDialog } from '../ConfirmDialog';
import { refetchGuestLists } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';
import type { PartyGuest } from './guestStatus';

export const guestFullName = (guest: PartyGuest) => `${guest.firstName} ${guest.lastName}`;

/**
 * Deletes a guest (and their answer, server-side) once the admin confirms in the dashboard's
 * dialog (`dialog`, rendered by the panel). The pressed button goes with the guest, so focus
 * moves to `focusAfter` (the list's heading) rather than the page's start.
 */
export function useDeletePartyGuest(focusAfter: RefObject<HTMLElement | null>) {
  const t = useT();
  const notices = useAdminNotices();
  const { ask, dialog } = useConfirmDialog();
  const [deleteGuest, { loading }] = useMutation(DeletePartyGuestDocument, refetchGuestLists);
  const remove = useCallback(
    async (guest: PartyGuest) => {
      const name = guestFullName(guest);
      const yes = await ask({
        title: t('admin.deleteTitle', { name }),
        text: t('admin.partyGuests.confirmDelete', { name }),
        action: t('admin.partyGuests.delete', { name }),
      });
      if (!yes) return;
      try {
        await deleteGuest({ variables: { id: guest.id } });
      } catch (error) {
        notices.failure(error, 'admin.partyGuests.deleteFailed');
        return;
      }
      notices.success('admin.partyGuests.deleted');
      focusAfter.current?.focus();
    },
    [t, ask, notices, deleteGuest, focusAfter],
  );
  return { remove, deleting: loading, dialog };
}
