import type { MockLink } from '@apollo/client/testing';
import { RsvpPageDocument, SubmitGuestAttendanceDocument, type GuestAttendanceInput } from '../gql/graphql';

// Test data for the RSVP page's component tests, shaped as the server answers (with __typename).

export function guest(id: number, firstName: string, lastName = 'Garcia', isChild = false, isPlusOne = false) {
  return { __typename: 'Guest' as const, id, firstName, lastName, isChild, isPlusOne, sortOrder: id };
}

export function answer(guestId: number, attending: boolean | null, dietaryRestrictions: string | null = null, mealPreference: string | null = null) {
  return { __typename: 'GuestAttendance' as const, id: 100 + guestId, guestId, attending, dietaryRestrictions, mealPreference };
}

export const MARIA = guest(1, 'Maria');
export const LUCIA = guest(2, 'Lucia', 'Garcia', true);

interface PageData {
  guests?: ReturnType<typeof guest>[];
  answers?: ReturnType<typeof answer>[];
  deadline?: string | null;
  mealOptions?: string[];
  open?: boolean;
  plusOnesAllowed?: number;
}

export function rsvpPageMock(
  { guests = [MARIA, LUCIA], answers = [], deadline = null, mealOptions = [], open = true, plusOnesAllowed = 0 }: PageData = {},
  options: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: RsvpPageDocument },
    result: {
      data: {
        partyGuests: guests,
        guestAttendance: answers,
        rsvpOptions: { __typename: 'RsvpOptions', deadline, mealOptions, open },
        plusOnesAllowed,
      },
    },
    ...options,
  };
}

export function submitMock(
  attendanceData: GuestAttendanceInput[],
  outcome: { answers: ReturnType<typeof answer>[] } | { error: { message: string; code: string; messageCode: string; params?: Record<string, unknown>; field?: string } },
): MockLink.MockedResponse {
  const result =
    'answers' in outcome
      ? { data: { submitGuestAttendance: outcome.answers } }
      : { data: null, errors: [{ message: outcome.error.message, path: ['submitGuestAttendance'], extensions: { ...outcome.error } }] };
  return { request: { query: SubmitGuestAttendanceDocument, variables: { attendanceData } }, result };
}
