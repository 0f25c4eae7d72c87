import { useEffect, useId, useRef } from 'react';
import { Box, chakra, Flex, Heading, IconButton, Input, Link, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RouterLink } from '../../components/nav/RouterLink';
import { Send, X } from 'lucide-react';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { MAX_QUESTION, useChat, type ChatMessage } from './useChat';

interface ChatPanelProps {
  id: string;
  /** Hidden, not unmounted, while closed: the conversation stays for the next opening. */
  open: boolean;
  /** Closes the panel and puts focus back on its button. */
  onClose: () => void;
  /** Its button sits in the navigation bar (a phone): the panel opens under the bar. */
  docked?: boolean;
}

/**
 * The 380 × 500 px conversation panel, "Ask us anything!". A non-modal dialog: the page stays
 * usable behind it; Escape closes it (ChatbotLauncher). Signed-out visitors are asked to sign in.
 */
export function ChatPanel({ id, open, onClose, docked = false }: ChatPanelProps) {
  const t = useT();
  const titleId = useId();
  const { user, loading } = useSession();
  return (
    <Flex
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      display={open ? 'flex' : 'none'}
      direction="column"
      position="fixed"
      {...(docked ? { top: '4.5rem' } : { bottom: { base: '20', md: '24' } })}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      w="380px"
      h="500px"
      maxW="calc(100vw - 2rem)"
      maxH={docked ? 'calc(100dvh - 5.5rem)' : 'calc(100dvh - 6rem)'}
      bg="white"
      borderWidth="1px"
      borderColor="sage.200"
      rounded="2xl"
      shadow="xl"
      overflow="hidden"
    >
      <Flex align="center" justify="space-between" gap="2" px="4" py="3" bg="sage.700" color="white">
        <Heading as="h2" id={titleId} fontSize="lg" fontWeight="medium">
          {t('chatbot.title')}
        </Heading>
        <IconButton size="sm" variant="ghost" color="white" _hover={{ bg: 'sage.800' }} focusRingColor="white" aria-label={t('chatbot.close')} onClick={onClose}>
          <X aria-hidden="true" />
        </IconButton>
      </Flex>
      {loading ? (
        <Flex flex="1" align="center" justify="center">
          <Spinner color="sage.600" />
        </Flex>
      ) : user ? (
        <Conversation open={open} />
      ) : (
        <SignInFirst open={open} onClose={onClose} />
      )}
    </Flex>
  );
}

function SignInFirst({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  return (
    <Stack flex="1" justify="center" align="center" gap="3" p="6" textAlign="center">
      <Text>{t('chatbot.signIn')}</Text>
      <Link asChild color="sage.800" fontWeight="medium" textDecoration="underline">
        <RouterLink ref={ref} to="/auth" onClick={onClose}>
          {t('chatbot.signInLink')}
        </RouterLink>
      </Link>
    </Stack>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const t = useT();
  const errorText = useErrorText();
  const mine = message.fromUser;
  return (
    <Box
      as="li"
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      px="3"
      py="2"
      rounded="xl"
      bg={message.failure ? 'red.50' : mine ? 'sage.700' : 'ivory.100'}
      color={message.failure ? 'red.800' : mine ? 'white' : 'fg'}
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
    >
      <VisuallyHidden>{t(mine ? 'chatbot.you' : 'chatbot.assistant')} </VisuallyHidden>
      {message.failure ? (
        <>
          {t('chatbot.failed')}
          {message.failure.reason && (
            <Text as="span" display="block" fontSize="sm" mt="1">
              {errorText(message.failure.reason)}
            </Text>
          )}
        </>
      ) : (
        message.content
      )}
    </Box>
  );
}

function Conversation({ open }: { open: boolean }) {
  const t = useT();
  const chat = useChat();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  // The newest message in view; the log scrolls, never the page behind the panel.
  useEffect(() => {
    const log = logRef.current;
    if (open && log) log.scrollTop = log.scrollHeight;
  }, [open, chat.messages.length, chat.waiting]);
  return (
    <>
      <Box ref={logRef} flex="1" overflowY="auto" px="4" py="3" role="log" aria-label={t('chatbot.conversation')} aria-live="polite" tabIndex={0}>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('chatbot.intro')}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {chat.messages.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
        </Stack>
        {chat.waiting && (
          <Flex align="center" gap="2" mt="2" color="fg.muted" fontSize="sm">
            <Spinner size="sm" color="sage.600" />
            {t('chatbot.waiting')}
          </Flex>
        )}
      </Box>
      <chakra.form
        onSubmit={(e) => {
          void chat.send(e);
          // Focus stays in the panel (the send button is disabled while waiting): the next question, or Escape.
          inputRef.current?.focus();
        }}
        display="flex"
        gap="2"
        p="3"
        borderTopWidth="1px"
        borderColor="sage.100"
      >
        <Input
          ref={inputRef}
          aria-label={t('chatbot.questionLabel')}
          placeholder={t('chatbot.placeholder')}
          value={chat.draft}
          onChange={(e) => chat.setDraft(e.currentTarget.value)}
          maxLength={MAX_QUESTION}
          autoComplete="off"
          bg="white"
          borderColor="sage.300"
          flex="1"
          minW="0"
        />
        <IconButton type="submit" colorPalette="sage" aria-label={t('chatbot.send')} disabled={!chat.canSend}>
          <Send aria-hidden="true" />
        </IconButton>
      </chakra.form>
    </>
  );
}
