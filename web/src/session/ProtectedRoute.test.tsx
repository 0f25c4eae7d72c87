import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { meMock, sessionUser } from '../test/mocks';
import { renderWithProviders, type Mocks } from '../test/render';
import { ProtectedRoute } from './ProtectedRoute';

function renderRoute(route: string, mocks: Mocks, page?: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<p>Login screen</p>} />
      <Route path="/couple" element={<p>Couple page</p>} />
      <Route
        path={route}
        element={
          <ProtectedRoute path={route} page={page}>
            <p>Protected content</p>
          </ProtectedRoute>
        }
      />
    </Routes>,
    { route, mocks },
  );
}

describe('ProtectedRoute', () => {
  it('shows a spinner while the session loads', () => {
    renderRoute('/registry', [meMock(null, { delay: Infinity })]);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Protected content')).toBeNull();
  });

  it('redirects to /auth when nobody is signed in', async () => {
    renderRoute('/registry', [meMock(null)]);
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });

  it('shows Access Restricted with a link to /couple when the page is not allowed', async () => {
    renderRoute('/registry', [meMock(sessionUser({ allowedPages: ['home', 'couple', 'rsvp'] }))]);
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this page.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Our Story' }).getAttribute('href')).toBe('/couple');
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(document.title).toBe('Access Restricted · Our Wedding');
  });

  it('shows the page when its name is in allowedPages', async () => {
    renderRoute('/registry', [meMock(sessionUser({ allowedPages: ['home', 'registry'] }))]);
    expect(await screen.findByText('Protected content')).toBeTruthy();
  });

  it('uses "home" as the page name of "/"', async () => {
    renderRoute('/', [meMock(sessionUser({ allowedPages: ['home'] }))]);
    expect(await screen.findByText('Protected content')).toBeTruthy();
  });

  it('checks an explicit page name instead of the path', async () => {
    renderRoute('/logistics', [meMock(sessionUser({ allowedPages: ['logistics'] }))], 'travel');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
  });

  it('lets an admin open every page, including admin', async () => {
    renderRoute('/admin', [meMock(sessionUser({ isAdmin: true, allowedPages: [] }))]);
    expect(await screen.findByText('Protected content')).toBeTruthy();
  });

  it('keeps the admin page from non-admins even if listed, with the spec\'s "Access Denied"', async () => {
    renderRoute('/admin', [meMock(sessionUser({ allowedPages: ['home', 'admin'] }))]);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(document.title).toBe('Access Denied · Our Wedding');
  });
});
