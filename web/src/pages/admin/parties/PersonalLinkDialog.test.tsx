import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { RegeneratePersonalLinkDocument } from '../gql/graphql';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { dashboardMock, expectToast, listMocks, PARTIES } from '../../../test/adminMocks';
import AdminPage from '../AdminPage';

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks, ...listMocks()] });
}

const NEW_LINK = 'https://wedding.example/i/11-zyxwvutsrqponmlkjihgfedc';

describe('a party’s personal link in the dashboard', () => {
  it('shows the link to copy, and makes a new one only after a warning', async () => {
    const lopez = PARTIES[1];
    const { user } = renderDashboard(dashboardMock(), {
      request: { query: RegeneratePersonalLinkDocument, variables: { partyId: lopez.id } },
      result: { data: { regeneratePersonalLink: { ...lopez, personalLink: NEW_LINK } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Personal link of the Lopez Party' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal link of the Lopez Party' });
    expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe(lopez.personalLink);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(lopez.personalLink);
    await expectToast('Success', 'Link of the Lopez Party copied');

    await user.click(within(dialog).getByRole('button', { name: 'New link' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/any card printed with it, will stop working/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'New link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await expectToast('Success', 'The Lopez Party has a new link');
    await waitFor(() => expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe(NEW_LINK));
  });
});
