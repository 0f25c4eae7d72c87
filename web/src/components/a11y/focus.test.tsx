import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../App';
import { loginMock, logoutMock, meMock, sessionUser, weddingMock } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';

const party = sessionUser({ allowedPages: ['home', 'couple'] });

describe('focus on route changes and the skip link', () => {
  it('leaves focus where the browser puts it on the first load', async () => {
    renderWithProviders(<App />, { route: '/couple', mocks: [meMock(party)] });
    await screen.findByRole('heading', { name: 'Our Story' });
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's main heading after a link", async () => {
    const { user } = renderWithProviders(<App />, { route: '/couple', mocks: [meMock(party), weddingMock()] });
    await screen.findByRole('heading', { name: 'Our Story' });
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana & Ben' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('holds focus on <main> while the next page loads, then moves it to its heading', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/couple',
      mocks: [meMock(party), { ...weddingMock(), delay: 300 }],
    });
    await screen.findByRole('heading', { name: 'Our Story' });
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana & Ben' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('offers "Skip to main content" as the first Tab stop, which focuses the main heading', async () => {
    const { user } = renderWithProviders(<App />, { route: '/couple', mocks: [meMock(party)] });
    const heading = await screen.findByRole('heading', { name: 'Our Story' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
  });

  it('has no skip link when signed out (there is no navigation to skip)', async () => {
    renderWithProviders(<App />, { route: '/auth', mocks: [meMock(null)] });
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
  });

  // Typing in jsdom is slow on a busy machine: these two wait longer than the defaults.
  const SLOW = { timeout: 4000 };

  it('puts focus on the landing heading after sign-in', { timeout: 15_000 }, async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/auth',
      mocks: [meMock(null), loginMock({ lastName: 'Garcia', zipCode: '12345' }, { user: party }), weddingMock()],
    });
    await user.type(await screen.findByLabelText('Last Name'), 'Garcia');
    await user.type(screen.getByLabelText('ZIP Code'), '12345{Enter}');
    const landing = await screen.findByRole('heading', { level: 1, name: 'Ana & Ben' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(landing), SLOW);
  });

  it('puts focus on "Welcome" after Logout', { timeout: 15_000 }, async () => {
    const { user } = renderWithProviders(<App />, { route: '/couple', mocks: [meMock(party), logoutMock({ ok: true })] });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const welcome = await screen.findByRole('heading', { name: 'Welcome' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(welcome), SLOW);
  });
});
