import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { chakra, IconButton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MessageCircle, X } from 'lucide-react';
import { useAssistantDock } from '../../components/nav/assistantDock';
import { ChatbotEnabledDocument } from './gql/graphql';
import { useCatalogPart } from '../../i18n/catalogParts';
import { useT } from '../../i18n/useT';

// The conversation's code arrives when the button is first pressed.
const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel')).ChatPanel }));

export const CHAT_PANEL_ID = 'chatbot-panel';

/** Spec §2 "Chatbot widget": the round button bottom right, shown to everyone while the assistant is on. */
export function ChatbotLauncher() {
  const { data } = useQuery(ChatbotEnabledDocument);
  if (!data?.chatbotEnabled.enabled) return null;
  return <ChatbotButton />;
}

function ChatbotButton() {
  const t = useT();
  const loaded = useCatalogPart('chatbot');
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted, hidden while closed, so the conversation is kept.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // On a phone with the navigation bar shown, the button sits in the bar (see assistantDock).
  const dock = useAssistantDock();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  if (!loaded) return null;
  const button = (
    <IconButton
      ref={buttonRef}
      {...(dock
        ? { boxSize: '10' }
        : // Under dialogs and the trivia projector view; above the page, after it in the DOM.
          { position: 'fixed', bottom: { base: '4', md: '8' }, right: { base: '4', md: '8' }, zIndex: 'sticky', boxSize: '14', shadow: 'lg' })}
      rounded="full"
      colorPalette="sage"
      aria-label={t('chatbot.open')}
      aria-expanded={open}
      aria-controls={opened ? CHAT_PANEL_ID : undefined}
      onClick={() => {
        if (open) return close();
        setOpen(true);
        setOpened(true);
      }}
    >
      {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
    </IconButton>
  );
  return (
    // Escape closes the panel from anywhere in it, and from its button.
    <chakra.aside
      aria-label={t('chatbot.title')}
      onKeyDown={(e) => {
        if (open && e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      {dock ? createPortal(button, dock) : button}
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} docked={dock !== null} />
        </Suspense>
      )}
    </chakra.aside>
  );
}
