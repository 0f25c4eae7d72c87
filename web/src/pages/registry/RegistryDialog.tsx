import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { DialogRoot } from '../../components/styled/DialogRoot';

interface RegistryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame every registry dialog shares: full screen on a phone, a card above; Escape and × close it. */
export function RegistryDialog({ open, onClose, title, children, footer }: RegistryDialogProps) {
  const t = useT();
  return (
    <DialogRoot
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      scrollBehavior="inside"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The "full" size's height, margin and square corners would carry over above the phone. */}
          <Dialog.Content bg="ivory.50" minH={{ sm: 'auto' }} my={{ sm: '16' }} borderRadius={{ sm: 'xl' }}>
            <Dialog.Header pe="14">
              <Dialog.Title fontFamily="heading" fontSize="2xl" fontWeight="medium" color="sage.800">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && (
              <Dialog.Footer flexWrap="wrap" gap="3">
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('registry.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
