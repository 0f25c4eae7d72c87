import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { RegistryPageQuery } from './gql/graphql';
import { useT } from '../../i18n/useT';
import { MethodTabs } from './MethodTabs';
import { NoteBox } from './NoteBox';
import { RegistryDialog } from './RegistryDialog';
import { venmoHandle } from './venmo';
import type { PaymentMethod } from './useCheckout';

interface PaymentMethodDialogProps {
  open: boolean;
  settings: RegistryPageQuery['paymentSettings'];
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** The amount to send, formatted. */
  amount: string;
  note: string;
  onClose: () => void;
  onVenmo: () => void;
  onZelle: () => void;
}

/** "Choose Payment Method": a tab for Venmo and one for Zelle, each saying where to send what. */
export function PaymentMethodDialog({ open, settings, method, onMethodChange, amount, note, onClose, onVenmo, onZelle }: PaymentMethodDialogProps) {
  const t = useT();
  const username = settings.venmoUsername?.trim();
  const venmo = (
    <Stack gap="4">
      <Heading as="h3" fontSize="xl" fontWeight="semibold" color="ink">
        {t('registry.payWith', { method: t('registry.venmo') })}
      </Heading>
      <Text fontSize="lg">{t('registry.amountToSend', { amount })}</Text>
      {username ? (
        <Text fontSize="lg">{t('registry.sendTo', { username: venmoHandle(username) })}</Text>
      ) : (
        <Text color="fg.muted">{t('registry.venmoNotSet')}</Text>
      )}
      <NoteBox note={note} />
      <Button colorPalette="sage" size="lg" onClick={onVenmo}>
        {username ? t('registry.payWithVenmo') : t('registry.sentVia', { method: t('registry.venmo') })}
      </Button>
    </Stack>
  );
  const zelleEmail = settings.zelleEmail?.trim();
  const zelle = (
    <Stack gap="4">
      <Heading as="h3" fontSize="xl" fontWeight="semibold" color="ink">
        {t('registry.payWith', { method: t('registry.zelle') })}
      </Heading>
      <Text fontSize="lg">{t('registry.amountToSend', { amount })}</Text>
      {zelleEmail ? (
        <Text fontSize="lg" overflowWrap="anywhere">
          {t('registry.zelleTo', { email: zelleEmail })}
        </Text>
      ) : (
        <Text color="fg.muted">{t('registry.zelleNotSet')}</Text>
      )}
      <NoteBox note={note} />
      <Button colorPalette="sage" size="lg" onClick={onZelle}>
        {t('registry.sentVia', { method: t('registry.zelle') })}
      </Button>
    </Stack>
  );
  return (
    <RegistryDialog open={open} onClose={onClose} title={t('registry.chooseMethod')}>
      <MethodTabs
        value={method}
        onChange={onMethodChange}
        label={t('registry.chooseMethod')}
        tabs={[
          { value: 'venmo', label: t('registry.venmo'), panel: venmo },
          { value: 'zelle', label: t('registry.zelle'), panel: zelle },
        ]}
      />
    </RegistryDialog>
  );
}
