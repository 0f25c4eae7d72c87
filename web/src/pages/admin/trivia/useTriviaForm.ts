import type { FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { AdminTriviaQuestionsDocument, CreateTriviaQuestionDocument, DeleteTriviaQuestionDocument, UpdateTriviaQuestionDocument } from '../gql/graphql';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
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

const FIELDS = ['question', 'questionEs', 'options', 'optionsEs', 'correctOption', 'embeds', 'questionType', 'correctMessage', 'incorrectMessage', 'correctMessageEs', 'incorrectMessageEs'] as const;
type Field = (typeof FIELDS)[number];
export type TriviaFieldErrors = Partial<Record<Field, ErrorDetails>>;

const QUESTION_REQUIRED: ErrorDetails = { messageCode: 'FIELD_EMPTY', message: 'question cannot be empty', params: { field: 'question' } };
const MESSAGES: EditorMessages = {
  created: 'admin.trivia.created',
  updated: 'admin.trivia.updated',
  createFailed: 'admin.trivia.createFailed',
  updateFailed: 'admin.trivia.updateFailed',
  deleted: 'admin.trivia.deleted',
  deleteFailed: 'admin.trivia.deleteFailed',
};

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
  const editor = useFormEditor<AdminTriviaQuestion, TriviaFormValues, Field, HTMLTextAreaElement>({
    empty: emptyTriviaForm,
    valuesOf: triviaFormValues,
    fields: FIELDS,
    messages: MESSAGES,
  });
  const { values, change } = editor;

  const [createQuestion] = useMutation(CreateTriviaQuestionDocument, refetchTrivia);
  const [updateQuestion] = useMutation(UpdateTriviaQuestionDocument, refetchTrivia);
  const [deleteQuestion] = useMutation(DeleteTriviaQuestionDocument, refetchTrivia);

  const setQuestion = (question: string) => change('question', (v) => ({ ...v, question }));
  const setQuestionEs = (questionEs: string) => change('questionEs', (v) => ({ ...v, questionEs }));
  const setOptionEs = (index: number, text: string) => change('optionsEs', (v) => ({ ...v, optionsEs: v.optionsEs.map((o, i) => (i === index ? text : o)) }));
  const setCorrectMessageEs = (text: string) => change('correctMessageEs', (v) => ({ ...v, correctMessageEs: text }));
  const setIncorrectMessageEs = (text: string) => change('incorrectMessageEs', (v) => ({ ...v, incorrectMessageEs: text }));
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
    if (!values.question.trim()) return editor.refuse('question', QUESTION_REQUIRED);
    await editor.save((editing) => {
      const input = triviaInput(values);
      return editing ? updateQuestion({ variables: { id: editing.id, input } }) : createQuestion({ variables: { input } });
    });
  };

  const remove = (question: AdminTriviaQuestion) => editor.remove(question, () => deleteQuestion({ variables: { id: question.id } }));

  return {
    ...editor,
    setQuestion,
    setQuestionEs,
    setOption,
    setOptionEs,
    setEmbed,
    setCorrectOption,
    setQuestionType,
    setActive,
    setCorrectMessage,
    setIncorrectMessage,
    setCorrectMessageEs,
    setIncorrectMessageEs,
    addOption,
    removeOption,
    onSubmit,
    remove,
  };
}
