import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdatePartyDocument, type AdminPartyFieldsFragment, type PartyUpdateInput } from '../gql/graphql';
import { refetchGuestLists } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';

export type Party = AdminPartyFieldsFragment;

/**
 * A party row's inline changes (guest group, can RSVP): PATCHed at once, shown at once
 * (optimistic), undone on screen if the server refuses.
 */
export function useUpdateParty() {
  const notices = useAdminNotices();
  const [updateParty] = useMutation(UpdatePartyDocument, refetchGuestLists);
  return useCallback(
    async (party: Party, input: Pick<PartyUpdateInput, 'guestGroup' | 'canRsvp'>) => {
      try {
        await updateParty({
          variables: { id: party.id, input },
          optimisticResponse: { updateParty: { __typename: 'Party' as const, ...party, ...input } as Party },
        });
      } catch (error) {
        notices.failure(error, 'admin.parties.updateFailed');
        return;
      }
      notices.success('admin.parties.updated');
    },
    [updateParty, notices],
  );
}
