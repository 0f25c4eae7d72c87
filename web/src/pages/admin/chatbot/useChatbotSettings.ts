import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { AdminChatbotDocument, SetChatbotEnabledDocument, UpdateChatbotContextDocument } from '../gql/graphql';
import { useAdminNotices } from '../useAdminNotices';

export const MAX_CONTEXT = 20_000;

/** The panel's data again, and the guests' button (the ChatbotEnabled query) when it is showing. */
const refetchChatbot = { refetchQueries: [AdminChatbotDocument, 'ChatbotEnabled'], awaitRefetchQueries: true };

/** The AI Chatbot Settings panel: the switch with its toasts, and editing the context. */
export function useChatbotSettings() {
  const notices = useAdminNotices();
  const { data, loading } = useQuery(AdminChatbotDocument);
  const [setEnabled, switching] = useMutation(SetChatbotEnabledDocument, refetchChatbot);
  const [updateContext, saving] = useMutation(UpdateChatbotContextDocument, refetchChatbot);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // The Spanish context (issue 20 §4): Spanish questions read it; empty, they read the English.
  const [draftEs, setDraftEs] = useState('');
  const [error, setError] = useState<ErrorDetails | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const saved = data?.chatbotContext.context ?? '';
  const savedEs = data?.chatbotContext.contextEs ?? '';

  useEffect(() => {
    if (editing) textareaRef.current?.focus();
  }, [editing]);

  const toggle = async () => {
    const enabled = !data?.chatbotEnabled.enabled;
    try {
      await setEnabled({ variables: { input: { enabled } } });
    } catch (err) {
      notices.failure(err, 'admin.chatbot.settingsFailed');
      return;
    }
    notices.success(enabled ? 'admin.chatbot.enabledToast' : 'admin.chatbot.disabledToast');
  };

  const startEditing = useCallback(() => {
    setDraft(saved);
    setDraftEs(savedEs);
    setError(null);
    setEditing(true);
  }, [saved, savedEs]);

  const stopEditing = useCallback(() => {
    setEditing(false);
    setError(null);
    // The button is back once the form is gone.
    setTimeout(() => editButtonRef.current?.focus());
  }, []);

  const changeDraft = useCallback((value: string) => {
    setDraft(value);
    setError(null);
  }, []);

  const changeDraftEs = useCallback((value: string) => {
    setDraftEs(value);
    setError(null);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateContext({ variables: { input: { context: draft, contextEs: draftEs } } });
    } catch (err) {
      const serverError = firstGraphQLError(err);
      if (serverError?.extensions?.field === 'context' || serverError?.extensions?.field === 'contextEs') setError(graphQLErrorDetails(serverError));
      notices.failure(err, 'admin.chatbot.contextFailed');
      return;
    }
    notices.success('admin.chatbot.contextUpdated');
    stopEditing();
  };

  return {
    loading: loading && !data,
    enabled: data?.chatbotEnabled.enabled ?? false,
    switching: switching.loading,
    context: saved,
    contextEs: savedEs,
    source: data?.chatbotContext.source ?? 'site',
    model: data?.chatbotContext.provider === 'openai-compatible' ? (data.chatbotContext.model ?? '') : null,
    editing,
    draft,
    draftEs,
    changeDraftEs,
    error,
    saving: saving.loading,
    textareaRef,
    editButtonRef,
    toggle,
    startEditing,
    stopEditing,
    changeDraft,
    save,
  };
}
