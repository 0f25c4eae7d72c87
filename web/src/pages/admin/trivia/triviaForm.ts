import type { AdminTriviaQuestionFieldsFragment, TriviaQuestionInput } from '../gql/graphql';

export type AdminTriviaQuestion = AdminTriviaQuestionFieldsFragment;
export const QUESTION_TYPES = ['standard', 'music'] as const;
export type QuestionKind = (typeof QUESTION_TYPES)[number];

export const DEFAULT_CORRECT_MESSAGE = 'Correct! Great job!';
export const DEFAULT_INCORRECT_MESSAGE = 'So close! Try again next time.';

export interface TriviaFormValues {
  question: string;
  /** The question in Spanish; '' shows the English one. */
  questionEs: string;
  options: string[];
  /** Always as long as options: each option's Spanish ('' shows the English). */
  optionsEs: string[];
  correctOption: number;
  active: boolean;
  /** Player addresses parallel to options ('' for none). */
  embeds: string[];
  questionType: QuestionKind;
  correctMessage: string;
  incorrectMessage: string;
  /** '' shows the English message, or the Spanish default when the English one is the default. */
  correctMessageEs: string;
  incorrectMessageEs: string;
}

/** Spec §5 "Trivia form": one empty option, the first one right, active, the default messages. */
export function emptyTriviaForm(): TriviaFormValues {
  return {
    question: '',
    questionEs: '',
    options: [''],
    optionsEs: [''],
    correctOption: 0,
    active: true,
    embeds: [],
    questionType: 'standard',
    correctMessage: DEFAULT_CORRECT_MESSAGE,
    incorrectMessage: DEFAULT_INCORRECT_MESSAGE,
    correctMessageEs: '',
    incorrectMessageEs: '',
  };
}

/** Embeds (or the Spanish options) as long as the options: missing ones blank, extra ones dropped. */
const padEmbeds = (embeds: readonly string[], count: number) => Array.from({ length: count }, (_, i) => embeds[i] ?? '');

export function triviaFormValues(question: AdminTriviaQuestion): TriviaFormValues {
  const options = question.options.length ? [...question.options] : [''];
  const questionType: QuestionKind = question.questionType === 'music' ? 'music' : 'standard';
  return {
    question: question.question,
    questionEs: question.questionEs ?? '',
    options,
    optionsEs: padEmbeds(question.optionsEs ?? [], options.length),
    correctOption: question.correctOption ?? 0,
    active: question.active,
    embeds: questionType === 'music' ? padEmbeds(question.embeds, options.length) : [...question.embeds],
    questionType,
    correctMessage: question.correctMessage ?? DEFAULT_CORRECT_MESSAGE,
    incorrectMessage: question.incorrectMessage ?? DEFAULT_INCORRECT_MESSAGE,
    correctMessageEs: question.correctMessageEs ?? '',
    incorrectMessageEs: question.incorrectMessageEs ?? '',
  };
}

/** Spec §4: choosing the music type pads the embeds to the option count (one player field per option). */
export function withQuestionType(values: TriviaFormValues, questionType: QuestionKind): TriviaFormValues {
  return { ...values, questionType, embeds: questionType === 'music' ? padEmbeds(values.embeds, values.options.length) : values.embeds };
}

export function withOptionAdded(values: TriviaFormValues): TriviaFormValues {
  const options = [...values.options, ''];
  return { ...values, options, optionsEs: [...values.optionsEs, ''], embeds: values.questionType === 'music' ? padEmbeds(values.embeds, options.length) : values.embeds };
}

/**
 * Spec §4: removing the right option makes the first one right (correctOption 0); removing one
 * before it moves it down by one, so it still points at the same text. The option's player goes
 * with it. The last option stays: the form always has one to type in.
 */
export function withOptionRemoved(values: TriviaFormValues, index: number): TriviaFormValues {
  if (values.options.length <= 1 || index < 0 || index >= values.options.length) return values;
  const correctOption = index === values.correctOption ? 0 : index < values.correctOption ? values.correctOption - 1 : values.correctOption;
  return {
    ...values,
    options: values.options.filter((_, i) => i !== index),
    optionsEs: values.optionsEs.filter((_, i) => i !== index),
    embeds: values.embeds.filter((_, i) => i !== index),
    correctOption,
  };
}

/**
 * What a save sends: trimmed texts, options kept in place (leaving a blank one out would move
 * the right answer and the players; the server names it instead). Spec §5: embeds are sent as
 * an empty list when every entry is empty.
 */
export function triviaInput(values: TriviaFormValues): TriviaQuestionInput {
  const embeds = values.embeds.map((e) => e.trim());
  return {
    question: values.question.trim(),
    questionEs: values.questionEs.trim(),
    options: values.options.map((o) => o.trim()),
    optionsEs: values.options.map((_, i) => (values.optionsEs[i] ?? '').trim()),
    correctOption: values.correctOption,
    active: values.active,
    embeds: embeds.some(Boolean) ? embeds : [],
    questionType: values.questionType,
    correctMessage: values.correctMessage.trim(),
    incorrectMessage: values.incorrectMessage.trim(),
    correctMessageEs: values.correctMessageEs.trim(),
    incorrectMessageEs: values.incorrectMessageEs.trim(),
  };
}
