import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { UpdatePaymentSettingsDocument } from '../gql/graphql';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, expectToast, paymentSettings } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks] });
}

const section = () => screen.getByRole('region', { name: 'Payment Settings' });
const field = (label: string) => within(section()).getByLabelText(label) as HTMLInputElement;
const save = () => within(section()).getByRole('button', { name: 'Save Payment Settings' });

describe('payment settings section', () => {
  it('starts from the saved settings, USD by default among a few common currencies', async () => {
    renderDashboard(dashboardMock({ ...DEFAULT_DASHBOARD, paymentSettings: paymentSettings({ venmoUsername: 'ana-and-leo', zelleEmail: 'gifts@example.com' }) }));
    await screen.findByRole('region', { name: 'Payment Settings' });
    expect(field('Venmo Username').value).toBe('ana-and-leo');
    expect(field('Zelle Email').value).toBe('gifts@example.com');
    expect(field('Currency').value).toBe('USD');
    expect(within(field('Currency')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'MXN']);
    expect(within(field('Currency')).getByRole('option', { name: 'USD (US Dollar)' })).toBeTruthy();
  });

  it('saves the username without its "@", the e-mail and the currency: "Success" / "Payment settings updated successfully"', async () => {
    const saved = paymentSettings({ venmoUsername: 'ana-and-leo', zelleEmail: 'gifts@example.com', currency: 'EUR' });
    const { user } = renderDashboard(
      dashboardMock(),
      {
        request: { query: UpdatePaymentSettingsDocument, variables: { input: { venmoUsername: 'ana-and-leo', zelleEmail: 'gifts@example.com', currency: 'EUR' } } },
        result: { data: { updatePaymentSettings: saved } },
      },
      dashboardMock({ ...DEFAULT_DASHBOARD, paymentSettings: saved }),
    );
    await screen.findByRole('region', { name: 'Payment Settings' });
    await user.type(field('Venmo Username'), ' @ana-and-leo ');
    await user.type(field('Zelle Email'), 'gifts@example.com');
    await user.selectOptions(field('Currency'), 'EUR');
    await user.click(save());
    await expectToast('Success', 'Payment settings updated successfully');
    expect(field('Venmo Username').value).toBe('ana-and-leo');
  });

  it('blank fields clear a setting', async () => {
    const { user } = renderDashboard(
      dashboardMock({ ...DEFAULT_DASHBOARD, paymentSettings: paymentSettings({ venmoUsername: 'old' }) }),
      {
        request: { query: UpdatePaymentSettingsDocument, variables: { input: { venmoUsername: null, zelleEmail: null, currency: 'USD' } } },
        result: { data: { updatePaymentSettings: paymentSettings() } },
      },
      dashboardMock(),
    );
    await screen.findByRole('region', { name: 'Payment Settings' });
    await user.clear(field('Venmo Username'));
    await user.click(save());
    await expectToast('Success', 'Payment settings updated successfully');
  });

  it('shows a refused e-mail under its field and in an "Error" toast', async () => {
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: UpdatePaymentSettingsDocument, variables: { input: { venmoUsername: null, zelleEmail: 'not-an-email', currency: 'USD' } } },
      result: errorResult('Please enter a valid email address', { code: 'BAD_USER_INPUT', messageCode: 'EMAIL_INVALID', field: 'zelleEmail' }),
    });
    await screen.findByRole('region', { name: 'Payment Settings' });
    await user.type(field('Zelle Email'), 'not-an-email');
    await user.click(save());
    await expectToast('Error', 'Please enter a valid email address');
    expect(field('Zelle Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('falls back to "Failed to update payment settings"', async () => {
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: UpdatePaymentSettingsDocument, variables: { input: { venmoUsername: null, zelleEmail: null, currency: 'USD' } } },
      error: new Error('offline'),
    });
    await screen.findByRole('region', { name: 'Payment Settings' });
    await user.click(save());
    await expectToast('Error', 'Failed to update payment settings');
  });
});
