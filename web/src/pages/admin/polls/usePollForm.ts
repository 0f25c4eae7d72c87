import type { FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { AdminPollsDocument, CreatePollDocument, DeletePollDocument, UpdatePollDocument } from '../gql/graphql';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
import { emptyPollForm, pollFormValues, pollInput, type AdminPoll, type PollFormValues, type PollKind } from './pollForm';

const FIELDS = ['question', 'questionEs', 'type', 'options', 'optionsEs'] as const;
type Field = (typeof FIELDS)[number];
export type PollFieldErrors = Partial<Record<Field, ErrorDetails>>;

const QUESTION_REQUIRED: ErrorDetails = { messageCode: 'FIELD_EMPTY', message: 'question cannot be empty', params: { field: 'question' } };
const MESSAGES: EditorMessages = {
  created: 'admin.polls.created',
  updated: 'admin.polls.updated',
  createFailed: 'admin.polls.createFailed',
  updateFailed: 'admin.polls.updateFailed',
  deleted: 'admin.polls.deleted',
  deleteFailed: 'admin.polls.deleteFailed',
};

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

/** The Polls panel's form (spec §5 "Poll form", useFormEditor): its fields and option list, saving and deleting. */
export function usePollForm() {
  const editor = useFormEditor<AdminPoll, PollFormValues, Field, HTMLTextAreaElement>({ empty: emptyPollForm, valuesOf: pollFormValues, fields: FIELDS, messages: MESSAGES });
  const { values, change } = editor;

  const [createPoll] = useMutation(CreatePollDocument, refetchPolls);
  const [updatePoll] = useMutation(UpdatePollDocument, refetchPolls);
  const [deletePoll] = useMutation(DeletePollDocument, refetchPolls);

  const setQuestion = (question: string) => change('question', (v) => ({ ...v, question }));
  const setType = (type: PollKind) => change(null, (v) => ({ ...v, type }));
  const setActive = (active: boolean) => change(null, (v) => ({ ...v, active }));
  const setQuestionEs = (questionEs: string) => change('questionEs', (v) => ({ ...v, questionEs }));
  const setOption = (index: number, text: string) => change('options', (v) => ({ ...v, options: v.options.map((o, i) => (i === index ? text : o)) }));
  const setOptionEs = (index: number, text: string) => change('optionsEs', (v) => ({ ...v, optionsEs: v.optionsEs.map((o, i) => (i === index ? text : o)) }));
  const addOption = () => change(null, (v) => ({ ...v, options: [...v.options, ''], optionsEs: [...v.optionsEs, ''] }));
  // The last option stays: the form always has one entry to type in. Its Spanish goes with it.
  const removeOption = (index: number) =>
    change(null, (v) => (v.options.length > 1 ? { ...v, options: v.options.filter((_, i) => i !== index), optionsEs: v.optionsEs.filter((_, i) => i !== index) } : v));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.question.trim()) return editor.refuse('question', QUESTION_REQUIRED);
    await editor.save((editing) => {
      const input = pollInput(values);
      return editing ? updatePoll({ variables: { id: editing.id, input } }) : createPoll({ variables: { input } });
    });
  };

  const remove = (poll: AdminPoll) => editor.remove(poll, () => deletePoll({ variables: { id: poll.id } }));

  return { ...editor, setQuestion, setQuestionEs, setType, setActive, setOption, setOptionEs, addOption, removeOption, onSubmit, remove };
}
