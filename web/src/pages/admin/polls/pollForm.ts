import type { AdminPollFieldsFragment, PollInput } from '../gql/graphql';

export type AdminPoll = AdminPollFieldsFragment;
export const POLL_TYPES = ['prediction', 'preference'] as const;
export type PollKind = (typeof POLL_TYPES)[number];

export interface PollFormValues {
  question: string;
  /** The question in Spanish; '' shows the English one. */
  questionEs: string;
  type: PollKind;
  options: string[];
  /** Always as long as options: each option's Spanish ('' shows the English). */
  optionsEs: string[];
  active: boolean;
}

/** The Spanish options as long as the options: missing ones blank, extra ones dropped. */
export const padSpanish = (optionsEs: readonly string[] | null | undefined, count: number) => Array.from({ length: count }, (_, i) => optionsEs?.[i] ?? '');

/** Spec §5 "Poll form": the options start with one empty entry; active by default. */
export function emptyPollForm(): PollFormValues {
  return { question: '', questionEs: '', type: 'prediction', options: [''], optionsEs: [''], active: true };
}

export function pollFormValues(poll: AdminPoll): PollFormValues {
  const options = poll.options.length ? [...poll.options] : [''];
  return {
    question: poll.question,
    questionEs: poll.questionEs ?? '',
    type: poll.type === 'preference' ? 'preference' : 'prediction',
    options,
    optionsEs: padSpanish(poll.optionsEs, options.length),
    active: poll.active,
  };
}

/**
 * What a save sends: trimmed texts, blank options left out with their Spanish (so each Spanish
 * text stays beside its option: a vote keeps the option's place), the server checks the rest.
 */
export function pollInput(values: PollFormValues): PollInput {
  const kept = values.options.map((o, i) => ({ en: o.trim(), es: (values.optionsEs[i] ?? '').trim() })).filter((o) => o.en);
  return {
    question: values.question.trim(),
    questionEs: values.questionEs.trim(),
    type: values.type,
    options: kept.map((o) => o.en),
    optionsEs: kept.map((o) => o.es),
    active: values.active,
  };
}
