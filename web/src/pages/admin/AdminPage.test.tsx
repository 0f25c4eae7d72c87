import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import AdminPage from './AdminPage';

describe('admin page', () => {
  it('denies a non-admin even when mounted directly', async () => {
    renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ allowedPages: ['admin'] }))] });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
  });

  it('shows the dashboard heading to an admin', async () => {
    renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true }))] });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });
});
