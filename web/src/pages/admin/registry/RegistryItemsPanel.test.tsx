import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { CreateRegistryItemDocument, DeleteRegistryItemDocument, UpdateRegistryItemDocument } from '../gql/graphql';
import { activateLocale } from '../../../i18n/i18n';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, expectToast, paymentSettings, registryItem } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';
import { answerDeleteDialog } from '../../../test/confirmDialog';

const SAIL = registryItem();
const DINNER = registryItem({ id: 301, name: 'Dinner in Rome', price: 4999, totalQuantity: 2, remainingQuantity: 0, displayOrder: 2, active: false });
const WITH_ITEMS = { ...DEFAULT_DASHBOARD, adminRegistryItems: [SAIL, DINNER] };

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks] });
}

const section = () => screen.getByRole('region', { name: 'Registry Items' });
const form = () => screen.getByRole('form', { name: /Add Registry Item|Edit Registry Item/ });
const input = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const rows = () => within(within(section()).getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const successToast = (text: string) => expectToast('Success', text);
const errorToast = (text: string) => expectToast('Error', text);

afterEach(() => vi.restoreAllMocks());

describe('registry items section', () => {
  it('lists every item, inactive ones too, with price as money and remaining of total', async () => {
    renderDashboard(dashboardMock(WITH_ITEMS));
    const table = within(await screen.findByRole('region', { name: 'Table of registry items' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Price', 'Remaining / Total', 'Order', 'Active', 'Actions']);
    expect(rows().map((r) => cells(r).slice(0, 5))).toEqual([
      ['Sunset Sail', '$120.00', '3 / 4', '1', 'Yes'],
      ['Dinner in Rome', '$49.99', '0 / 2', '2', 'No'],
    ]);
    expect(within(rows()[1]).getByRole('button', { name: 'Edit Dinner in Rome' })).toBeTruthy();
    expect(within(rows()[1]).getByRole('button', { name: 'Delete Dinner in Rome' })).toBeTruthy();
  });

  it('formats prices in the reader’s language and the chosen currency', async () => {
    await activateLocale('es');
    renderDashboard(dashboardMock({ ...WITH_ITEMS, paymentSettings: paymentSettings({ currency: 'EUR' }) }));
    const table = within(await screen.findByRole('region', { name: 'Tabla de artículos de la lista de regalos' })).getByRole('table');
    const [, sail] = within(table).getAllByRole('row');
    expect(cells(sail)[1]?.replace(/\s/g, ' ')).toBe('120,00 €');
  });

  it('says so when there are no items', async () => {
    renderDashboard(dashboardMock());
    expect(await screen.findByText('No registry items yet.')).toBeTruthy();
  });

  it('the create form starts at price 0, quantity 1, active, without a remaining quantity; sends the price in rounded cents', async () => {
    const created = registryItem({ id: 302, name: 'Snorkel Tour', price: 2551, totalQuantity: 1, remainingQuantity: 1, displayOrder: 0 });
    const { user } = renderDashboard(
      dashboardMock(),
      {
        request: {
          query: CreateRegistryItemDocument,
          variables: { input: { name: 'Snorkel Tour', nameEs: null, description: null, descriptionEs: null, imageUrl: null, price: 2551, totalQuantity: 1, displayOrder: 0, active: true } },
        },
        result: { data: { createRegistryItem: created } },
      },
      dashboardMock({ ...DEFAULT_DASHBOARD, adminRegistryItems: [created] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Registry Item' }));
    expect(document.activeElement).toBe(input(/^Name(?! \(Spanish\))/));
    expect(input('Price (USD)').value).toBe('0');
    expect(input('Price (USD)').step).toBe('0.01');
    expect(input('Total Quantity').value).toBe('1');
    expect(input('Display Order').value).toBe('0');
    expect(within(form()).getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
    expect(within(form()).queryByLabelText('Remaining Quantity')).toBeNull();

    await user.type(input(/^Name(?! \(Spanish\))/), 'Snorkel Tour');
    await user.clear(input('Price (USD)'));
    await user.type(input('Price (USD)'), '25.505');
    // Not a number: the quantity falls back to 1.
    await user.clear(input('Total Quantity'));
    await user.click(within(form()).getByRole('button', { name: 'Create Item' }));

    await successToast('Registry item created successfully');
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(cells(rows()[0]).slice(0, 3)).toEqual(['Snorkel Tour', '$25.51', '1 / 1']);
  });

  it('requires a name before sending anything', async () => {
    const { user } = renderDashboard(dashboardMock());
    await user.click(await screen.findByRole('button', { name: 'Add Registry Item' }));
    await user.click(within(form()).getByRole('button', { name: 'Create Item' }));
    expect(within(form()).getByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(input(/^Name(?! \(Spanish\))/));
  });

  it('edits an item in the same form, with its remaining quantity', async () => {
    const input_ = { name: 'Sunset Sail', nameEs: null, description: 'A boat trip at dusk', descriptionEs: null, imageUrl: null, price: 15000, totalQuantity: 4, displayOrder: 1, active: false, remainingQuantity: 2 };
    const { user } = renderDashboard(
      dashboardMock(WITH_ITEMS),
      { request: { query: UpdateRegistryItemDocument, variables: { id: 300, input: input_ } }, result: { data: { updateRegistryItem: { ...SAIL, ...input_ } } } },
      dashboardMock({ ...WITH_ITEMS, adminRegistryItems: [{ ...SAIL, ...input_ }, DINNER] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset Sail' }));
    expect(screen.getByRole('heading', { name: 'Edit Registry Item' })).toBeTruthy();
    expect(input(/^Name(?! \(Spanish\))/).value).toBe('Sunset Sail');
    expect(input('Price (USD)').value).toBe('120.00');
    expect(input('Remaining Quantity').value).toBe('3');
    await user.clear(input('Price (USD)'));
    await user.type(input('Price (USD)'), '150');
    await user.clear(input('Remaining Quantity'));
    await user.type(input('Remaining Quantity'), '2');
    await user.click(within(form()).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form()).getByRole('button', { name: 'Update Item' }));
    await successToast('Registry item updated successfully');
    expect(cells(rows()[0]).slice(0, 5)).toEqual(['Sunset Sail', '$150.00', '2 / 4', '1', 'No']);
  });

  it('shows the server’s refusal under the field and in an "Error" toast, else "Failed to update registry item"', async () => {
    const unchanged = { name: 'Sunset Sail', nameEs: null, description: 'A boat trip at dusk', descriptionEs: null, imageUrl: null, price: 12000, totalQuantity: 4, displayOrder: 1, active: true };
    const { user } = renderDashboard(
      dashboardMock(WITH_ITEMS),
      {
        request: { query: UpdateRegistryItemDocument, variables: { id: 300, input: { ...unchanged, totalQuantity: 0 } } },
        result: errorResult('Guests have already given 1; the total cannot be lower', { code: 'BAD_USER_INPUT', messageCode: 'TOTAL_BELOW_TAKEN', params: { taken: 1 }, field: 'totalQuantity' }),
      },
      { request: { query: UpdateRegistryItemDocument, variables: { id: 300, input: unchanged } }, error: new Error('Failed to fetch') },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset Sail' }));
    await user.clear(input('Total Quantity'));
    await user.type(input('Total Quantity'), '0');
    await user.click(within(form()).getByRole('button', { name: 'Update Item' }));
    await errorToast('Guests have already given 1; the total cannot be lower');
    expect(within(form()).getByText('Guests have already given 1; the total cannot be lower')).toBeTruthy();

    await user.clear(input('Total Quantity'));
    await user.type(input('Total Quantity'), '4');
    await user.click(within(form()).getByRole('button', { name: 'Update Item' }));
    await errorToast('Failed to update registry item');
  });

  it('deletes an item only after "Are you sure you want to delete this item?"', async () => {
    const { user } = renderDashboard(
      dashboardMock(WITH_ITEMS),
      { request: { query: DeleteRegistryItemDocument, variables: { id: 301 } }, result: { data: { deleteRegistryItem: true } } },
      dashboardMock({ ...WITH_ITEMS, adminRegistryItems: [SAIL] }),
    );
    const asked = await answerDeleteDialog(user, 'Delete Dinner in Rome', 'cancel');
    expect(asked).toEqual({ title: 'Delete Dinner in Rome?', text: 'Are you sure you want to delete this item?' });
    expect(rows()).toHaveLength(2);
    await answerDeleteDialog(user, 'Delete Dinner in Rome', 'delete');
    await successToast('Registry item deleted successfully');
    expect(rows().map((r) => cells(r)[0])).toEqual(['Sunset Sail']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Registry Item' }));
  });

  it('a failed delete says "Failed to delete registry item"', async () => {
    const { user } = renderDashboard(dashboardMock(WITH_ITEMS), { request: { query: DeleteRegistryItemDocument, variables: { id: 300 } }, error: new Error('offline') });
    await answerDeleteDialog(user, 'Delete Sunset Sail', 'delete');
    await errorToast('Failed to delete registry item');
    expect(rows()).toHaveLength(2);
  });
});
