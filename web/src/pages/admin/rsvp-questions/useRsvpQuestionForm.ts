import type { FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { AdminRsvpQuestionsDocument, CreateRsvpQuestionDocument, DeleteRsvpQuestionDocument, UpdateRsvpQuestionDocument } from '../gql/graphql';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
import { emptyQuestionForm, questionFormValues, questionInput, type AdminRsvpQuestion, type QuestionFormValues, type QuestionKind } from './questionForm';

const FIELDS = ['text', 'textEs', 'type', 'options', 'optionsEs', 'guestGroups'] as const;
type Field = (typeof FIELDS)[number];

const TEXT_REQUIRED: ErrorDetails = { messageCode: 'FIELD_EMPTY', message: 'text cannot be empty', params: { field: 'text' } };
const MESSAGES: EditorMessages = {
  created: 'admin.rsvpQuestions.created',
  updated: 'admin.rsvpQuestions.updated',
  createFailed: 'admin.rsvpQuestions.createFailed',
  updateFailed: 'admin.rsvpQuestions.updateFailed',
  deleted: 'admin.rsvpQuestions.deleted',
  deleteFailed: 'admin.rsvpQuestions.deleteFailed',
};

/** After a change: the panel's list again, and the RSVP page's questions dropped from the cache. */
const refetchQuestions = {
  refetchQueries: [AdminRsvpQuestionsDocument],
  awaitRefetchQueries: true,
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'rsvpQuestions' });
    cache.gc();
  },
};

/** The RSVP Questions panel's form: both languages side by side, options for a choice, who sees it. */
export function useRsvpQuestionForm(groups: readonly string[]) {
  const editor = useFormEditor<AdminRsvpQuestion, QuestionFormValues, Field, HTMLTextAreaElement>({
    empty: () => emptyQuestionForm(groups),
    valuesOf: questionFormValues,
    fields: FIELDS,
    messages: MESSAGES,
  });
  const { values, change } = editor;

  const [createQuestion, created] = useMutation(CreateRsvpQuestionDocument, refetchQuestions);
  const [updateQuestion, updated] = useMutation(UpdateRsvpQuestionDocument, refetchQuestions);
  const [deleteQuestion, deleted] = useMutation(DeleteRsvpQuestionDocument, refetchQuestions);

  const setText = (text: string) => change('text', (v) => ({ ...v, text }));
  const setTextEs = (textEs: string) => change('textEs', (v) => ({ ...v, textEs }));
  const setType = (type: QuestionKind) => change('type', (v) => ({ ...v, type }));
  const setRequired = (required: boolean) => change(null, (v) => ({ ...v, required }));
  const setPerGuest = (perGuest: boolean) => change(null, (v) => ({ ...v, perGuest }));
  const setOption = (index: number, language: 'en' | 'es', text: string) =>
    change(language === 'en' ? 'options' : 'optionsEs', (v) => ({ ...v, options: v.options.map((o, i) => (i === index ? { ...o, [language]: text } : o)) }));
  const addOption = () => change(null, (v) => ({ ...v, options: [...v.options, { en: '', es: '' }] }));
  // One row stays: the form always has an entry to type in.
  const removeOption = (index: number) => change('options', (v) => (v.options.length > 1 ? { ...v, options: v.options.filter((_, i) => i !== index) } : v));
  const setGroup = (name: string, seen: boolean) =>
    change('guestGroups', (v) => ({ ...v, guestGroups: seen ? [...v.guestGroups.filter((g) => g !== name), name] : v.guestGroups.filter((g) => g !== name) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.text.trim()) return editor.refuse('text', TEXT_REQUIRED);
    await editor.save((editing) => {
      const input = questionInput(values);
      return editing ? updateQuestion({ variables: { id: editing.id, input } }) : createQuestion({ variables: { input } });
    });
  };

  const remove = (question: AdminRsvpQuestion) => editor.remove(question, () => deleteQuestion({ variables: { id: question.id } }));

  return {
    ...editor,
    textRef: editor.firstFieldRef,
    saving: created.loading || updated.loading,
    deleting: deleted.loading,
    remove,
    setText,
    setTextEs,
    setType,
    setRequired,
    setPerGuest,
    setOption,
    addOption,
    removeOption,
    setGroup,
    onSubmit,
  };
}

export type RsvpQuestionFormState = ReturnType<typeof useRsvpQuestionForm>;
