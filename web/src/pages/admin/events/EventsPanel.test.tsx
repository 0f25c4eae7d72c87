import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AdminEventsDocument, CreateEventDocument, DeleteEventDocument } from '../gql/graphql';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { DEFAULT_DASHBOARD, dashboardMock, expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import type { AdminDashboardData } from '../useAdminDashboard';
import { EventsPanel } from './EventsPanel';

function adminEvent(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminEvent' as const,
    id: 1,
    name: 'Welcome dinner',
    nameEs: 'Cena de bienvenida',
    start: '2026-06-10T20:00',
    end: '2026-06-10T23:30',
    timezone: 'Europe/Madrid',
    venue: 'Casa Bella',
    address: 'Carrer Major 1',
    mapsUrl: '',
    note: 'Smart casual',
    noteEs: 'Elegante informal',
    guestGroups: ['family'],
    answerCount: 3,
    ...overrides,
  };
}

const DINNER = adminEvent();
const listMock = (events: ReturnType<typeof adminEvent>[]): MockLink.MockedResponse => ({ request: { query: AdminEventsDocument }, result: { data: { adminEvents: events } } });
const renderPanel = (...mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<EventsPanel data={DEFAULT_DASHBOARD as unknown as AdminDashboardData} />, { mocks });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeAll(() => loadCatalogPart('admin'));

describe('events admin panel', () => {
  it('lists each event with when, where, who is invited and its answers', async () => {
    renderPanel(listMock([DINNER, adminEvent({ id: 2, name: 'Brunch', nameEs: '', start: '2026-06-12T11:00', end: '2026-06-12T13:00', guestGroups: [], answerCount: 0 })]));
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'When', 'Venue', 'Invited guest groups', 'Answers', 'Actions']);
    expect(rows().map((r) => within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent))).toEqual([
      ['Welcome dinnerCena de bienvenida', 'Jun 10, 20:00 – 23:30', 'Casa Bella', 'family', '3'],
      ['Brunch', 'Jun 12, 11:00 – 13:00', 'Casa Bella', 'Nobody yet', '0'],
    ]);
  });

  it('creates an event in both languages for the groups ticked, times in the wedding’s time zone', async () => {
    const input = {
      name: 'Ceremony',
      nameEs: 'Ceremonia',
      start: '2026-06-11T17:30',
      end: '2026-06-11T19:00',
      venue: 'Sant Bartomeu',
      address: '',
      mapsUrl: '',
      note: 'Formal',
      noteEs: 'Formal',
      guestGroups: ['default', 'family'],
    };
    const created = adminEvent({ id: 5, ...input, answerCount: 0 });
    const { user } = renderPanel(
      listMock([]),
      { request: { query: CreateEventDocument, variables: { input } }, result: { data: { createEvent: created } } },
      listMock([created]),
      dashboardMock(),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const form = screen.getByRole('form', { name: 'Add Event' });
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name(?! in)/));
    expect(within(form).getByText('In the wedding\'s time zone (Europe/Madrid).')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Name(?! in)/), 'Ceremony');
    await user.type(within(form).getByLabelText('Name in Spanish'), 'Ceremonia');
    // datetime-local inputs take their value whole in jsdom.
    await user.type(within(form).getByLabelText(/^Starts/), input.start);
    await user.type(within(form).getByLabelText(/^Ends/), input.end);
    await user.type(within(form).getByLabelText(/^Venue/), 'Sant Bartomeu');
    await user.type(within(form).getByLabelText('Note (e.g. dress code)'), 'Formal');
    await user.type(within(form).getByLabelText('Note in Spanish'), 'Formal');
    await user.click(within(form).getByRole('checkbox', { name: 'default' }));
    await user.click(within(form).getByRole('checkbox', { name: 'family' }));
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    await expectToast('Success', 'Event created successfully');
    await waitFor(() => expect(rows()).toHaveLength(1));
  }, 60_000);

  it('asks in the dashboard’s dialog before deleting, saying how many answers go with the event', async () => {
    const { user } = renderPanel(
      listMock([DINNER]),
      { request: { query: DeleteEventDocument, variables: { id: 1 } }, result: { data: { deleteEvent: 3 } } },
      listMock([]),
      dashboardMock(),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Welcome dinner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Welcome dinner?' });
    expect(within(dialog).getByText('The answers of 3 guests for this event are deleted with it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Welcome dinner' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Welcome dinner' }));
    await expectToast('Success', 'Event deleted successfully');
    expect(await screen.findByText('No events yet. Guests see the wedding day alone.')).toBeTruthy();
  }, 60_000);
});
