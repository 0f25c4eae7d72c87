import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { GUEST_ROWS, PARTIES, dashboardMock, listMocks } from '../../../test/adminMocks';
import AdminPage from '../AdminPage';

const texts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

async function tableRows() {
  const region = await screen.findByRole('region', { name: 'Table of parties and guests' });
  return within(region).getAllByRole('row').slice(1);
}

describe('guests under each party in "Parties and Guests"', () => {
  it('lists each party’s guests under its row in order, with "(Child)", status, meal and dietary notes', async () => {
    renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), dashboardMock(), ...listMocks({ guests: GUEST_ROWS })] });
    const rows = await tableRows();
    expect(rows.map((r) => texts(r)[0])).toEqual(['Garcia Party', 'Maria Garcia', 'Jose Garcia', 'Lucia Garcia (Child)', 'Pablo Garcia', 'Lopez Party', 'Ana Lopez']);
    expect(texts(rows[1])[4]).toBe('✓ AttendingMeal: FishDietary restrictions: No nuts');
    expect(texts(rows[2])[4]).toBe('✗ Not Attending');
    expect(texts(rows[3])[4]).toBe('Pending');
    expect(texts(rows[4])[4]).toBe('No RSVP');
    expect(texts(rows[6])[4]).toBe('No RSVP');
  });

  it('shows each party’s guest count in its last cell, "guest" for one', async () => {
    renderWithProviders(<AdminPage />, {
      mocks: [meMock(sessionUser({ isAdmin: true })), dashboardMock(), ...listMocks({ parties: [...PARTIES, { ...PARTIES[0], id: 12, lastName: 'Smith' }], guests: GUEST_ROWS })],
    });
    const rows = await tableRows();
    const partyRows = rows.filter((r) => /Party$/.test(texts(r)[0] ?? ''));
    expect(partyRows.map((r) => [texts(r)[0], texts(r)[4]])).toEqual([
      ['Garcia Party', '4 guests'],
      ['Lopez Party', '1 guest'],
      ['Smith Party', '0 guests'],
    ]);
  });
});
