import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { CreateGuestGroupDocument, DeleteGuestGroupDocument, UpdateGuestGroupDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, guestGroup, listMocks } from '../../test/adminMocks';
import AdminPage from './AdminPage';
import { answerDeleteDialog } from '../../test/confirmDialog';

const ALL_PAGES = ['Home', 'The Couple', 'RSVP', 'Registry', 'Travel & Accommodations', 'Event Schedule', 'Polls', 'Trivia'];

/** A group's change refetches the parties' lists on screen too (a rename or delete moves parties): they answer after `mocks`. */
function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks, ...listMocks()] });
}

const section = () => screen.getByRole('region', { name: 'Guest Groups' });
const form = () => screen.getByRole('form', { name: /Add Guest Group|Edit Guest Group/ });
const checkedPages = () =>
  within(form())
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.closest('label')?.textContent);
const selectValue = (label: string) => (within(form()).getByLabelText(label) as HTMLSelectElement).value;

const NEW_GROUP_INPUT = {
  name: 'Friends',
  description: 'Old friends',
  welcomeMessage: null,
  welcomeMessageEs: null,
  customLogistics: null,
  customLogisticsEs: null,
  customRegistry: null,
  customRegistryEs: null,
  allowedPages: ['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia'],
  photoVersion: 'close-friends',
  accommodationsVersion: 'friends-room',
  eventScheduleVersion: 'default',
};

afterEach(() => vi.restoreAllMocks());

describe('guest groups section', () => {
  it('lists the groups with the spec’s columns; "default" has no delete button', async () => {
    renderDashboard(dashboardMock());
    const table = within(await screen.findByRole('region', { name: 'Table of guest groups' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Description',
      'Photo Version',
      'Travel & Accommodations',
      'Event Schedule',
      'Page Access',
      'Actions',
    ]);
    const [, defaultRow, familyRow] = within(table).getAllByRole('row');
    expect(within(defaultRow).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'default',
      'Everyone not placed in another group',
      'Parents',
      'Default',
      'Default',
      'Home, The Couple, RSVP',
      '',
    ]);
    expect(within(familyRow).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual([
      'family',
      'Close family',
      'Close friends',
      'Villa',
      'Family',
      'Home, Registry',
    ]);
    expect(within(defaultRow).getByRole('button', { name: 'Edit default' })).toBeTruthy();
    expect(within(defaultRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(familyRow).getByRole('button', { name: 'Delete family' })).toBeTruthy();
  });

  it('the create form starts with all eight pages and the default versions; after a cancel only home, couple and RSVP', async () => {
    const { user } = renderDashboard(dashboardMock());
    await user.click(await screen.findByRole('button', { name: 'Add Guest Group' }));
    expect(document.activeElement).toBe(within(form()).getByLabelText(/^Name/));
    expect(checkedPages()).toEqual(ALL_PAGES);
    expect(selectValue('Photo Version')).toBe('parents');
    expect(selectValue('Accommodations Version')).toBe('default');
    expect(selectValue('Event Schedule Version')).toBe('default');
    expect(within(within(form()).getByLabelText('Photo Version')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Parents', 'Close friends']);
    expect(within(within(form()).getByLabelText('Accommodations Version')).getAllByRole('option')).toHaveLength(12);
    expect(within(within(form()).getByLabelText('Event Schedule Version')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([
      'default',
      'villa',
      'family',
      'bridesmaids',
      'groomsmen',
      'parents',
    ]);
    for (const label of ['Description', 'Welcome Message', 'Custom Travel Information', 'Custom Registry Information']) {
      expect(within(form()).getByLabelText(label)).toBeTruthy();
    }

    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Guest Group' }));
    await user.click(screen.getByRole('button', { name: 'Add Guest Group' }));
    expect(checkedPages()).toEqual(['Home', 'The Couple', 'RSVP']);
  });

  it('requires a name before sending anything', async () => {
    const { user } = renderDashboard(dashboardMock());
    await user.click(await screen.findByRole('button', { name: 'Add Guest Group' }));
    await user.click(within(form()).getByRole('button', { name: 'Create Group' }));
    expect(within(form()).getByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(form()).getByLabelText(/^Name/));
  });

  it('creates a group, says so, and shows the refetched list', async () => {
    const created = guestGroup({ id: 3, name: 'Friends', description: 'Old friends', allowedPages: NEW_GROUP_INPUT.allowedPages, photoVersion: 'close-friends', accommodationsVersion: 'friends-room' });
    const { user } = renderDashboard(
      dashboardMock(),
      { request: { query: CreateGuestGroupDocument, variables: { input: NEW_GROUP_INPUT } }, result: { data: { createGuestGroup: created } } },
      dashboardMock({ ...DEFAULT_DASHBOARD, guestGroups: [...DEFAULT_DASHBOARD.guestGroups, created] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Guest Group' }));
    await user.type(within(form()).getByLabelText(/^Name/), ' Friends ');
    await user.type(within(form()).getByLabelText('Description'), 'Old friends');
    await user.selectOptions(within(form()).getByLabelText('Photo Version'), 'close-friends');
    await user.selectOptions(within(form()).getByLabelText('Accommodations Version'), 'friends-room');
    await user.click(within(form()).getByRole('button', { name: 'Create Group' }));

    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Guest group created successfully')).toBeTruthy();
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(within(section()).getByRole('cell', { name: "Friends' room" })).toBeTruthy();
  });

  it('shows the server’s refusal as an "Error" toast and under the name', async () => {
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: CreateGuestGroupDocument, variables: { input: { ...NEW_GROUP_INPUT, name: 'family', description: null, photoVersion: 'parents', accommodationsVersion: 'default' } } },
      result: errorResult('A guest group named "family" already exists', { code: 'CONFLICT', messageCode: 'GUEST_GROUP_EXISTS', params: { name: 'family' }, field: 'name' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Guest Group' }));
    await user.type(within(form()).getByLabelText(/^Name/), 'family');
    await user.click(within(form()).getByRole('button', { name: 'Create Group' }));
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('A guest group named "family" already exists')).toBeTruthy();
    expect(within(form()).getByText('A guest group named "family" already exists')).toBeTruthy();
  });

  it('falls back to "Failed to create guest group" when the server sent no message', async () => {
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: CreateGuestGroupDocument, variables: { input: { ...NEW_GROUP_INPUT, name: 'x', description: null, photoVersion: 'parents', accommodationsVersion: 'default' } } },
      error: new Error('Failed to fetch'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Guest Group' }));
    await user.type(within(form()).getByLabelText(/^Name/), 'x');
    await user.click(within(form()).getByRole('button', { name: 'Create Group' }));
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('Failed to create guest group')).toBeTruthy();
  });

  it('edits a group in the same form', async () => {
    const family = DEFAULT_DASHBOARD.guestGroups[1];
    const input = {
      name: 'family',
      description: 'Close family',
      welcomeMessage: 'Hello!',
      welcomeMessageEs: null,
      customLogistics: null,
      customLogisticsEs: null,
      customRegistry: null,
      customRegistryEs: null,
      allowedPages: ['home', 'registry', 'trivia'],
      photoVersion: 'close-friends',
      accommodationsVersion: 'villa',
      eventScheduleVersion: 'family',
    };
    const { user } = renderDashboard(
      dashboardMock(),
      { request: { query: UpdateGuestGroupDocument, variables: { id: 2, input } }, result: { data: { updateGuestGroup: { ...family, ...input } } } },
      dashboardMock(),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit family' }));
    expect(screen.getByRole('heading', { name: 'Edit Guest Group' })).toBeTruthy();
    expect((within(form()).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('family');
    expect(checkedPages()).toEqual(['Home', 'Registry']);
    expect(selectValue('Event Schedule Version')).toBe('family');
    await user.type(within(form()).getByLabelText('Welcome Message'), 'Hello!');
    await user.click(within(form()).getByRole('checkbox', { name: 'Trivia' }));
    await user.click(within(form()).getByRole('button', { name: 'Update Group' }));
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Guest group updated successfully')).toBeTruthy();
  });

  it('the default group’s name cannot be edited', async () => {
    const { user } = renderDashboard(dashboardMock());
    await user.click(await screen.findByRole('button', { name: 'Edit default' }));
    expect((within(form()).getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form()).getByText('The default group keeps its name.')).toBeTruthy();
  });

  it('deletes a group only after confirmation', async () => {
    const { user } = renderDashboard(
      dashboardMock(),
      { request: { query: DeleteGuestGroupDocument, variables: { id: 2 } }, result: { data: { deleteGuestGroup: true } } },
      dashboardMock({ ...DEFAULT_DASHBOARD, guestGroups: [DEFAULT_DASHBOARD.guestGroups[0]] }),
    );
    const asked = await answerDeleteDialog(user, 'Delete family', 'cancel');
    expect(asked).toEqual({ title: 'Delete family?', text: 'Are you sure you want to delete the guest group "family"? Its parties will move to the default group.' });
    expect(screen.getByRole('button', { name: 'Delete family' })).toBeTruthy();
    await answerDeleteDialog(user, 'Delete family', 'delete');
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Guest group deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete family' })).toBeNull());
  });

  it('a refused delete shows the server’s message in the reader’s language', async () => {
    await activateLocale('es');
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: DeleteGuestGroupDocument, variables: { id: 2 } },
      result: errorResult('Guest group not found', { code: 'NOT_FOUND', messageCode: 'GUEST_GROUP_ID_NOT_FOUND' }),
    });
    await answerDeleteDialog(user, 'Eliminar family', 'delete');
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('No se ha encontrado el grupo de invitados')).toBeTruthy();
  });
});
