import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AddPartyGuestsDocument, DeletePartyGuestDocument } from '../gql/graphql';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { GUEST_ROWS, dashboardMock, errorResult, guestRow, guestsOfPartyMock, listMocks, partiesPageMock, partyGuest } from '../../../test/adminMocks';
import AdminPage from '../AdminPage';
import { answerDeleteDialog } from '../../../test/confirmDialog';

/** Garcia's four guests in the couple's order, and Lopez's one, as the panel reads them. */
const GARCIA = [
  partyGuest({ id: 101, firstName: 'Maria', sortOrder: 0 }),
  partyGuest({ id: 102, firstName: 'Jose', sortOrder: 1 }),
  partyGuest({ id: 103, firstName: 'Lucia', isChild: true, sortOrder: 2 }),
  partyGuest({ id: 104, firstName: 'Pablo', sortOrder: 3 }),
];
const LOPEZ = [partyGuest({ id: 110, partyId: 11, firstName: 'Ana', lastName: 'Lopez' })];

/** The dashboard with `mocks` first; then the picker, the parties' page and each party's guests, as often as asked. */
function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, {
    mocks: [
      meMock(sessionUser({ isAdmin: true })),
      dashboardMock(),
      ...mocks,
      ...listMocks({ guests: GUEST_ROWS }),
      guestsOfPartyMock(10, GARCIA, { uses: 10 }),
      guestsOfPartyMock(11, LOPEZ, { uses: 10 }),
    ],
  });
}

const panel = () => screen.getByRole('region', { name: 'Party Guest Management' });
/** The picker, once the server's parties are in it. */
const partySelect = async () => {
  const select = (await screen.findByRole('combobox', { name: 'Party' })) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
  return select;
};
const form = () => within(panel()).getByRole('form', { name: 'Add Guest' });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const addButton = () => within(form()).getByRole('button', { name: 'Add Guest' }) as HTMLButtonElement;
const listed = () => within(within(panel()).getByRole('list', { name: /^Guests of the/ })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => vi.restoreAllMocks());

describe('Party Guest Management', () => {
  it('offers the parties as "lastName (zipCode)" and lists the chosen party’s guests in order', async () => {
    const { user } = renderDashboard();
    const select = await partySelect();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a party', 'Garcia (08001)', 'Lopez (28001)']);
    expect(within(panel()).getByText('Choose a party to see its guests.')).toBeTruthy();
    await user.selectOptions(select, 'Garcia (08001)');
    expect(within(panel()).getByRole('heading', { level: 3, name: 'Guests of the Garcia Party' })).toBeTruthy();
    await waitFor(() => expect(listed()).toHaveLength(4));
    expect(listed()).toEqual(['Maria Garcia', 'Jose Garcia', 'Lucia Garcia (Child)', 'Pablo Garcia']);
    // The last name starts as the party's.
    expect(field(/^Last Name/).value).toBe('Garcia');
    await user.selectOptions(select, 'Lopez (28001)');
    await waitFor(() => expect(listed()).toEqual(['Ana Lopez']));
    expect(field(/^Last Name/).value).toBe('Lopez');
  });

  it('keeps a last name the admin typed when another party is chosen', async () => {
    const { user } = renderDashboard();
    await user.selectOptions(await partySelect(), 'Garcia (08001)');
    await waitFor(() => expect(listed()).toHaveLength(4));
    await user.clear(field(/^Last Name/));
    await user.type(field(/^Last Name/), 'Ruiz');
    await user.selectOptions(await partySelect(), 'Lopez (28001)');
    expect(field(/^Last Name/).value).toBe('Ruiz');
  });

  it('keeps "Add Guest" disabled until both names are filled', async () => {
    const { user } = renderDashboard();
    await user.selectOptions(await partySelect(), 'Garcia (08001)');
    expect(addButton().disabled).toBe(true);
    await user.type(field(/^First Name/), '  ');
    expect(addButton().disabled).toBe(true);
    await user.type(field(/^First Name/), 'Elena');
    expect(addButton().disabled).toBe(false);
    await user.clear(field(/^Last Name/));
    expect(addButton().disabled).toBe(true);
  });

  it('says "No party selected" when adding without a party', async () => {
    const { user } = renderDashboard();
    await partySelect();
    await user.type(field(/^First Name/), 'Elena');
    await user.type(field(/^Last Name/), 'Garcia');
    await user.click(addButton());
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('No party selected')).toBeTruthy();
  });

  it('adds a child to the chosen party and shows it in the refetched list', async () => {
    const added = partyGuest({ id: 120, firstName: 'Elena', isChild: true, sortOrder: 4 });
    const { user } = renderDashboard(
      partiesPageMock(undefined, GUEST_ROWS),
      guestsOfPartyMock(10, GARCIA),
      {
        request: { query: AddPartyGuestsDocument, variables: { guests: [{ partyId: 10, firstName: 'Elena', lastName: 'Garcia', isChild: true }] } },
        result: { data: { addPartyGuests: [added] } },
      },
      guestsOfPartyMock(10, [...GARCIA, added], { uses: 5 }),
      partiesPageMock(undefined, [...GUEST_ROWS, guestRow({ id: 120, firstName: 'Elena', isChild: true, sortOrder: 4 })], { uses: 5 }),
    );
    await user.selectOptions(await partySelect(), 'Garcia (08001)');
    await user.type(field(/^First Name/), ' Elena ');
    await user.click(within(form()).getByRole('checkbox', { name: 'Is Child' }));
    await user.click(addButton());
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Guest added successfully')).toBeTruthy();
    await waitFor(() => expect(listed()).toContain('Elena Garcia (Child)'));
    // Ready for the next member of the family: same last name, the rest cleared.
    expect(field(/^First Name/).value).toBe('');
    expect(field(/^Last Name/).value).toBe('Garcia');
    expect((within(form()).getByRole('checkbox', { name: 'Is Child' }) as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(field(/^First Name/));
    // Section 8 shows the new guest too.
    const table = screen.getByRole('region', { name: 'Table of parties and guests' });
    expect(within(table).getByRole('cell', { name: 'Elena Garcia (Child)' })).toBeTruthy();
  });

  it('shows the server’s message when adding fails', async () => {
    const { user } = renderDashboard({
      request: { query: AddPartyGuestsDocument, variables: { guests: [{ partyId: 11, firstName: 'Elena', lastName: 'Lopez', isChild: false }] } },
      result: errorResult('Party not found', { code: 'BAD_USER_INPUT', messageCode: 'PARTY_NOT_FOUND', field: 'guests[0].partyId' }),
    });
    await user.selectOptions(await partySelect(), 'Lopez (28001)');
    await user.type(field(/^First Name/), 'Elena');
    await user.click(addButton());
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('Party not found')).toBeTruthy();
    expect(field(/^First Name/).value).toBe('Elena');
  });

  it('deletes a guest only after confirmation', async () => {
    const { user } = renderDashboard(
      guestsOfPartyMock(10, GARCIA),
      { request: { query: DeletePartyGuestDocument, variables: { id: 102 } }, result: { data: { deletePartyGuest: true } } },
      guestsOfPartyMock(10, GARCIA.filter((g) => g.id !== 102), { uses: 5 }),
    );
    await user.selectOptions(await partySelect(), 'Garcia (08001)');
    await waitFor(() => expect(listed()).toHaveLength(4));
    const asked = await answerDeleteDialog(user, 'Delete Jose Garcia', 'cancel');
    expect(asked).toEqual({ title: 'Delete Jose Garcia?', text: 'Are you sure you want to delete Jose Garcia? Their RSVP answer is deleted too.' });
    expect(listed()).toContain('Jose Garcia');
    await answerDeleteDialog(user, 'Delete Jose Garcia', 'delete');
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('Guest deleted successfully')).toBeTruthy();
    await waitFor(() => expect(listed()).toEqual(['Maria Garcia', 'Lucia Garcia (Child)', 'Pablo Garcia']));
    // The pressed button is gone; focus waits on the list's heading.
    expect(document.activeElement).toBe(within(panel()).getByRole('heading', { level: 3, name: 'Guests of the Garcia Party' }));
  });

  it('shows "Failed to delete guest" when the delete fails without a server message', async () => {
    const { user } = renderDashboard({
      request: { query: DeletePartyGuestDocument, variables: { id: 110 } },
      error: new Error('offline'),
    });
    await user.selectOptions(await partySelect(), 'Lopez (28001)');
    await waitFor(() => expect(listed()).toEqual(['Ana Lopez']));
    await answerDeleteDialog(user, 'Delete Ana Lopez', 'delete');
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('Failed to delete guest')).toBeTruthy();
  });

  it('says so when the chosen party has no guests', async () => {
    const { user } = renderDashboard(guestsOfPartyMock(11, []));
    await user.selectOptions(await partySelect(), 'Lopez (28001)');
    expect(await within(panel()).findByText('No guests in this party yet.')).toBeTruthy();
  });
});
