import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { activateLocale } from './i18n/i18n';
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

describe('choosing the language by address', () => {
  it('?lang=es on the sign-in page shows it in Spanish and remembers the choice', async () => {
    renderWithProviders(<App />, { route: '/auth?lang=es', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Bienvenidos' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('lang')).toBe('es');
  });

  it('?lang=es works on any page, and the switch drops it from the address so the choice sticks', async () => {
    const { user } = renderWithProviders(<App />, { route: '/couple?lang=es', mocks: [meMock(sessionUser()), weddingMock()] });
    expect(await screen.findByRole('heading', { name: 'Nuestra historia' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Principal' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Nuestra historia · Nuestra boda'));
    await user.click(screen.getAllByRole('button', { name: 'English' })[0]);
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeTruthy();
    expect(screen.getByTestId('location').getAttribute('data-search')).toBe('');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('?lang=en switches back, and an unknown language changes nothing', async () => {
    await activateLocale('es');
    const { unmount } = renderWithProviders(<App />, { route: '/auth?lang=fr', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Bienvenidos' })).toBeTruthy();
    unmount();
    renderWithProviders(<App />, { route: '/auth?lang=en', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('names the 404 page in the chosen language', async () => {
    renderWithProviders(<App />, { route: '/nowhere?lang=es', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: '404 Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('/nowhere', { selector: 'code' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Nuestra boda'));
  });
});
