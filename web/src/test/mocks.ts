import type { MockLink } from '@apollo/client/testing';
import { LogoutDocument, MeDocument } from '../gql/graphql';
import { LoginDocument } from '../session/signIn/gql/graphql';
import { WeddingDocument } from '../pages/home/gql/graphql';
import type { SessionUser } from '../session/access';

/** A signed-in party as the server would return it (with __typename, which the cache needs). */
export function sessionUser(overrides: Partial<SessionUser> = {}) {
  return {
    __typename: 'SessionUser' as const,
    id: 7,
    lastName: 'Garcia',
    isAdmin: false,
    canRsvp: true,
    guestGroup: 'default',
    allowedPages: ['home', 'couple', 'rsvp'],
    pageVersions: { __typename: 'PageVersions' as const, logistics: 'default', eventSchedule: 'default' },
    photoVersion: 'parents',
    ...overrides,
  };
}

type User = ReturnType<typeof sessionUser>;

/** The Me query answering `user` (null = signed out); `delay: Infinity` keeps it loading. */
export function meMock(user: User | null, options: { delay?: number } = {}): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me: user } }, ...options };
}

export function loginMock(
  input: { lastName: string; zipCode: string },
  outcome:
    | { user: User }
    | { error: { message: string; code: string; messageCode?: string; params?: Record<string, string | number>; field?: string } },
  options: { delay?: number } = {},
): MockLink.MockedResponse {
  const result =
    'user' in outcome
      ? { data: { login: outcome.user } }
      : {
          data: null,
          errors: [
            {
              message: outcome.error.message,
              extensions: {
                code: outcome.error.code,
                ...(outcome.error.messageCode ? { messageCode: outcome.error.messageCode } : {}),
                ...(outcome.error.params ? { params: outcome.error.params } : {}),
                ...(outcome.error.field ? { field: outcome.error.field } : {}),
              },
            },
          ],
        };
  return { request: { query: LoginDocument, variables: { input } }, result, ...options };
}

export function logoutMock(outcome: { ok: true } | { errorMessage: string; messageCode?: string }): MockLink.MockedResponse {
  const result =
    'ok' in outcome
      ? { data: { logout: true } }
      : {
          data: null,
          errors: [
            {
              message: outcome.errorMessage,
              extensions: { code: 'INTERNAL_SERVER_ERROR', ...(outcome.messageCode ? { messageCode: outcome.messageCode } : {}) },
            },
          ],
        };
  return { request: { query: LogoutDocument }, result };
}

export function weddingMock(): MockLink.MockedResponse {
  return {
    request: { query: WeddingDocument },
    result: {
      data: {
        wedding: {
          __typename: 'Wedding',
          coupleNames: 'Ana & Ben',
          date: '2026-06-11',
          timezone: 'Europe/Madrid',
          country: 'Spain',
          countryCode: 'ES',
        },
      },
    },
  };
}
