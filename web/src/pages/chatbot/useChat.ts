import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorCode, errorDetails, type ErrorDetails } from '../../apollo/errors';
import { ChatDocument } from './gql/graphql';
import { useCurrentLocale } from '../../i18n/useT';

/** Spec §3 "Chat message": its content and whether it is from the user; a reply may have failed. */
export interface ChatMessage {
  id: number;
  fromUser: boolean;
  content: string;
  /** Set on a failed reply: the server's reason when it is the guest's to act on (too many, too long). */
  failure?: { reason?: ErrorDetails };
}

export const MAX_QUESTION = 500;
/** Refusals that say what the guest can do; other failures are just "Failed to get response from AI". */
const TOLD = ['TOO_MANY_REQUESTS', 'BAD_USER_INPUT', 'NOT_FOUND'];

/** The conversation: the draft, sending it (trimmed, never blank, one at a time) and the replies. */
export function useChat() {
  const locale = useCurrentLocale();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(0);
  const [chat, { loading }] = useMutation(ChatDocument);
  const canSend = !loading && draft.trim() !== '';

  const add = useCallback((message: Omit<ChatMessage, 'id'>) => setMessages((list) => [...list, { ...message, id: nextId.current++ }]), []);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const question = draft.trim();
    if (!question || loading) return;
    add({ fromUser: true, content: question });
    setDraft('');
    try {
      const { data } = await chat({ variables: { input: { question, language: locale } } });
      add({ fromUser: false, content: data?.chat.response ?? '' });
    } catch (error) {
      add({ fromUser: false, content: '', failure: { reason: TOLD.includes(errorCode(error) ?? '') ? errorDetails(error) : undefined } });
    }
  };

  return { messages, draft, setDraft, waiting: loading, canSend, send };
}
