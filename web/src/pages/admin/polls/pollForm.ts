import type { AdminPollFieldsFragment, PollInput } from '../gql/graphql';

export type AdminPoll = AdminPollFieldsFragment;
export const POLL_TYPES = ['prediction', 'preference'] as const;
export type PollKind = (typeof POLL_TYPES)[number];

export interface PollFormValues {
  question: string;
  type: PollKind;
  options: string[];
  active: boolean;
}

/** Spec §5 "Poll form": the options start with one empty entry; active by default. */
export function emptyPollForm(): PollFormValues {
  return { question: '', type: 'prediction', options: [''], active: true };
}

export function pollFormValues(poll: AdminPoll): PollFormValues {
  return {
    question: poll.question,
    type: poll.type === 'preference' ? 'preference' : 'prediction',
    options: poll.options.length ? [...poll.options] : [''],
    active: poll.active,
  };
}

/** What a save sends: trimmed texts, blank options left out (the server checks the rest). */
export function pollInput(values: PollFormValues): PollInput {
  return {
    question: values.question.trim(),
    type: values.type,
    options: values.options.map((o) => o.trim()).filter(Boolean),
    active: values.active,
  };
}
