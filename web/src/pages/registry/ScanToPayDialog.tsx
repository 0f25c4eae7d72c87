import { Box, Button, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { NoteBox } from './NoteBox';
import { RegistryDialog } from './RegistryDialog';
import { useQrCode } from './useQrCode';

interface ScanToPayDialogProps {
  open: boolean;
  /** The Venmo link the code holds: the one a phone would open. */
  link: string | null;
  amount: string;
  note: string;
  onCancel: () => void;
  onSent: () => void;
}

/** Desktop Venmo (spec §2 "Scan to Pay"): a QR code to scan with the phone, the amount and the note. */
export function ScanToPayDialog({ open, link, amount, note, onCancel, onSent }: ScanToPayDialogProps) {
  const t = useT();
  const src = useQrCode(open ? link : null);
  return (
    <RegistryDialog
      open={open}
      onClose={onCancel}
      title={t('registry.scanToPay')}
      footer={
        <>
          <Button variant="outline" colorPalette="sage" size="lg" onClick={onCancel}>
            {t('registry.cancel')}
          </Button>
          <Button colorPalette="sage" size="lg" onClick={onSent}>
            {t('registry.sentPayment')}
          </Button>
        </>
      }
    >
      <Stack gap="4" align="center" textAlign="center">
        <Text>{t('registry.scanHint')}</Text>
        <Box boxSize="256px" maxW="full" display="flex" alignItems="center" justifyContent="center" bg="white" rounded="md">
          {src ? (
            <chakra.img src={src} alt={t('registry.qrAlt')} boxSize="256px" maxW="full" />
          ) : (
            <Box role="status" aria-label={t('common.loading')}>
              <Spinner color="sage.500" />
            </Box>
          )}
        </Box>
        <Text fontSize="xl" fontWeight="semibold">
          {t('registry.amountToSend', { amount })}
        </Text>
        <Box alignSelf="stretch" textAlign="start">
          <NoteBox note={note} />
        </Box>
      </Stack>
    </RegistryDialog>
  );
}
