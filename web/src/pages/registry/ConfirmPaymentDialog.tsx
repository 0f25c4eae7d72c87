import { Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useFormat } from '../../i18n/format';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { cartTotal, type CartLine } from './cart';
import { RegistryDialog } from './RegistryDialog';
import type { PaymentMethod } from './useCheckout';
import { MAX_MESSAGE_LENGTH, useConfirmPayment } from './useConfirmPayment';
import { Textarea } from '../../components/styled/Textarea';

interface ConfirmPaymentDialogProps {
  open: boolean;
  lines: readonly CartLine[];
  method: PaymentMethod;
  currency: string;
  onClose: () => void;
  onConfirmed: () => void;
}

const FORM_ID = 'confirm-payment-form';

/** "Confirm Payment": who sent it, what for, how much and how; the couple then match it in their bank app. */
export function ConfirmPaymentDialog({ open, lines, method, currency, onClose, onConfirmed }: ConfirmPaymentDialogProps) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const form = useConfirmPayment({ lines, method, onConfirmed });
  const { values, errors } = form;
  return (
    <RegistryDialog
      open={open}
      onClose={onClose}
      title={t('registry.confirmPayment')}
      footer={
        <Button type="submit" form={FORM_ID} colorPalette="sage" size="lg" loading={form.saving} loadingText={t('registry.confirmPayment')}>
          {t('registry.confirmPayment')}
        </Button>
      }
    >
      <chakra.form id={FORM_ID} onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={!!errors.guestName}>
            <Field.Label fontSize="md">{t('registry.yourName')}</Field.Label>
            <Input
              ref={form.nameRef}
              name="guestName"
              autoComplete="name"
              value={values.guestName}
              onChange={(e) => form.change('guestName', e.currentTarget.value)}
              bg="white"
              fontSize="md"
            />
            {errors.guestName && <Field.ErrorText fontSize="md">{errorText(errors.guestName)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.guestEmail}>
            <Field.Label fontSize="md">{t('registry.yourEmail')}</Field.Label>
            <Input
              type="email"
              name="guestEmail"
              autoComplete="email"
              value={values.guestEmail}
              onChange={(e) => form.change('guestEmail', e.currentTarget.value)}
              bg="white"
              fontSize="md"
            />
            {errors.guestEmail && <Field.ErrorText fontSize="md">{errorText(errors.guestEmail)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="md">{t('registry.messageLabel')}</Field.Label>
            <Textarea
              name="message"
              value={values.message}
              onChange={(e) => form.change('message', e.currentTarget.value)}
              maxLength={MAX_MESSAGE_LENGTH}
              rows={3}
              bg="white"
              fontSize="md"
            />
          </Field.Root>
          <Stack as="section" aria-label={t('registry.summary')} gap="2" bg="white" borderWidth="1px" borderColor="ivory.200" rounded="lg" p="4">
            <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1">
              {lines.map(({ item, quantity }) => (
                <Flex as="li" key={item.id} justify="space-between" gap="3">
                  <Text overflowWrap="anywhere">{quantity > 1 ? t('registry.lineTimes', { name: item.name, qty: quantity }) : item.name}</Text>
                  <Text flexShrink={0}>{format.money(item.price * quantity, currency)}</Text>
                </Flex>
              ))}
            </chakra.ul>
            <Flex justify="space-between" fontWeight="bold" borderTopWidth="1px" borderColor="ivory.200" pt="2">
              <Text>{lines.length > 1 ? t('registry.total') : t('registry.amount')}</Text>
              <Text>{format.money(cartTotal(lines), currency)}</Text>
            </Flex>
            <Text color="fg.muted">{t('registry.paymentMethod', { method: t(method === 'venmo' ? 'registry.venmo' : 'registry.zelle') })}</Text>
          </Stack>
        </Stack>
      </chakra.form>
    </RegistryDialog>
  );
}
