import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { CreatePartyDocument, UpdatePartyDocument } from './gql/graphql';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, party } from '../../test/adminMocks';
import AdminPage from './AdminPage';

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks] });
}

const form = () => screen.getByRole('form', { name: 'Add New Party' });
const table = async () => within(await screen.findByRole('region', { name: 'Table of parties and guests' })).getByRole('table');

describe('parties and guests section', () => {
  it('shows a row per party with its ZIP code, guest group select and can-RSVP checkbox', async () => {
    renderDashboard(dashboardMock());
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Party / Guest Name',
      'ZIP Code',
      'Guest Group',
      'Can RSVP',
      'RSVP Status',
    ]);
    const [, garcia, lopez] = within(t).getAllByRole('row');
    expect(within(garcia).getAllByRole('cell')[0].textContent).toBe('Garcia Party');
    expect(within(garcia).getByRole('cell', { name: '08001' })).toBeTruthy();
    const select = within(lopez).getByRole('combobox', { name: 'Guest group of the Lopez Party' }) as HTMLSelectElement;
    expect(select.value).toBe('family');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['default', 'family']);
    expect((within(garcia).getByRole('checkbox', { name: 'The Garcia Party can RSVP' }) as HTMLInputElement).checked).toBe(true);
    expect((within(lopez).getByRole('checkbox', { name: 'The Lopez Party can RSVP' }) as HTMLInputElement).checked).toBe(false);
  });

  it('offers the guest list for the caterer as Excel and CSV downloads', async () => {
    renderDashboard(dashboardMock());
    const downloads = await screen.findByRole('group', { name: 'Download guest list' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.trim(), l.getAttribute('href'), l.hasAttribute('download')])).toEqual([
      ['Download guest list (Excel)', '/api/admin/export/guests.xlsx', true],
      ['Download guest list (CSV)', '/api/admin/export/guests.csv', true],
    ]);
  });

  it('"Add New Party" toggles the form, which starts with the spec’s defaults', async () => {
    const { user } = renderDashboard(dashboardMock());
    const add = await screen.findByRole('button', { name: 'Add New Party' });
    expect(add.getAttribute('aria-expanded')).toBe('false');
    await user.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(form()).getByLabelText(/^Last Name/));
    expect((within(form()).getByLabelText(/^ZIP Code/) as HTMLInputElement).value).toBe('');
    expect((within(form()).getByRole('checkbox', { name: 'Can RSVP' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form()).getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).checked).toBe(false);
    expect((within(form()).getByLabelText('Guest Group') as HTMLSelectElement).value).toBe('default');
    await user.click(add);
    expect(screen.queryByRole('form', { name: 'Add New Party' })).toBeNull();
  });

  it('checks the last name and ZIP code as sign-in does', async () => {
    const { user } = renderDashboard(dashboardMock());
    await user.click(await screen.findByRole('button', { name: 'Add New Party' }));
    await user.type(within(form()).getByLabelText(/^ZIP Code/), '123');
    await user.click(within(form()).getByRole('button', { name: 'Create Party' }));
    expect(within(form()).getByText('Last name is required')).toBeTruthy();
    expect(within(form()).getByText('Valid ZIP code required')).toBeTruthy();
    expect(document.activeElement).toBe(within(form()).getByLabelText(/^Last Name/));
  });

  it('creates a party and shows it in the refetched table', async () => {
    const input = { lastName: 'Smith', zipCode: '10001', canRsvp: false, isAdmin: false, guestGroup: 'family' };
    const created = party({ id: 12, ...input });
    const { user } = renderDashboard(
      dashboardMock(),
      { request: { query: CreatePartyDocument, variables: { input } }, result: { data: { createParty: created } } },
      dashboardMock({ ...DEFAULT_DASHBOARD, parties: [...DEFAULT_DASHBOARD.parties, created] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add New Party' }));
    await user.type(within(form()).getByLabelText(/^Last Name/), ' Smith ');
    await user.type(within(form()).getByLabelText(/^ZIP Code/), '10001');
    await user.click(within(form()).getByRole('checkbox', { name: 'Can RSVP' }));
    await user.selectOptions(within(form()).getByLabelText('Guest Group'), 'family');
    await user.click(within(form()).getByRole('button', { name: 'Create Party' }));
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Party created successfully')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add New Party' })).toBeNull();
    expect(within(await table()).getByRole('cell', { name: 'Smith Party' })).toBeTruthy();
  });

  it('puts a duplicate refused by the server under the last name and in an "Error" toast', async () => {
    const input = { lastName: 'Garcia', zipCode: '08001', canRsvp: true, isAdmin: false, guestGroup: 'default' };
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: CreatePartyDocument, variables: { input } },
      result: errorResult('A party with this last name and ZIP code already exists', { code: 'CONFLICT', messageCode: 'PARTY_EXISTS', field: 'lastName' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add New Party' }));
    await user.type(within(form()).getByLabelText(/^Last Name/), 'Garcia');
    await user.type(within(form()).getByLabelText(/^ZIP Code/), '08001');
    await user.click(within(form()).getByRole('button', { name: 'Create Party' }));
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('A party with this last name and ZIP code already exists')).toBeTruthy();
    expect(within(form()).getByText('A party with this last name and ZIP code already exists')).toBeTruthy();
  });

  it('moves a party to another group from its row', async () => {
    const garcia = DEFAULT_DASHBOARD.parties[0];
    const { user } = renderDashboard(
      dashboardMock(),
      { request: { query: UpdatePartyDocument, variables: { id: garcia.id, input: { guestGroup: 'family' } } }, result: { data: { updateParty: { ...garcia, guestGroup: 'family' } } } },
      dashboardMock({ ...DEFAULT_DASHBOARD, parties: [{ ...garcia, guestGroup: 'family' }, DEFAULT_DASHBOARD.parties[1]] }),
    );
    const select = (await screen.findByRole('combobox', { name: 'Guest group of the Garcia Party' })) as HTMLSelectElement;
    await user.selectOptions(select, 'family');
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Party updated successfully')).toBeTruthy();
    expect(select.value).toBe('family');
  });

  it('changes whether a party can RSVP from its row, and undoes it on screen when refused', async () => {
    const lopez = DEFAULT_DASHBOARD.parties[1];
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: UpdatePartyDocument, variables: { id: lopez.id, input: { canRsvp: true } } },
      result: errorResult('Party not found', { code: 'NOT_FOUND', messageCode: 'PARTY_NOT_FOUND' }),
    });
    const box = (await screen.findByRole('checkbox', { name: 'The Lopez Party can RSVP' })) as HTMLInputElement;
    await user.click(box);
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('Party not found')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
  });
});
