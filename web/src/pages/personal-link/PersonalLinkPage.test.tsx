import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SignInWithLinkDocument } from '../../session/signIn/gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { PersonalLinkPage } from './PersonalLinkPage';

const TOKEN = '12-abcdefghijklmnopqrstuvwx';

function open(mocks: Mocks) {
  return renderWithProviders(
    <Routes>
      <Route path="/i/:token" element={<PersonalLinkPage />} />
      <Route path="/rsvp" element={<p>RSVP page</p>} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    { route: `/i/${TOKEN}`, mocks },
  );
}

const refused = {
  request: { query: SignInWithLinkDocument, variables: { token: TOKEN } },
  result: {
    data: null,
    errors: [{ message: 'This link is no longer valid. Sign in with your last name and ZIP code.', extensions: { code: 'UNAUTHENTICATED', messageCode: 'PERSONAL_LINK_INVALID' } }],
  },
};

describe('a personal link', () => {
  it('signs the party in and lands on the RSVP page, leaving no token in the address bar', async () => {
    open([{ request: { query: SignInWithLinkDocument, variables: { token: TOKEN } }, result: { data: { signInWithLink: sessionUser({ id: 12 }) } } }]);
    expect(await screen.findByText('RSVP page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rsvp');
  });

  it('that no longer works says so, in the reader’s language, and offers the usual sign-in', async () => {
    const { user } = open([refused]);
    expect(await screen.findByRole('heading', { name: 'This link did not open your invitation' })).toBeTruthy();
    expect(screen.getByText('This link is no longer valid. Sign in with your last name and ZIP code.')).toBeTruthy();
    await activateLocale('es');
    expect(await screen.findByText('Este enlace ya no es válido. Inicia sesión con tu apellido y tu código postal.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Inicia sesión con tu apellido y código postal' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    await activateLocale('en');
  });
});
