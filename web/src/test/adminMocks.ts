import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  AdminDashboardDocument,
  type AdminGuestAttendanceFieldsFragment,
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

export function guestAnswer(overrides: Partial<AdminGuestAttendanceFieldsFragment> = {}) {
  return { __typename: 'GuestAttendance' as const, id: 500, guestId: 100, attending: true, mealPreference: null, dietaryRestrictions: null, ...overrides };
}

type StatisticsGuest = AdminRsvpStatisticsFragment['rsvpStatistics']['guests'][number];

export function statisticsGuest(overrides: Partial<StatisticsGuest> = {}) {
  return {
    __typename: 'StatisticsGuest' as const,
    id: 100,
    firstName: 'Ana',
    lastName: 'Garcia',
    isChild: false,
    isPlusOne: false,
    partyId: 10,
    status: 'NO_RSVP' as StatisticsGuest['status'],
    mealPreference: null,
    ...overrides,
  };
}

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
    guests,
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
  parties: ReturnType<typeof party>[];
  allPartyGuests: ReturnType<typeof partyGuest>[];
  allGuestAttendance: ReturnType<typeof guestAnswer>[];
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
  parties: [party(), party({ id: 11, lastName: 'Lopez', zipCode: '28001', guestGroup: 'family', canRsvp: false })],
  allPartyGuests: [],
  allGuestAttendance: [],
  paymentSettings: paymentSettings(),
  adminRegistryItems: [],
  paymentConfirmations: [],
};

/** Garcia: four guests, one per status, out of order in the list; Lopez: one guest; no one else. */
export const WITH_GUESTS: DashboardData = {
  ...DEFAULT_DASHBOARD,
  allPartyGuests: [
    partyGuest({ id: 103, firstName: 'Lucia', isChild: true, sortOrder: 2 }),
    partyGuest({ id: 101, firstName: 'Maria', sortOrder: 0 }),
    partyGuest({ id: 104, firstName: 'Pablo', sortOrder: 3 }),
    partyGuest({ id: 102, firstName: 'Jose', sortOrder: 1 }),
    partyGuest({ id: 110, partyId: 11, firstName: 'Ana', lastName: 'Lopez' }),
  ],
  allGuestAttendance: [
    guestAnswer({ id: 1, guestId: 101, attending: true, mealPreference: 'Fish', dietaryRestrictions: 'No nuts' }),
    guestAnswer({ id: 2, guestId: 102, attending: false }),
    guestAnswer({ id: 3, guestId: 103, attending: null }),
  ],
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

/** Waits for a toast titled `title` ("Success", "Error") that says `text`; an earlier toast may still be leaving. */
export function expectToast(title: 'Success' | 'Error', text: string) {
  return waitFor(() => expect(screen.getAllByRole('status', { name: new RegExp(title) }).some((t) => within(t).queryByText(text))).toBe(true));
}
