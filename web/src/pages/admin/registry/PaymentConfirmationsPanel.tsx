import { useRef } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { useFormat } from '../../../i18n/format';
import { useT, type MessageId } from '../../../i18n/useT';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import type { AdminPanelProps } from '../sections';
import { useFormatMoment } from './formatMoment';
import { CONFIRMED, PENDING, REJECTED, useConfirmationActions, type PaymentConfirmation } from './useConfirmationActions';

const METHODS: Record<string, MessageId> = {
  venmo: 'admin.paymentConfirmations.method.venmo',
  zelle: 'admin.paymentConfirmations.method.zelle',
};

type Actions = ReturnType<typeof useConfirmationActions>;

function useColumns(currency: string): Column<PaymentConfirmation>[] {
  const t = useT();
  const format = useFormat();
  const moment = useFormatMoment();
  return [
    { header: 'admin.paymentConfirmations.date', cell: (c) => moment(c.createdAt), cellProps: { whiteSpace: 'nowrap' } },
    { header: 'admin.paymentConfirmations.guest', cell: (c) => c.guestName, cellProps: { fontWeight: 'medium' } },
    { header: 'admin.paymentConfirmations.email', cell: (c) => c.guestEmail, cellProps: { overflowWrap: 'anywhere' } },
    { header: 'admin.paymentConfirmations.item', cell: (c) => c.itemName },
    { header: 'admin.paymentConfirmations.quantity', cell: (c) => c.quantity, align: 'end' },
    { header: 'admin.paymentConfirmations.amount', cell: (c) => format.money(c.amount, currency), align: 'end', cellProps: { whiteSpace: 'nowrap' } },
    {
      header: 'admin.paymentConfirmations.method',
      cell: (c) => {
        const method = METHODS[c.paymentMethod];
        return method ? t(method) : c.paymentMethod;
      },
    },
    { header: 'admin.paymentConfirmations.message', cell: (c) => c.message, cellProps: { minW: '48', whiteSpace: 'pre-line' } },
  ];
}

/** A pending payment's own actions: Confirm, and Reject (which asks first). */
function ConfirmationActions({ confirmation: c, actions }: { confirmation: PaymentConfirmation; actions: Actions }) {
  const t = useT();
  const busy = actions.busyId === c.id;
  const names = { guest: c.guestName, item: c.itemName };
  return (
    <>
      <Button size="sm" colorPalette="sage" aria-label={t('admin.paymentConfirmations.confirmOne', names)} onClick={() => void actions.confirm(c)} disabled={busy}>
        <Check aria-hidden="true" /> {t('admin.paymentConfirmations.confirm')}
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" aria-label={t('admin.paymentConfirmations.rejectOne', names)} onClick={() => void actions.reject(c)} disabled={busy}>
        <X aria-hidden="true" /> {t('admin.paymentConfirmations.reject')}
      </Button>
    </>
  );
}

/** Slot 7, "Pending Payment Confirmations": the guests' "I've sent it", to confirm or reject. */
export function PaymentConfirmationsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const actions = useConfirmationActions(summaryRef);
  const columns = useColumns(data.paymentSettings.currency);
  const all = data.paymentConfirmations;
  const pending = all.filter((c) => c.status === PENDING);
  const count = (status: string) => all.filter((c) => c.status === status).length;
  return (
    <Box>
      <Text ref={summaryRef} tabIndex={-1} fontSize="sm" color="fg.muted" mb="4" outline="none">
        {t('admin.paymentConfirmations.summary', { pending: pending.length, confirmed: count(CONFIRMED), rejected: count(REJECTED) })}
      </Text>
      <ResourceTable
        label={t('admin.paymentConfirmations.table')}
        items={pending}
        empty={t('admin.paymentConfirmations.empty')}
        columns={columns}
        actionsHeader="admin.paymentConfirmations.actions"
        actions={(c) => <ConfirmationActions confirmation={c} actions={actions} />}
      />
      {actions.dialog}
    </Box>
  );
}
