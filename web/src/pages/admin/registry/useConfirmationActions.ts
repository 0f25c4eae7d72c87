import { useCallback, useState, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdatePaymentConfirmationDocument, type AdminPaymentConfirmationFieldsFragment } from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { useConfirmDialog } from '../ConfirmDialog';
import { useAdminNotices } from '../useAdminNotices';
import { refetchRegistry } from './refetchRegistry';

export type PaymentConfirmation = AdminPaymentConfirmationFieldsFragment;

/** Spec §4 "Payment confirmation status": pending, then confirmed or rejected. */
export const PENDING = 'pending';
export const CONFIRMED = 'confirmed';
export const REJECTED = 'rejected';

/**
 * Confirm or reject a pending payment (a reject, which gives the quantity back to the item,
 * asks first). The row leaves the pending list, so focus moves to `focusAfter`.
 */
export function useConfirmationActions(focusAfter: RefObject<HTMLElement | null>) {
  const t = useT();
  const notices = useAdminNotices();
  const [updateConfirmation] = useMutation(UpdatePaymentConfirmationDocument, refetchRegistry);
  // The confirmation being saved: its row's buttons wait, the others stay usable.
  const [busyId, setBusyId] = useState<number | null>(null);
  const { ask, dialog } = useConfirmDialog();

  const decide = useCallback(
    async (confirmation: PaymentConfirmation, status: typeof CONFIRMED | typeof REJECTED) => {
      setBusyId(confirmation.id);
      try {
        await updateConfirmation({ variables: { id: confirmation.id, input: { status } } });
      } catch (error) {
        notices.failure(error, status === CONFIRMED ? 'admin.paymentConfirmations.confirmFailed' : 'admin.paymentConfirmations.rejectFailed');
        return;
      } finally {
        setBusyId(null);
      }
      notices.success(status === CONFIRMED ? 'admin.paymentConfirmations.confirmed' : 'admin.paymentConfirmations.rejected');
      focusAfter.current?.focus();
    },
    [updateConfirmation, notices, focusAfter],
  );

  const confirm = useCallback((confirmation: PaymentConfirmation) => decide(confirmation, CONFIRMED), [decide]);

  const reject = useCallback(
    async (confirmation: PaymentConfirmation) => {
      const yes = await ask({
        title: t('admin.paymentConfirmations.rejectTitle'),
        text: t('admin.paymentConfirmations.confirmReject', { guest: confirmation.guestName, item: confirmation.itemName }),
        action: t('admin.paymentConfirmations.reject'),
      });
      if (yes) await decide(confirmation, REJECTED);
    },
    [t, decide, ask],
  );

  /** `dialog` is rendered by the panel: the question asked before a reject. */
  return { confirm, reject, busyId, dialog };
}
