import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { LogisticsPageDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { LogisticsPage } from './LogisticsPage';

const PAGES = ['home', 'logistics'];
const castle = { __typename: 'PageVersions' as const, logistics: 'castle', eventSchedule: 'default' };

function logisticsMock(
  version: string | undefined,
  accommodation: string | null,
  shown = version ?? 'default',
  { language = 'en', ceremonyTime = null as string | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: LogisticsPageDocument, variables: { language, ...(version ? { version } : {}) } },
    result: {
      data: {
        wedding: { __typename: 'Wedding', date: '2026-06-11', ceremonyTime },
        venue: { __typename: 'Venue', name: 'Masia Sitges', street: 'Camí de Can Ribes, 12', city: '08870 Sitges', countryCode: 'ES', mapsUrl: 'https://maps.example/?q=Sitges' },
        logisticsContent: {
          __typename: 'LogisticsContent',
          version: shown,
          accommodation,
          venueNote: '<p>More details to come.</p>',
          fromAirport: '<p>Taxi about 60-80 euros.</p>',
          fromBarcelona: '<p>Train R2 Sud.</p>',
          groupNote: null,
          calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
        },
      },
    },
  };
}

const renderLogistics = (mocks: Mocks) => renderWithProviders(<LogisticsPage />, { route: '/logistics', mocks });

describe('travel page (spec §2 "Travel & Accommodations")', () => {
  it('shows the venue card with the 2026 date, the map link, Add to Calendar and the directions', async () => {
    renderLogistics([meMock(sessionUser({ allowedPages: PAGES })), logisticsMock(undefined, '<p>Stay in Sitges.</p>')]);
    const venue = await screen.findByRole('region', { name: 'Venue & Location' });
    expect(within(venue).getByText('June 11, 2026')).toBeTruthy();
    expect(within(venue).getByRole('link', { name: /Masia Sitges/ }).getAttribute('href')).toBe('https://maps.example/?q=Sitges');
    expect(within(venue).getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain('calendar.google.com');
    expect(within(venue).getByRole('button', { name: /Download .ics/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Travel & Accommodations' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'How to get to the venue' })).getByText('Train R2 Sud.')).toBeTruthy();
  });

  it('writes the venue as the couple did, the country and the ceremony time in the reader\'s language', async () => {
    renderLogistics([meMock(sessionUser({ allowedPages: PAGES })), logisticsMock(undefined, null, 'default', { ceremonyTime: '17:30' })]);
    const venue = await screen.findByRole('region', { name: 'Venue & Location' });
    const link = within(venue).getByRole('link', { name: /Masia Sitges/ });
    expect(link.textContent).toBe('Masia SitgesCamí de Can Ribes, 1208870 SitgesSpain');
    expect(within(venue).getByText('Ceremony at 5:30 PM')).toBeTruthy();
  });

  it('in Spanish: España, and the ceremony on a 24-hour clock', async () => {
    await activateLocale('es');
    renderLogistics([meMock(sessionUser({ allowedPages: PAGES })), logisticsMock(undefined, null, 'default', { language: 'es', ceremonyTime: '17:30' })]);
    const venue = await screen.findByRole('region', { name: 'Lugar y ubicación' });
    expect(within(venue).getByRole('link', { name: /Masia Sitges/ }).textContent).toContain('España');
    expect(within(venue).getByText('Ceremonia a las 17:30')).toBeTruthy();
  });

  it('a guest never asks for a version: an unknown one is answered with the default accommodation, and there is no selector', async () => {
    const user = sessionUser({ allowedPages: PAGES, pageVersions: castle });
    renderLogistics([meMock(user), logisticsMock(undefined, '<p>Default stay.</p>', 'default')]);
    expect(within(await screen.findByRole('region', { name: 'Accommodations' })).getByText('Default stay.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'SuperAdmin View Mode' })).toBeNull();
  });

  it('without canRsvp: the "Additional Details" card instead of the accommodation', async () => {
    renderLogistics([meMock(sessionUser({ allowedPages: PAGES, canRsvp: false })), logisticsMock(undefined, null)]);
    const card = await screen.findByRole('region', { name: 'Additional Details' });
    expect(within(card).getByText('Accommodation details will be shared after you RSVP.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Accommodations' })).toBeNull();
  });

  it('an admin’s selector starts at their own version (default when unknown) and previews another', async () => {
    const admin = sessionUser({ isAdmin: true, allowedPages: [...PAGES, 'admin'], pageVersions: castle });
    const { user } = renderLogistics([meMock(admin), logisticsMock('default', '<p>Default stay.</p>'), logisticsMock('villa', '<p>Email your flight details at least 48 hours before arrival.</p>')]);
    const select = (await screen.findByRole('combobox', { name: 'SuperAdmin View Mode' })) as HTMLSelectElement;
    expect(select.value).toBe('default');
    expect(within(select).getAllByRole('option')).toHaveLength(12);
    // Names, not the stored values ("friends-room").
    expect(within(select).getAllByRole('option').map((o) => o.textContent).slice(0, 3)).toEqual(['Default', 'Villa', 'Merlot']);
    expect(within(select).getByRole('option', { name: 'Friends’ room' }).getAttribute('value')).toBe('friends-room');
    expect(await screen.findByText('Default stay.')).toBeTruthy();
    await user.selectOptions(select, 'villa');
    expect(await screen.findByText('Email your flight details at least 48 hours before arrival.')).toBeTruthy();
  });
});
