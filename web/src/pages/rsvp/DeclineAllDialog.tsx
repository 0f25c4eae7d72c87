import { useRef } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { DialogRoot } from '../../components/styled/DialogRoot';

interface DeclineAllDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked once when a submit would decline for every guest of the party (issue 21 §4): a family
 * that never ticked a box meant to answer, not to say no. "Go back" has the focus first; Escape,
 * a tap outside and the close button go back too. The page's own dialog, not the browser's confirm.
 */
export function DeclineAllDialog({ open, busy, onConfirm, onCancel }: DeclineAllDialogProps) {
  const t = useT();
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      initialFocusEl={() => backRef.current}
      size={{ base: 'xs', sm: 'md' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="xl" fontWeight="medium" color="sage.800">
                {t('rsvp.declineAll.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="ink">{t('rsvp.declineAll.text')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button ref={backRef} variant="outline" colorPalette="sage" onClick={onCancel}>
                {t('rsvp.declineAll.back')}
              </Button>
              <Button colorPalette="sage" loading={busy} onClick={onConfirm}>
                {t('rsvp.declineAll.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('rsvp.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
