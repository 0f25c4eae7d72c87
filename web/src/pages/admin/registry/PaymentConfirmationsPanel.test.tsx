import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { UpdatePaymentConfirmationDocument } from '../gql/graphql';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, expectToast, paymentConfirmation, registryItem } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';

const ANA = paymentConfirmation({ message: 'Enjoy the trip!' });
const LUIS = paymentConfirmation({ id: 701, guestName: 'Luis Lopez', guestEmail: null, itemName: 'Dinner in Rome', registryItemId: 301, quantity: 2, amount: 9998, paymentMethod: 'venmo' });
const DONE = paymentConfirmation({ id: 702, guestName: 'Eva Diaz', status: 'confirmed', confirmedAt: '2026-05-03T09:00:00.000Z' });
const REFUSED = paymentConfirmation({ id: 703, guestName: 'Tom Ruiz', status: 'rejected' });
const WITH_CONFIRMATIONS = { ...DEFAULT_DASHBOARD, adminRegistryItems: [registryItem()], paymentConfirmations: [ANA, LUIS, DONE, REFUSED] };

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks] });
}

function decideMock(id: number, status: string, after: typeof WITH_CONFIRMATIONS): MockLink.MockedResponse[] {
  const decided = WITH_CONFIRMATIONS.paymentConfirmations.find((c) => c.id === id)!;
  return [
    { request: { query: UpdatePaymentConfirmationDocument, variables: { id, input: { status } } }, result: { data: { updatePaymentConfirmation: { ...decided, status } } } },
    dashboardMock(after),
  ];
}

const section = () => screen.getByRole('region', { name: 'Pending Payment Confirmations' });
const rows = () => within(within(section()).getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

afterEach(() => vi.restoreAllMocks());

describe('pending payment confirmations section', () => {
  it('lists only the pending ones with date, guest, e-mail, item, quantity, amount, method and message; counts the decided ones', async () => {
    renderDashboard(dashboardMock(WITH_CONFIRMATIONS));
    const table = within(await screen.findByRole('region', { name: 'Table of pending payment confirmations' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Guest',
      'Email',
      'Item',
      'Quantity',
      'Amount',
      'Method',
      'Message',
      'Actions',
    ]);
    expect(rows().map((r) => cells(r).slice(1, 8))).toEqual([
      ['Ana Garcia', 'ana@example.com', 'Sunset Sail', '1', '$120.00', 'Zelle', 'Enjoy the trip!'],
      ['Luis Lopez', '', 'Dinner in Rome', '2', '$99.98', 'Venmo', ''],
    ]);
    expect(cells(rows()[0])[0]).toMatch(/May 2, 2026/);
    expect(within(section()).queryByText('Eva Diaz')).toBeNull();
    expect(within(section()).queryByText('Tom Ruiz')).toBeNull();
    expect(within(section()).getByText('Pending: 2 · Confirmed so far: 1 · Rejected: 1')).toBeTruthy();
  });

  it('says so when nothing is pending', async () => {
    renderDashboard(dashboardMock({ ...DEFAULT_DASHBOARD, paymentConfirmations: [DONE] }));
    expect(await screen.findByText('No pending payment confirmations.')).toBeTruthy();
    expect(within(section()).queryByRole('table')).toBeNull();
  });

  it('confirms a payment: "Payment confirmed", and the row leaves the list', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderDashboard(
      dashboardMock(WITH_CONFIRMATIONS),
      ...decideMock(700, 'confirmed', { ...WITH_CONFIRMATIONS, paymentConfirmations: [{ ...ANA, status: 'confirmed' }, LUIS, DONE, REFUSED] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm payment from Ana Garcia for Sunset Sail' }));
    await expectToast('Success', 'Payment confirmed');
    expect(confirm).not.toHaveBeenCalled();
    expect(rows().map((r) => cells(r)[1])).toEqual(['Luis Lopez']);
    expect(within(section()).getByText('Pending: 1 · Confirmed so far: 2 · Rejected: 1')).toBeTruthy();
    expect(document.activeElement).toBe(within(section()).getByText(/^Pending: 1/));
  });

  it('rejects only after asking in the dashboard\'s own dialog: "Payment rejected and quantity restored"', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderDashboard(
      dashboardMock(WITH_CONFIRMATIONS),
      ...decideMock(701, 'rejected', { ...WITH_CONFIRMATIONS, paymentConfirmations: [ANA, { ...LUIS, status: 'rejected' }, DONE, REFUSED] }),
    );
    const reject = await screen.findByRole('button', { name: 'Reject payment from Luis Lopez for Dinner in Rome' });
    await user.click(reject);
    let question = await screen.findByRole('alertdialog', { name: 'Reject this payment?' });
    expect(within(question).getByText('Reject the payment from Luis Lopez for Dinner in Rome? The quantity goes back to the item.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rows()).toHaveLength(2);
    await user.click(reject);
    question = await screen.findByRole('alertdialog', { name: 'Reject this payment?' });
    await user.click(within(question).getByRole('button', { name: 'Reject' }));
    expect(confirm).not.toHaveBeenCalled();
    await expectToast('Success', 'Payment rejected and quantity restored');
    expect(rows().map((r) => cells(r)[1])).toEqual(['Ana Garcia']);
    expect(within(section()).getByText('Pending: 1 · Confirmed so far: 1 · Rejected: 2')).toBeTruthy();
  });

  it('a refused change shows the server’s message, else "Failed to confirm payment"', async () => {
    const { user } = renderDashboard(
      dashboardMock(WITH_CONFIRMATIONS),
      {
        request: { query: UpdatePaymentConfirmationDocument, variables: { id: 700, input: { status: 'confirmed' } } },
        result: errorResult('Payment confirmation not found', { code: 'NOT_FOUND', messageCode: 'CONFIRMATION_NOT_FOUND' }),
      },
      { request: { query: UpdatePaymentConfirmationDocument, variables: { id: 701, input: { status: 'confirmed' } } }, error: new Error('offline') },
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm payment from Ana Garcia for Sunset Sail' }));
    await expectToast('Error', 'Payment confirmation not found');
    await user.click(screen.getByRole('button', { name: 'Confirm payment from Luis Lopez for Dinner in Rome' }));
    await expectToast('Error', 'Failed to confirm payment');
    expect(rows()).toHaveLength(2);
  });
});
