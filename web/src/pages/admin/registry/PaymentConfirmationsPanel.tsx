import { useRef } from 'react';
import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { useFormat } from '../../../i18n/format';
import { useT, type MessageId } from '../../../i18n/useT';
import { ScrollTable } from '../ScrollTable';
import type { AdminPanelProps } from '../sections';
import { useFormatMoment } from './formatMoment';
import { CONFIRMED, PENDING, REJECTED, useConfirmationActions, type PaymentConfirmation } from './useConfirmationActions';

const METHODS: Record<string, MessageId> = {
  venmo: 'admin.paymentConfirmations.method.venmo',
  zelle: 'admin.paymentConfirmations.method.zelle',
};

type Actions = ReturnType<typeof useConfirmationActions>;

function ConfirmationRow({ confirmation: c, actions, currency }: { confirmation: PaymentConfirmation; actions: Actions; currency: string }) {
  const t = useT();
  const format = useFormat();
  const moment = useFormatMoment();
  const busy = actions.busyId === c.id;
  const names = { guest: c.guestName, item: c.itemName };
  const method = METHODS[c.paymentMethod];
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{moment(c.createdAt)}</Table.Cell>
      <Table.Cell fontWeight="medium">{c.guestName}</Table.Cell>
      <Table.Cell overflowWrap="anywhere">{c.guestEmail}</Table.Cell>
      <Table.Cell>{c.itemName}</Table.Cell>
      <Table.Cell textAlign="end">{c.quantity}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {format.money(c.amount, currency)}
      </Table.Cell>
      <Table.Cell>{method ? t(method) : c.paymentMethod}</Table.Cell>
      <Table.Cell minW="48" whiteSpace="pre-line">
        {c.message}
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2">
          <Button size="sm" colorPalette="sage" aria-label={t('admin.paymentConfirmations.confirmOne', names)} onClick={() => void actions.confirm(c)} disabled={busy}>
            <Check aria-hidden="true" /> {t('admin.paymentConfirmations.confirm')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={t('admin.paymentConfirmations.rejectOne', names)} onClick={() => void actions.reject(c)} disabled={busy}>
            <X aria-hidden="true" /> {t('admin.paymentConfirmations.reject')}
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Slot 7, "Pending Payment Confirmations": the guests' "I've sent it", to confirm or reject. */
export function PaymentConfirmationsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const actions = useConfirmationActions(summaryRef);
  const all = data.paymentConfirmations;
  const pending = all.filter((c) => c.status === PENDING);
  const count = (status: string) => all.filter((c) => c.status === status).length;
  return (
    <Box>
      <Text ref={summaryRef} tabIndex={-1} fontSize="sm" color="fg.muted" mb="4" outline="none">
        {t('admin.paymentConfirmations.summary', { pending: pending.length, confirmed: count(CONFIRMED), rejected: count(REJECTED) })}
      </Text>
      {pending.length === 0 ? (
        <Text color="fg.muted">{t('admin.paymentConfirmations.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.paymentConfirmations.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.guest')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.email')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.paymentConfirmations.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.paymentConfirmations.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.method')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.message')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.paymentConfirmations.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pending.map((c) => (
              <ConfirmationRow key={c.id} confirmation={c} actions={actions} currency={data.paymentSettings.currency} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {actions.dialog}
    </Box>
  );
}
