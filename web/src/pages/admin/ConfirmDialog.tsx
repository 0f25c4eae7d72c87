import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { DialogRoot } from '../../components/styled/DialogRoot';

interface ConfirmDialogViewProps {
  open: boolean;
  title: string;
  /** What going ahead means: a sentence, or live details such as what a delete takes with it. */
  children: ReactNode;
  /** The button that goes ahead, named for what it does ("Reject", "Delete the Smith party"). */
  action: string;
  /** While the action runs: the button spins and says so. */
  busy?: boolean;
  busyText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The dashboard's own confirmation dialog, instead of the browser's confirm box (which cannot be
 * styled or translated, and which some browsers let a page suppress). Cancel has the focus
 * first; Escape, a click outside and the close button cancel.
 */
export function ConfirmDialogView({ open, title, children, action, busy, busyText, onConfirm, onCancel }: ConfirmDialogViewProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      size={{ base: 'xs', sm: 'md' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="xl" fontWeight="medium" color="sage.800">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{children}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" colorPalette="sage" onClick={onCancel}>
                {t('admin.cancel')}
              </Button>
              <Button colorPalette="red" bg="red.700" loading={busy} loadingText={busyText} onClick={onConfirm}>
                {action}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('admin.statistics.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

interface Question {
  title: string;
  text: string;
  action: string;
}

/** The same dialog as a question: `ask` resolves true when the couple goes ahead, false otherwise. */
export function useConfirmDialog(): { ask: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});

  const ask = useCallback(
    (q: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(q);
      }),
    [],
  );
  const close = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
    answer.current = () => {};
  };

  const dialog = (
    <ConfirmDialogView open={question !== null} title={question?.title ?? ''} action={question?.action ?? ''} onConfirm={() => close(true)} onCancel={() => close(false)}>
      <Text color="ink">{question?.text}</Text>
    </ConfirmDialogView>
  );
  return { ask, dialog };
}
