import type { AdminRsvpQuestionFieldsFragment, RsvpQuestionInput } from '../gql/graphql';

export type AdminRsvpQuestion = AdminRsvpQuestionFieldsFragment;
export const QUESTION_TYPES = ['text', 'choice', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_TYPES)[number];

/** One option of a choice, in both languages side by side. */
export interface OptionPair {
  en: string;
  es: string;
}

export interface QuestionFormValues {
  text: string;
  textEs: string;
  type: QuestionKind;
  options: OptionPair[];
  required: boolean;
  perGuest: boolean;
  guestGroups: string[];
}

/** A new question: free text, once per party, seen by every group (the couple narrows it). */
export function emptyQuestionForm(groups: readonly string[]): QuestionFormValues {
  return { text: '', textEs: '', type: 'text', options: [{ en: '', es: '' }, { en: '', es: '' }], required: false, perGuest: false, guestGroups: [...groups] };
}

export function questionFormValues(q: AdminRsvpQuestion): QuestionFormValues {
  const options = q.options.map((en, i) => ({ en, es: q.optionsEs[i] ?? '' }));
  return {
    text: q.text,
    textEs: q.textEs,
    type: (QUESTION_TYPES as readonly string[]).includes(q.type) ? (q.type as QuestionKind) : 'text',
    options: options.length ? options : [{ en: '', es: '' }, { en: '', es: '' }],
    required: q.required,
    perGuest: q.perGuest,
    guestGroups: [...q.guestGroups],
  };
}

/**
 * What a save sends: trimmed texts; a choice's options without blank rows, and the Spanish
 * only when every kept row has one (else none: Spanish readers then see the English).
 */
export function questionInput(values: QuestionFormValues): RsvpQuestionInput {
  const rows = values.type === 'choice' ? values.options.map((o) => ({ en: o.en.trim(), es: o.es.trim() })).filter((o) => o.en || o.es) : [];
  const spanish = rows.some((o) => o.es) ? rows.map((o) => o.es) : [];
  return {
    text: values.text.trim(),
    textEs: values.textEs.trim(),
    type: values.type,
    options: rows.map((o) => o.en),
    optionsEs: spanish,
    required: values.required,
    perGuest: values.perGuest,
    guestGroups: values.guestGroups,
  };
}
