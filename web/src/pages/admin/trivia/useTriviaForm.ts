import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { AdminTriviaQuestionsDocument, CreateTriviaQuestionDocument, DeleteTriviaQuestionDocument, UpdateTriviaQuestionDocument } from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { useAdminNotices } from '../useAdminNotices';
import {
  emptyTriviaForm,
  triviaFormValues,
  triviaInput,
  withOptionAdded,
  withOptionRemoved,
  withQuestionType,
  type AdminTriviaQuestion,
  type QuestionKind,
  type TriviaFormValues,
} from './triviaForm';

type Mode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; question: AdminTriviaQuestion };
const FIELDS = ['question', 'options', 'correctOption', 'embeds', 'questionType', 'correctMessage', 'incorrectMessage'] as const;
type Field = (typeof FIELDS)[number];
export type TriviaFieldErrors = Partial<Record<Field, ErrorDetails>>;

const QUESTION_REQUIRED: ErrorDetails = { messageCode: 'FIELD_EMPTY', message: 'question cannot be empty', params: { field: 'question' } };

/** After a change: the panel's list again, and the guests' questions and leaderboard dropped from the cache. */
const refetchTrivia = {
  refetchQueries: [AdminTriviaQuestionsDocument],
  awaitRefetchQueries: true,
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'triviaQuestions' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'triviaLeaderboard' });
    cache.gc();
  },
};

/** The Trivia Questions panel's form (spec §4, §5 "Trivia form"): create/edit toggle, option rules, saving and deleting. */
export function useTriviaForm() {
  const t = useT();
  const notices = useAdminNotices();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<TriviaFormValues>(emptyTriviaForm);
  const [errors, setErrors] = useState<TriviaFieldErrors>({});
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const [createQuestion, created] = useMutation(CreateTriviaQuestionDocument, refetchTrivia);
  const [updateQuestion, updated] = useMutation(UpdateTriviaQuestionDocument, refetchTrivia);
  const [deleteQuestion, deleted] = useMutation(DeleteTriviaQuestionDocument, refetchTrivia);

  const editedId = mode.kind === 'edit' ? mode.question.id : null;
  useEffect(() => {
    if (mode.kind !== 'closed') questionRef.current?.focus();
  }, [mode.kind, editedId]);

  const close = useCallback(() => {
    setValues(emptyTriviaForm());
    setErrors({});
    setMode({ kind: 'closed' });
    addButtonRef.current?.focus();
  }, []);

  /** The add/cancel toggle (spec §2 admin section 3). */
  const toggleCreate = useCallback(() => {
    if (mode.kind === 'create') return close();
    setValues(emptyTriviaForm());
    setErrors({});
    setMode({ kind: 'create' });
  }, [mode.kind, close]);

  const openEdit = useCallback((question: AdminTriviaQuestion) => {
    setValues(triviaFormValues(question));
    setErrors({});
    setMode({ kind: 'edit', question });
  }, []);

  const change = useCallback((field: Field | null, next: (v: TriviaFormValues) => TriviaFormValues) => {
    setValues(next);
    if (field) setErrors(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const setQuestion = (question: string) => change('question', (v) => ({ ...v, question }));
  const setOption = (index: number, text: string) => change('options', (v) => ({ ...v, options: v.options.map((o, i) => (i === index ? text : o)) }));
  const setEmbed = (index: number, url: string) => change('embeds', (v) => ({ ...v, embeds: v.embeds.map((e, i) => (i === index ? url : e)) }));
  const setCorrectOption = (correctOption: number) => change('correctOption', (v) => ({ ...v, correctOption }));
  const setQuestionType = (type: QuestionKind) => change('questionType', (v) => withQuestionType(v, type));
  const setActive = (active: boolean) => change(null, (v) => ({ ...v, active }));
  const setCorrectMessage = (text: string) => change('correctMessage', (v) => ({ ...v, correctMessage: text }));
  const setIncorrectMessage = (text: string) => change('incorrectMessage', (v) => ({ ...v, incorrectMessage: text }));
  const addOption = () => change(null, withOptionAdded);
  const removeOption = (index: number) => change('options', (v) => withOptionRemoved(v, index));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.question.trim()) {
      setErrors({ question: QUESTION_REQUIRED });
      questionRef.current?.focus();
      return;
    }
    const editing = mode.kind === 'edit' ? mode.question : null;
    try {
      const input = triviaInput(values);
      if (editing) await updateQuestion({ variables: { id: editing.id, input } });
      else await createQuestion({ variables: { input } });
    } catch (error) {
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field;
      if (serverError && typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) setErrors({ [field]: graphQLErrorDetails(serverError) });
      notices.failure(error, editing ? 'admin.trivia.updateFailed' : 'admin.trivia.createFailed');
      return;
    }
    notices.success(editing ? 'admin.trivia.updated' : 'admin.trivia.created');
    close();
  };

  const remove = async (question: AdminTriviaQuestion) => {
    if (!window.confirm(t('admin.trivia.confirmDelete'))) return;
    try {
      await deleteQuestion({ variables: { id: question.id } });
    } catch (error) {
      notices.failure(error, 'admin.trivia.deleteFailed');
      return;
    }
    notices.success('admin.trivia.deleted');
    if (mode.kind === 'edit' && mode.question.id === question.id) close();
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
    toggleCreate,
    openEdit,
    cancel: close,
    setQuestion,
    setOption,
    setEmbed,
    setCorrectOption,
    setQuestionType,
    setActive,
    setCorrectMessage,
    setIncorrectMessage,
    addOption,
    removeOption,
    onSubmit,
    remove,
  };
}
