import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logoutMock, meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { activateLocale } from '../../i18n/i18n';
import { NavBar } from './NavBar';

type User = ReturnType<typeof sessionUser>;

function renderNav(user: User, extraMocks: Mocks = []) {
  return renderWithProviders(<NavBar user={user} />, { route: '/', mocks: [meMock(user), ...extraMocks] });
}

/** Link labels in the desktop bar (the mobile menu is only in the DOM while open). */
function linkLabels(navName = 'Main') {
  const nav = screen.getByRole('navigation', { name: navName });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((label) => label !== '');
}

describe('navigation bar', () => {
  it("shows only the guest's allowed pages", () => {
    renderNav(sessionUser({ canRsvp: true, allowedPages: ['home', 'couple', 'rsvp', 'polls'] }));
    expect(linkLabels()).toEqual(['Home', 'The Couple', 'RSVP', 'Polls']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('hides RSVP from a party without canRsvp', () => {
    renderNav(sessionUser({ canRsvp: false, allowedPages: ['home', 'couple', 'rsvp'] }));
    expect(linkLabels()).toEqual(['Home', 'The Couple']);
  });

  it('never shows Admin to a guest, even if listed', () => {
    renderNav(sessionUser({ allowedPages: ['home', 'admin', 'registry'] }));
    expect(linkLabels()).toEqual(['Home', 'Registry']);
  });

  it('shows every link, Admin included, to an admin', () => {
    renderNav(sessionUser({ isAdmin: true, canRsvp: true, allowedPages: [] }));
    expect(linkLabels()).toEqual([
      'Home',
      'The Couple',
      'RSVP',
      'Travel & Accommodations',
      'Event Schedule',
      'Registry',
      'Admin',
      'Polls',
      'Trivia',
    ]);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('opens the mobile menu and closes it on navigation', async () => {
    const { user } = renderNav(sessionUser({ allowedPages: ['home', 'couple'] }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-nav-menu')!;
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'The Couple']);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(menu).getByRole('link', { name: 'The Couple' }));
    expect(screen.getByTestId('location').textContent).toBe('/couple');
    expect(document.getElementById('mobile-nav-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('keeps Tab inside the open menu, closes it on Escape and gives focus back to the toggle', async () => {
    const { user } = renderNav(sessionUser({ allowedPages: ['home', 'couple'] }));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(document.activeElement).toBe(toggle);

    await user.tab();
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Home' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Logout' }));
    // The language switch is the menu's last item; then Tab wraps round to the toggle.
    await user.tab();
    expect(document.activeElement?.getAttribute('lang')).toBe('es');
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('lang')).toBe('es');

    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-nav-menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes the menu when focus moves out of the bar', async () => {
    const { user } = renderWithProviders(
      <>
        <NavBar user={sessionUser()} />
        <button type="button">Elsewhere</button>
      </>,
      { mocks: [meMock(sessionUser())] },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-nav-menu')).not.toBeNull();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(document.getElementById('mobile-nav-menu')).toBeNull());
  });

  it('goes to /auth after logging out', async () => {
    const { user } = renderNav(sessionUser(), [logoutMock({ ok: true })]);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('/auth');
  });

  it("shows the server's message when logout fails", async () => {
    const { user } = renderNav(sessionUser(), [logoutMock({ errorMessage: 'Session store unavailable' })]);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const toast = await screen.findByRole('status', { name: /Logout failed/ });
    expect(within(toast).getByText('Session store unavailable')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('speaks Spanish, including the Spanish server message, and switches back from the bar', async () => {
    await activateLocale('es');
    const { user } = renderNav(sessionUser({ isAdmin: true, canRsvp: true }), [
      logoutMock({ errorMessage: 'Something went wrong on our side. Please try again.', messageCode: 'INTERNAL_ERROR' }),
    ]);
    expect(linkLabels('Principal')).toEqual([
      'Inicio',
      'Los novios',
      'Confirmar asistencia',
      'Viaje y alojamiento',
      'Programa',
      'Lista de bodas',
      'Administración',
      'Encuestas',
      'Trivial',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const toast = await screen.findByRole('status', { name: /No se ha podido cerrar la sesión/ });
    expect(within(toast).getByText('Algo ha fallado por nuestra parte. Inténtalo de nuevo.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(linkLabels()[0]).toBe('Home');
  });

  it('offers the language switch inside the phone menu too', async () => {
    const { user } = renderNav(sessionUser({ allowedPages: ['home', 'couple'] }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-nav-menu')!;
    await user.click(within(menu).getByRole('button', { name: 'Español' }));
    expect(await within(menu).findByRole('link', { name: 'Los novios' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
  });
});
