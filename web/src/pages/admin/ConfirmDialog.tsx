import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';

interface Question {
  title: string;
  text: string;
  /** The button that goes ahead, named for what it does ("Reject"). */
  action: string;
}

/**
 * The dashboard's own confirmation dialog, instead of the browser's confirm box (which cannot be
 * styled or translated, and which some browsers let a page suppress). `ask` resolves true when
 * the couple goes ahead, false on Cancel, Escape or a click outside; Cancel has the focus first.
 */
export function useConfirmDialog(): { ask: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const t = useT();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const cancelRef = useRef<HTMLButtonElement>(null);

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
    <Dialog.Root
      role="alertdialog"
      open={question !== null}
      onOpenChange={(e) => {
        if (!e.open) close(false);
      }}
      initialFocusEl={() => cancelRef.current}
      size={{ base: 'xs', sm: 'sm' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="xl" fontWeight="medium" color="sage.800">
                {question?.title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text color="ink">{question?.text}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" colorPalette="sage" onClick={() => close(false)}>
                {t('admin.cancel')}
              </Button>
              <Button colorPalette="red" onClick={() => close(true)}>
                {question?.action}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { ask, dialog };
}
