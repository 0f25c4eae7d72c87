import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { AdminPollsDocument, CreatePollDocument, DeletePollDocument, UpdatePollDocument } from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { useAdminNotices } from '../useAdminNotices';
import { emptyPollForm, pollFormValues, pollInput, type AdminPoll, type PollFormValues, type PollKind } from './pollForm';

type Mode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; poll: AdminPoll };
export type PollFieldErrors = Partial<Record<'question' | 'type' | 'options', ErrorDetails>>;

const QUESTION_REQUIRED: ErrorDetails = { messageCode: 'FIELD_EMPTY', message: 'question cannot be empty', params: { field: 'question' } };
const FIELDS: readonly string[] = ['question', 'type', 'options'];

/**
 * After a change: the panel's list again, and the guests' polls dropped from the cache, so the
 * Polls page asks the server instead of showing them as they were.
 */
const refetchPolls = {
  refetchQueries: [AdminPollsDocument],
  awaitRefetchQueries: true,
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'polls' });
    cache.gc();
  },
};

/** The Polls panel's form (spec §5 "Poll form"): create/edit toggle, option list, saving and deleting. */
export function usePollForm() {
  const t = useT();
  const notices = useAdminNotices();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<PollFormValues>(emptyPollForm);
  const [errors, setErrors] = useState<PollFieldErrors>({});
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const [createPoll, created] = useMutation(CreatePollDocument, refetchPolls);
  const [updatePoll, updated] = useMutation(UpdatePollDocument, refetchPolls);
  const [deletePoll, deleted] = useMutation(DeletePollDocument, refetchPolls);

  const editedId = mode.kind === 'edit' ? mode.poll.id : null;
  useEffect(() => {
    if (mode.kind !== 'closed') questionRef.current?.focus();
  }, [mode.kind, editedId]);

  const close = useCallback(() => {
    setValues(emptyPollForm());
    setErrors({});
    setMode({ kind: 'closed' });
    addButtonRef.current?.focus();
  }, []);

  const openCreate = useCallback(() => {
    if (mode.kind === 'edit') setValues(emptyPollForm());
    setErrors({});
    setMode({ kind: 'create' });
  }, [mode.kind]);

  const openEdit = useCallback((poll: AdminPoll) => {
    setValues(pollFormValues(poll));
    setErrors({});
    setMode({ kind: 'edit', poll });
  }, []);

  const setQuestion = useCallback((question: string) => {
    setValues((v) => ({ ...v, question }));
    setErrors(({ question: _dropped, ...rest }) => rest);
  }, []);
  const setType = useCallback((type: PollKind) => setValues((v) => ({ ...v, type })), []);
  const setActive = useCallback((active: boolean) => setValues((v) => ({ ...v, active })), []);
  const setOption = useCallback((index: number, text: string) => {
    setValues((v) => ({ ...v, options: v.options.map((o, i) => (i === index ? text : o)) }));
    setErrors(({ options: _dropped, ...rest }) => rest);
  }, []);
  const addOption = useCallback(() => setValues((v) => ({ ...v, options: [...v.options, ''] })), []);
  // The last option stays: the form always has one entry to type in.
  const removeOption = useCallback((index: number) => setValues((v) => (v.options.length > 1 ? { ...v, options: v.options.filter((_, i) => i !== index) } : v)), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.question.trim()) {
      setErrors({ question: QUESTION_REQUIRED });
      questionRef.current?.focus();
      return;
    }
    const editing = mode.kind === 'edit' ? mode.poll : null;
    try {
      const input = pollInput(values);
      if (editing) await updatePoll({ variables: { id: editing.id, input } });
      else await createPoll({ variables: { input } });
    } catch (error) {
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field;
      if (serverError && typeof field === 'string' && FIELDS.includes(field)) setErrors({ [field]: graphQLErrorDetails(serverError) });
      notices.failure(error, editing ? 'admin.polls.updateFailed' : 'admin.polls.createFailed');
      return;
    }
    notices.success(editing ? 'admin.polls.updated' : 'admin.polls.created');
    close();
  };

  const remove = async (poll: AdminPoll) => {
    if (!window.confirm(t('admin.polls.confirmDelete'))) return;
    try {
      await deletePoll({ variables: { id: poll.id } });
    } catch (error) {
      notices.failure(error, 'admin.polls.deleteFailed');
      return;
    }
    notices.success('admin.polls.deleted');
    if (mode.kind === 'edit' && mode.poll.id === poll.id) close();
    else addButtonRef.current?.focus();
  };

  return {
    mode,
    values,
    errors,
    questionRef,
    addButtonRef,
    saving: created.loading || updated.loading,
    deleting: deleted.loading,
    openCreate,
    openEdit,
    cancel: close,
    setQuestion,
    setType,
    setActive,
    setOption,
    addOption,
    removeOption,
    onSubmit,
    remove,
  };
}
