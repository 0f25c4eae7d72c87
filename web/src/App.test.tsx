import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { loginMock, logoutMock, meMock, sessionUser, weddingMock } from './test/mocks';
import { renderWithProviders } from './test/render';

describe('app shell', () => {
  it('shows the 404 screen for an unknown path', async () => {
    renderWithProviders(<App />, { route: '/no-such-page', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('hides the navigation bar when signed out', async () => {
    renderWithProviders(<App />, { route: '/auth', mocks: [meMock(null)] });
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the navigation bar and the landing page when signed in', async () => {
    renderWithProviders(<App />, { route: '/', mocks: [meMock(sessionUser()), weddingMock()] });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ana & Ben' })).toBeTruthy();
  });

  it('scrolls to the top on a route change', async () => {
    const { user } = renderWithProviders(<App />, { route: '/', mocks: [meMock(sessionUser()), weddingMock()] });
    await screen.findByRole('navigation', { name: 'Main' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const before = scrollTo.mock.calls.length;
    await user.click(screen.getAllByRole('link', { name: 'The Couple' })[0]);
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeTruthy();
    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(before));
  });

  it('loads the admin page lazily and shows it to admins', async () => {
    renderWithProviders(<App />, { route: '/admin', mocks: [meMock(sessionUser({ isAdmin: true }))] });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('switches the whole UI at once on login and logout', async () => {
    const party = sessionUser({ allowedPages: ['home', 'couple'] });
    const { user } = renderWithProviders(<App />, {
      route: '/auth',
      mocks: [
        meMock(null),
        loginMock({ lastName: 'Garcia', zipCode: '12345' }, { user: party }),
        weddingMock(),
        logoutMock({ ok: true }),
      ],
    });
    await user.type(await screen.findByLabelText('Last Name'), 'Garcia');
    await user.type(screen.getByLabelText('ZIP Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Enter Site' }));

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ana & Ben' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });
});
