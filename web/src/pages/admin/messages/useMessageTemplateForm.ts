import { useEffect, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { AdminMessageTemplatesDocument, MessageTemplatePreviewDocument, RestoreMessageTemplateDocument, UpdateMessageTemplateDocument } from '../gql/graphql';
import { useAdminNotices } from '../useAdminNotices';

export const TEMPLATE_FIELDS = ['subject', 'subjectEs', 'body', 'bodyEs'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateDraft = Record<TemplateField, string>;
export interface TemplatePreview {
  language: 'en' | 'es';
  subject: string;
  html: string;
  text: string;
}

const draftOf = (t: TemplateDraft): TemplateDraft => ({ subject: t.subject, subjectEs: t.subjectEs, body: t.body, bodyEs: t.bodyEs });

/**
 * The template editor's state: the chosen kind, its four texts as a draft, the errors the
 * server named per field, saving, restoring the default, and a preview of the draft as a party
 * would receive it. Choosing another kind starts from that kind's saved texts.
 */
export function useMessageTemplateForm() {
  const notices = useAdminNotices();
  const client = useApolloClient();
  const { data, error } = useQuery(AdminMessageTemplatesDocument);
  const templates = data?.messageTemplates ?? null;
  const [kind, setKind] = useState<string | null>(null);
  const current = templates?.find((x) => x.kind === kind) ?? templates?.[0] ?? null;
  const [draft, setDraft] = useState<TemplateDraft>({ subject: '', subjectEs: '', body: '', bodyEs: '' });
  const [errors, setErrors] = useState<Partial<Record<TemplateField, ErrorDetails>>>({});
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => {
    if (current) setDraft(draftOf(current));
    setErrors({});
    setPreview(null);
    // Only when another kind is chosen (or first loads): a refetch must not wipe a draft.
  }, [current?.kind]);
  // A template has no id for the cache to match: the list is read again after a change.
  const refetch = { refetchQueries: [AdminMessageTemplatesDocument], awaitRefetchQueries: true };
  const [save, saving] = useMutation(UpdateMessageTemplateDocument, refetch);
  const [restore, restoring] = useMutation(RestoreMessageTemplateDocument, refetch);

  /** A refusal naming one of the four texts shows beside it, as well as in the toast. */
  const refused = (failure: unknown) => {
    const serverError = firstGraphQLError(failure);
    const field = serverError?.extensions?.field;
    if (serverError && typeof field === 'string' && (TEMPLATE_FIELDS as readonly string[]).includes(field)) {
      setErrors({ [field]: graphQLErrorDetails(serverError) });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    try {
      const result = await save({ variables: { kind: current.kind, input: draft } });
      const saved = result.data?.updateMessageTemplate;
      if (saved) setDraft(draftOf(saved));
      setErrors({});
      notices.success('admin.messageTemplates.saved');
    } catch (failure) {
      refused(failure);
      notices.failure(failure, 'admin.messageTemplates.saveFailed');
    }
  };

  const restoreDefault = async () => {
    if (!current) return;
    try {
      const result = await restore({ variables: { kind: current.kind } });
      const restored = result.data?.restoreMessageTemplate;
      if (restored) setDraft(draftOf(restored));
      setErrors({});
      setPreview(null);
      notices.success('admin.messageTemplates.restored');
    } catch (failure) {
      notices.failure(failure, 'admin.messageTemplates.restoreFailed');
    }
  };

  const showPreview = async (language: 'en' | 'es') => {
    if (!current) return;
    setPreviewing(true);
    try {
      const result = await client.query({ query: MessageTemplatePreviewDocument, variables: { kind: current.kind, language, input: draft }, fetchPolicy: 'network-only' });
      if (result.error) throw result.error;
      const p = result.data!.messageTemplatePreview;
      setErrors({});
      setPreview({ language, subject: p.subject, html: p.html, text: p.text });
    } catch (failure) {
      refused(failure);
      setPreview(null);
      notices.failure(failure, 'admin.messageTemplates.previewFailed');
    } finally {
      setPreviewing(false);
    }
  };

  const dirty = !!current && TEMPLATE_FIELDS.some((f) => draft[f] !== current[f]);
  return {
    templates,
    failed: !!error && !templates,
    current,
    choose: setKind,
    draft,
    setText: (field: TemplateField, value: string) => {
      setDraft((d) => ({ ...d, [field]: value }));
      setErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    errors,
    onSubmit,
    saving: saving.loading,
    restoreDefault,
    restoring: restoring.loading,
    showPreview,
    preview,
    previewing,
    dirty,
  };
}
