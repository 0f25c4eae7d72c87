import type { MockLink } from '@apollo/client/testing';
import { RsvpPageDocument, SubmitGuestAttendanceDocument, type GuestAttendanceInput, type RsvpAnswerInput } from '../pages/rsvp/gql/graphql';

// Test data for the RSVP page's component tests, shaped as the server answers (with __typename).

export function guest(id: number, firstName: string, lastName = 'Garcia', isChild = false, isPlusOne = false) {
  return { __typename: 'Guest' as const, id, firstName, lastName, isChild, isPlusOne, sortOrder: id };
}

export function answer(
  guestId: number,
  attending: boolean | null,
  dietaryRestrictions: string | null = null,
  mealPreference: string | null = null,
  // Several events (issue 21 §2): the guest's answers per event
  events: Array<{ eventId: number; attending: boolean }> = [],
  answers: ReturnType<typeof questionAnswer>[] = [],
) {
  const eventAnswers = events.map((e) => ({ __typename: 'EventAnswer' as const, ...e }));
  return { __typename: 'GuestAttendance' as const, id: 100 + guestId, guestId, attending, dietaryRestrictions, mealPreference, events: eventAnswers, answers };
}

/** An RSVP question (issue 21 §3) as the reader reads it. */
export function question(id: number, text: string, fields: { type?: string; options?: string[]; required?: boolean; perGuest?: boolean } = {}) {
  return { __typename: 'RsvpQuestion' as const, id, text, type: 'text', options: [] as string[], required: false, perGuest: false, ...fields };
}

export function questionAnswer(questionId: number, guestId: number | null, value: string) {
  return { __typename: 'RsvpQuestionAnswer' as const, questionId, guestId, value };
}

export const MARIA = guest(1, 'Maria');
export const LUCIA = guest(2, 'Lucia', 'Garcia', true);

interface PageData {
  guests?: ReturnType<typeof guest>[];
  answers?: ReturnType<typeof answer>[];
  deadline?: string | null;
  mealOptions?: string[];
  open?: boolean;
  questions?: ReturnType<typeof question>[];
  plusOnesAllowed?: number;
}

export function rsvpPageMock(
  { guests = [MARIA, LUCIA], answers = [], deadline = null, mealOptions = [], open = true, questions = [], plusOnesAllowed = 0 }: PageData = {},
  options: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: RsvpPageDocument },
    result: {
      data: {
        partyGuests: guests,
        guestAttendance: answers,
        rsvpOptions: { __typename: 'RsvpOptions', deadline, mealOptions, open },
        rsvpQuestions: questions,
        plusOnesAllowed,
      },
    },
    ...options,
  };
}

export function submitMock(
  attendanceData: GuestAttendanceInput[],
  outcome: { answers: ReturnType<typeof answer>[] } | { error: { message: string; code: string; messageCode: string; params?: Record<string, unknown>; field?: string } },
  /** The answers to the couple's questions, when any are asked. */
  questionAnswers?: RsvpAnswerInput[],
): MockLink.MockedResponse {
  const result =
    'answers' in outcome
      ? { data: { submitGuestAttendance: outcome.answers } }
      : { data: null, errors: [{ message: outcome.error.message, path: ['submitGuestAttendance'], extensions: { ...outcome.error } }] };
  return { request: { query: SubmitGuestAttendanceDocument, variables: { attendanceData, ...(questionAnswers ? { answers: questionAnswers } : {}) } }, result };
}
