import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { CreatePartyDocument, DeletePartyDocument, PartyDeletionDocument, UpdatePartyDocument } from './gql/graphql';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { dashboardMock, errorResult, expectToast, listMocks, PARTIES, partiesPageMock, party } from '../../test/adminMocks';
import AdminPage from './AdminPage';

/** The dashboard with `mocks` first; the paged panels' reads answer with the two default parties after them. */
function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks, ...listMocks()] });
}
const FILTER = { search: null, guestGroup: null, rsvpStatus: null, meal: null };

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
      'Actions',
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
    const input = { lastName: 'Smith', zipCode: '10001', canRsvp: false, isAdmin: false, guestGroup: 'family', email: null, language: 'en' };
    const created = party({ id: 12, ...input });
    const { user } = renderDashboard(
      dashboardMock(),
      partiesPageMock(),
      { request: { query: CreatePartyDocument, variables: { input } }, result: { data: { createParty: created } } },
      partiesPageMock([...PARTIES, created]),
      // The new party is shown at once: the list searches for it.
      partiesPageMock([created], [], { variables: { filter: { ...FILTER, search: 'Smith' } } }),
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
    await waitFor(() => expect((screen.getByRole('searchbox', { name: /^Search/ }) as HTMLInputElement).value).toBe('Smith'));
    await waitFor(async () => expect(within(await table()).queryByRole('cell', { name: 'Garcia Party' })).toBeNull());
  }, 40_000); // typing a whole form; the shared machine is slow

  it('puts a duplicate refused by the server under the last name and in an "Error" toast', async () => {
    const input = { lastName: 'Garcia', zipCode: '08001', canRsvp: true, isAdmin: false, guestGroup: 'default', email: null, language: 'en' };
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
    const garcia = PARTIES[0];
    const { user } = renderDashboard(
      dashboardMock(),
      partiesPageMock(),
      { request: { query: UpdatePartyDocument, variables: { id: garcia.id, input: { guestGroup: 'family' } } }, result: { data: { updateParty: { ...garcia, guestGroup: 'family' } } } },
      partiesPageMock([{ ...garcia, guestGroup: 'family' }, PARTIES[1]]),
    );
    const select = (await screen.findByRole('combobox', { name: 'Guest group of the Garcia Party' })) as HTMLSelectElement;
    await user.selectOptions(select, 'family');
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Party updated successfully')).toBeTruthy();
    expect(select.value).toBe('family');
  });

  it('changes whether a party can RSVP from its row, and undoes it on screen when refused', async () => {
    const lopez = PARTIES[1];
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

  it('marks the signed-in admin’s own party "You", with no Delete button for it', async () => {
    renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ id: 10, isAdmin: true })), dashboardMock(), ...listMocks()] });
    const [, garcia, lopez] = within(await table()).getAllByRole('row');
    expect(within(garcia).getAllByRole('cell')[0].textContent).toBe('Garcia PartyYou (your own party)');
    expect(within(garcia).queryByRole('button', { name: 'Delete the Garcia Party' })).toBeNull();
    expect(within(garcia).getByRole('button', { name: 'Edit the Garcia Party' })).toBeTruthy();
    expect(within(lopez).queryByText('You')).toBeNull();
    expect(within(lopez).getByRole('button', { name: 'Delete the Lopez Party' })).toBeTruthy();
  });

  it('adds a party with two guests in one form; a blank guest line is left out', async () => {
    const input = {
      lastName: 'Ruiz',
      zipCode: '41001',
      canRsvp: true,
      isAdmin: false,
      guestGroup: 'default',
      email: null,
      language: 'en',
      guests: [
        { firstName: 'Ana', lastName: null, isChild: false },
        { firstName: 'Leo', lastName: 'Ruiz Gil', isChild: true },
      ],
    };
    const created = party({ id: 12, lastName: 'Ruiz', zipCode: '41001' });
    const { user } = renderDashboard(
      dashboardMock(),
      partiesPageMock(),
      { request: { query: CreatePartyDocument, variables: { input } }, result: { data: { createParty: created } } },
      partiesPageMock([...PARTIES, created]),
      partiesPageMock([created], [], { variables: { filter: { ...FILTER, search: 'Ruiz' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add New Party' }));
    await user.type(within(form()).getByLabelText(/^Last Name/), 'Ruiz');
    await user.type(within(form()).getByLabelText(/^ZIP Code/), '41001');
    await user.type(within(form()).getByLabelText('Guest 1: first name'), 'Ana');
    await user.click(within(form()).getByRole('button', { name: 'Add Guest' }));
    await user.type(within(form()).getByLabelText('Guest 2: first name'), 'Leo');
    await user.type(within(form()).getByLabelText('Guest 2: surname'), 'Ruiz Gil');
    await user.click(within(form()).getByRole('checkbox', { name: 'Guest 2 is a child' }));
    await user.click(within(form()).getByRole('button', { name: 'Add Guest' }));
    expect(within(form()).getByRole('group', { name: 'Guest 3' })).toBeTruthy();
    await user.click(within(form()).getByRole('button', { name: 'Create Party' }));
    await expectToast('Success', 'Party created successfully');
    expect(screen.queryByRole('form', { name: 'Add New Party' })).toBeNull();
    expect(within(await table()).getByRole('cell', { name: 'Ruiz Party' })).toBeTruthy();
  }, 40_000);

  it('asks for a guest’s first name before sending', async () => {
    const { user } = renderDashboard(dashboardMock());
    await user.click(await screen.findByRole('button', { name: 'Add New Party' }));
    await user.type(within(form()).getByLabelText(/^Last Name/), 'Ruiz');
    await user.type(within(form()).getByLabelText(/^ZIP Code/), '41001');
    await user.type(within(form()).getByLabelText('Guest 1: surname'), 'Gil');
    await user.click(within(form()).getByRole('button', { name: 'Create Party' }));
    expect(within(form()).getByText('First name is required')).toBeTruthy();
  });

  it('edits a party’s ZIP code: the form starts with its values and sends only what changed', async () => {
    const lopez = PARTIES[1];
    // Every list read (the page of parties, the guests panel's picker) answers as the server
    // would at that moment: the update changes what they answer, whichever is read last.
    let parties = PARTIES;
    const updated = { ...lopez, zipCode: '28002' };
    const { user } = renderWithProviders(<AdminPage />, {
      mocks: [
        meMock(sessionUser({ isAdmin: true })),
        dashboardMock(),
        {
          request: { query: UpdatePartyDocument, variables: { id: lopez.id, input: { zipCode: '28002' } } },
          result: () => {
            parties = [PARTIES[0], updated];
            return { data: { updateParty: updated } };
          },
        },
        ...listMocks().map((mock) => ({ ...mock, result: () => listMocks({ parties }).find((m) => m.request.query === mock.request.query)!.result as never })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the Lopez Party' }));
    const edit = screen.getByRole('form', { name: 'Edit the Lopez Party' });
    expect(document.activeElement).toBe(within(edit).getByLabelText(/^Last Name/));
    expect((within(edit).getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('Lopez');
    expect((within(edit).getByLabelText('Guest Group') as HTMLSelectElement).value).toBe('family');
    expect((within(edit).getByRole('checkbox', { name: 'Can RSVP' }) as HTMLInputElement).checked).toBe(false);
    expect(within(edit).queryByRole('button', { name: 'Add Guest' })).toBeNull();
    expect(within(await table()).getByRole('cell', { name: '28001' })).toBeTruthy();
    const zip = within(edit).getByLabelText(/^ZIP Code/);
    await user.clear(zip);
    await user.type(zip, ' 28002 ');
    await user.click(within(edit).getByRole('button', { name: 'Update Party' }));
    await expectToast('Success', 'Party updated successfully');
    // The refetched page may draw a moment after the toast.
    expect(await within(await table()).findByRole('cell', { name: '28002' }, { timeout: 5000 })).toBeTruthy();
  });

  it('deletes a party after the dashboard’s own dialog names what goes with it', async () => {
    const lopez = PARTIES[1];
    const counts = { __typename: 'PartyDeletion' as const, partyId: lopez.id, guests: 3, rsvpAnswers: 3, pollVotes: 1, triviaAnswers: 2, paymentConfirmationsKept: 1 };
    const { user } = renderDashboard(
      dashboardMock(),
      { request: { query: PartyDeletionDocument, variables: { id: lopez.id } }, result: { data: { partyDeletion: counts } } },
      partiesPageMock(),
      { request: { query: DeletePartyDocument, variables: { id: lopez.id } }, result: { data: { deleteParty: { __typename: 'PartyDeletion' as const, partyId: lopez.id } } } },
      partiesPageMock([PARTIES[0]]),
    );
    const confirm = window.confirm;
    window.confirm = () => {
      throw new Error('the browser’s confirm box was used');
    };
    try {
      await user.click(await screen.findByRole('button', { name: 'Delete the Lopez Party' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete the Lopez Party?' });
      await within(dialog).findByText('Its 3 guests and 6 answers will be deleted with it. This cannot be undone.');
      expect(within(dialog).getByText('Answers: 3 RSVP answers, 1 poll vote, 2 trivia answers.')).toBeTruthy();
      expect(within(dialog).getByText(/Its payment confirmation stays/)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Delete the Lopez Party' }));
      await expectToast('Success', 'Party deleted successfully');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(async () => expect(within(await table()).queryByRole('cell', { name: 'Lopez Party' })).toBeNull());
    } finally {
      window.confirm = confirm;
    }
  });

  it('Cancel in the delete dialog deletes nothing', async () => {
    const lopez = PARTIES[1];
    const counts = { __typename: 'PartyDeletion' as const, partyId: lopez.id, guests: 0, rsvpAnswers: 0, pollVotes: 0, triviaAnswers: 0, paymentConfirmationsKept: 0 };
    const { user } = renderDashboard(dashboardMock(), { request: { query: PartyDeletionDocument, variables: { id: lopez.id } }, result: { data: { partyDeletion: counts } } });
    await user.click(await screen.findByRole('button', { name: 'Delete the Lopez Party' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the Lopez Party?' });
    await within(dialog).findByText('It has no guests and no answers will be deleted with it. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(await table()).getByRole('cell', { name: 'Lopez Party' })).toBeTruthy();
  });
});
