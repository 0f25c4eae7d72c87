import type { MockLink } from '@apollo/client/testing';
import {
  AdminDashboardDocument,
  type AdminGuestGroupFieldsFragment,
  type AdminPartyFieldsFragment,
} from '../gql/graphql';

/** Test data for the admin dashboard, shaped as the server answers (with __typename for the cache). */
export function guestGroup(overrides: Partial<AdminGuestGroupFieldsFragment> = {}) {
  return {
    __typename: 'GuestGroup' as const,
    id: 1,
    name: 'default',
    description: 'Everyone not placed in another group',
    welcomeMessage: null,
    customLogistics: null,
    customRegistry: null,
    allowedPages: ['home', 'couple', 'rsvp'],
    photoVersion: 'parents',
    accommodationsVersion: 'default',
    eventScheduleVersion: 'default',
    ...overrides,
  };
}

export function party(overrides: Partial<AdminPartyFieldsFragment> = {}) {
  return {
    __typename: 'Party' as const,
    id: 10,
    lastName: 'Garcia',
    zipCode: '08001',
    isAdmin: false,
    canRsvp: true,
    guestGroup: 'default',
    ...overrides,
  };
}

export interface DashboardData {
  guestGroups: ReturnType<typeof guestGroup>[];
  parties: ReturnType<typeof party>[];
}

export const DEFAULT_DASHBOARD: DashboardData = {
  guestGroups: [guestGroup(), guestGroup({ id: 2, name: 'family', description: 'Close family', allowedPages: ['home', 'registry'], photoVersion: 'close-friends', accommodationsVersion: 'villa', eventScheduleVersion: 'family' })],
  parties: [party(), party({ id: 11, lastName: 'Lopez', zipCode: '28001', guestGroup: 'family', canRsvp: false })],
};

/** The AdminDashboard query; `uses` answers that many times (each mutation refetches it once). */
export function dashboardMock(data: DashboardData = DEFAULT_DASHBOARD, options: { delay?: number; uses?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardDocument },
    result: { data },
    delay: options.delay,
    maxUsageCount: options.uses ?? 1,
  };
}

/** A GraphQL error answer as the server sends it. */
export function errorResult(message: string, extensions: Record<string, unknown>) {
  return { data: null, errors: [{ message, path: ['x'], extensions }] };
}
