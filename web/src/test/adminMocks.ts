import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  AdminDashboardDocument,
  AdminStatisticsDocument,
  type AdminGuestRowFieldsFragment,
  AdminPartiesPageDocument,
  AdminPartyPickerDocument,
  AdminGuestsOfPartyDocument,
  AdminGuestsPageDocument,
  type AdminGuestGroupFieldsFragment,
  type AdminPartyGuestFieldsFragment,
  type AdminPaymentConfirmationFieldsFragment,
  type AdminPaymentSettingsFieldsFragment,
  type AdminRegistryItemFieldsFragment,
  type AdminPartyFieldsFragment,
  type AdminRsvpOptionsFragment,
  type AdminRsvpStatisticsFragment,
  type AdminSetupChecklistFieldsFragment,
  type AdminWeddingDetailsFieldsFragment,
} from '../pages/admin/gql/graphql';

/** Test data for the admin dashboard, shaped as the server answers (with __typename for the cache). */
export function guestGroup(overrides: Partial<AdminGuestGroupFieldsFragment> = {}) {
  return {
    __typename: 'GuestGroup' as const,
    id: 1,
    name: 'default',
    description: 'Everyone not placed in another group',
    welcomeMessage: null,
    welcomeMessageEs: null,
    customLogistics: null,
    customLogisticsEs: null,
    customRegistry: null,
    customRegistryEs: null,
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
    personalLink: `https://wedding.example/i/${overrides.id ?? 10}-abcdefghijklmnopqrstuvwx`,
    plusOnesAllowed: 0,
    email: null as string | null,
    language: 'en',
    unsubscribed: false,
    ...overrides,
  };
}

export function partyGuest(overrides: Partial<AdminPartyGuestFieldsFragment> = {}) {
  return { __typename: 'Guest' as const, id: 100, partyId: 10, firstName: 'Maria', lastName: 'Garcia', isChild: false, isPlusOne: false, sortOrder: 0, ...overrides };
}

/** A guest with their answer, as the paged lists send them (issue 23). */
export function guestRow(overrides: Partial<AdminGuestRowFieldsFragment> = {}) {
  return {
    __typename: 'AdminGuestRow' as const,
    id: 100,
    partyId: 10,
    firstName: 'Ana',
    lastName: 'Garcia',
    isChild: false,
    isPlusOne: false,
    sortOrder: 0,
    status: 'NO_RSVP' as AdminGuestRowFieldsFragment['status'],
    mealPreference: null as string | null,
    dietaryRestrictions: null as string | null,
    partyLastName: 'Garcia',
    ...overrides,
  };
}
/** The statistics' counts are made from guests like these. */
export const statisticsGuest = guestRow;

/** RSVP statistics as the server counts them from `guests` (meals: one entry per option, then the unchosen). */
type EventStatistics = AdminRsvpStatisticsFragment['rsvpStatistics']['events'][number];

export function rsvpStatistics(guests: ReturnType<typeof statisticsGuest>[] = [], mealOptions: string[] = [], events: EventStatistics[] = []) {
  const count = (...statuses: string[]) => guests.filter((g) => statuses.includes(g.status)).length;
  const responded = count('ATTENDING', 'NOT_ATTENDING');
  const coming = guests.filter((g) => g.status === 'ATTENDING');
  return {
    __typename: 'RsvpStatistics' as const,
    totalInvited: guests.length,
    responded,
    attending: count('ATTENDING'),
    notAttending: count('NOT_ATTENDING'),
    noResponse: count('PENDING', 'NO_RSVP'),
    responseRate: guests.length ? Math.round((responded / guests.length) * 100) : 0,
    meals: mealOptions.length
      ? [
          ...mealOptions.map((meal) => ({ __typename: 'MealCount' as const, meal, count: coming.filter((g) => g.mealPreference === meal).length })),
          { __typename: 'MealCount' as const, meal: null, count: coming.filter((g) => !g.mealPreference).length },
        ]
      : [],
    events,
    questions: [] as Array<{
      __typename: 'RsvpQuestionStatistics';
      questionId: number;
      text: string;
      type: string;
      perGuest: boolean;
      answered: number;
      options: Array<{ __typename: 'RsvpOptionCount'; option: string; count: number }>;
      textAnswers: Array<{ __typename: 'RsvpTextAnswer'; partyId: number; guestId: number | null; name: string; value: string }>;
    }>,
  };
}

export function rsvpOptions(overrides: Partial<AdminRsvpOptionsFragment['rsvpOptions']> = {}) {
  const mealOptions = overrides.mealOptions ?? [];
  // Untranslated unless the test says: '' for each option, as the server answers.
  return { __typename: 'AdminRsvpOptions' as const, deadline: null, open: true, reminderDaysBefore: null, ...overrides, mealOptions, mealOptionsEs: overrides.mealOptionsEs ?? mealOptions.map(() => '') };
}

export function registryItem(overrides: Partial<AdminRegistryItemFieldsFragment> = {}) {
  return {
    __typename: 'AdminRegistryItem' as const,
    id: 300,
    name: 'Sunset Sail',
    nameEs: null,
    description: 'A boat trip at dusk',
    descriptionEs: null,
    imageUrl: null,
    imageSrcSet: '',
    imageUploaded: false,
    imageAddress: null,
    price: 12000,
    totalQuantity: 4,
    remainingQuantity: 3,
    displayOrder: 1,
    active: true,
    ...overrides,
  };
}

export function paymentSettings(overrides: Partial<AdminPaymentSettingsFieldsFragment> = {}) {
  return { __typename: 'PaymentSettings' as const, venmoUsername: null, zelleEmail: null, currency: 'USD', ...overrides };
}

export function paymentConfirmation(overrides: Partial<AdminPaymentConfirmationFieldsFragment> = {}) {
  return {
    __typename: 'PaymentConfirmation' as const,
    id: 700,
    registryItemId: 300,
    itemName: 'Sunset Sail',
    guestName: 'Ana Garcia',
    guestEmail: 'ana@example.com',
    quantity: 1,
    amount: 12000,
    paymentMethod: 'zelle',
    status: 'pending',
    confirmedAt: null,
    message: null,
    createdAt: '2026-05-02T10:30:00.000Z',
    ...overrides,
  };
}

export function weddingDetails(overrides: Partial<AdminWeddingDetailsFieldsFragment> = {}) {
  return {
    __typename: 'WeddingDetails' as const,
    partnerOneName: 'Alex',
    partnerTwoName: 'Jordan',
    date: '2026-06-11',
    ceremonyTime: '',
    timezone: 'Europe/Madrid',
    venueName: 'Our wedding venue',
    venueAddress: '',
    venueCity: 'Sitges, Barcelona',
    country: 'ES',
    mapsUrl: '',
    currency: 'USD',
    ...overrides,
  };
}

/** The set-up checklist; every step done (so hidden) unless a test says otherwise. */
export function setupChecklist(overrides: Partial<AdminSetupChecklistFieldsFragment> = {}) {
  const steps = { weddingDetails: true, guests: true, rsvpOptions: true, siteShared: true, ...overrides };
  return { __typename: 'SetupChecklist' as const, ...steps, complete: Object.values(steps).every(Boolean) };
}

export interface DashboardData {
  weddingDetails: ReturnType<typeof weddingDetails>;
  setupChecklist: ReturnType<typeof setupChecklist>;
  rsvpStatistics: ReturnType<typeof rsvpStatistics>;
  rsvpOptions: ReturnType<typeof rsvpOptions>;
  guestGroups: ReturnType<typeof guestGroup>[];
  paymentSettings: ReturnType<typeof paymentSettings>;
  adminRegistryItems: ReturnType<typeof registryItem>[];
  paymentConfirmations: ReturnType<typeof paymentConfirmation>[];
}

export const DEFAULT_DASHBOARD: DashboardData = {
  weddingDetails: weddingDetails(),
  setupChecklist: setupChecklist(),
  rsvpStatistics: rsvpStatistics(),
  rsvpOptions: rsvpOptions(),
  guestGroups: [guestGroup(), guestGroup({ id: 2, name: 'family', description: 'Close family', allowedPages: ['home', 'registry'], photoVersion: 'close-friends', accommodationsVersion: 'villa', eventScheduleVersion: 'family' })],
  paymentSettings: paymentSettings(),
  adminRegistryItems: [],
  paymentConfirmations: [],
};

/** The parties of the default list: Garcia and Lopez. */
export const PARTIES = [party(), party({ id: 11, lastName: 'Lopez', zipCode: '28001', guestGroup: 'family', canRsvp: false })];

/** Garcia: four guests, one per status, in the couple's order; Lopez: one guest; no one else. */
export const GUEST_ROWS = [
  guestRow({ id: 101, firstName: 'Maria', sortOrder: 0, status: 'ATTENDING', mealPreference: 'Fish', dietaryRestrictions: 'No nuts' }),
  guestRow({ id: 102, firstName: 'Jose', sortOrder: 1, status: 'NOT_ATTENDING' }),
  guestRow({ id: 103, firstName: 'Lucia', isChild: true, sortOrder: 2, status: 'PENDING' }),
  guestRow({ id: 104, firstName: 'Pablo', sortOrder: 3 }),
  guestRow({ id: 110, partyId: 11, firstName: 'Ana', lastName: 'Lopez', partyLastName: 'Lopez' }),
];

type PartiesPageVariables = { filter?: Record<string, unknown> | null; sort?: string; offset?: number; limit?: number };

/** A page of "Parties and Guests" as the server answers the panel's first read (or `variables`). */
export function partiesPageMock(
  parties: ReturnType<typeof party>[] = PARTIES,
  guests: ReturnType<typeof guestRow>[] = [],
  options: { variables?: PartiesPageVariables; total?: number; uses?: number } = {},
): MockLink.MockedResponse {
  const variables = { filter: { search: null, guestGroup: null, rsvpStatus: null, meal: null }, sort: 'NAME', offset: 0, limit: 25, ...options.variables };
  return {
    request: { query: AdminPartiesPageDocument, variables },
    result: {
      data: {
        partiesPage: { __typename: 'PartyPage' as const, total: options.total ?? parties.length, offset: variables.offset, limit: variables.limit, items: parties, guests },
      },
    },
    maxUsageCount: options.uses ?? 1,
  };
}

/** "Party Guest Management"'s picker: the parties matching `search`. */
export function partyPickerMock(parties: ReturnType<typeof party>[] = PARTIES, options: { search?: string | null; uses?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminPartyPickerDocument, variables: { search: options.search ?? null, limit: 50 } },
    result: {
      data: {
        partiesPage: {
          __typename: 'PartyPage' as const,
          total: parties.length,
          items: parties.map((p) => ({ __typename: 'Party' as const, id: p.id, lastName: p.lastName, zipCode: p.zipCode })),
        },
      },
    },
    maxUsageCount: options.uses ?? 1,
  };
}

/** A party's guests, as "Party Guest Management" reads them. */
export function guestsOfPartyMock(partyId: number, guests: ReturnType<typeof partyGuest>[], options: { uses?: number } = {}): MockLink.MockedResponse {
  return { request: { query: AdminGuestsOfPartyDocument, variables: { partyId } }, result: { data: { guestsOfParty: guests } }, maxUsageCount: options.uses ?? 1 };
}

/** The guests behind a statistic (or an event's count), a page of them. */
export function guestsPageMock(
  variables: { filter: Record<string, unknown>; eventId?: number | null; offset?: number; limit?: number },
  guests: ReturnType<typeof guestRow>[],
  options: { total?: number; uses?: number } = {},
): MockLink.MockedResponse {
  const full = { eventId: null, offset: 0, limit: 50, ...variables };
  return {
    request: { query: AdminGuestsPageDocument, variables: full },
    result: { data: { guestsPage: { __typename: 'GuestPage' as const, total: options.total ?? guests.length, offset: full.offset, limit: full.limit, items: guests } } },
    maxUsageCount: options.uses ?? 1,
  };
}

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

/** Waits for a toast titled `title` ("Success", "Error") that says `text`; an earlier toast may still be leaving. */
export function expectToast(title: 'Success' | 'Error', text: string) {
  return waitFor(() => expect(screen.getAllByRole('status', { name: new RegExp(title) }).some((t) => within(t).queryByText(text))).toBe(true));
}

/** The statistics' own read, which party and guest edits refetch (the first comes from the dashboard's cache). */
export function statisticsMock(stats: ReturnType<typeof rsvpStatistics> = rsvpStatistics(), options: { uses?: number } = {}): MockLink.MockedResponse {
  return { request: { query: AdminStatisticsDocument }, result: { data: { rsvpStatistics: stats } }, maxUsageCount: options.uses ?? 10 };
}

/**
 * The reads of the dashboard's paged panels, answered `uses` times each: the first page of
 * parties (with `guests`), the party picker, and the statistics' refetch.
 */
export function listMocks(options: { parties?: ReturnType<typeof party>[]; guests?: ReturnType<typeof guestRow>[]; uses?: number } = {}): MockLink.MockedResponse[] {
  const uses = options.uses ?? 10;
  const parties = options.parties ?? PARTIES;
  return [partiesPageMock(parties, options.guests ?? [], { uses }), partyPickerMock(parties, { uses }), statisticsMock(undefined, { uses })];
}
