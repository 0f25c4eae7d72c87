import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { loginMock, meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { AuthPage } from './AuthPage';

const TOO_MANY = { code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_SIGN_IN_ATTEMPTS' };

function renderLogin(mocks: Mocks) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/auth', mocks },
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], lastName: string, zipCode: string) {
  if (lastName) await user.type(screen.getByLabelText('Last Name'), lastName);
  if (zipCode) await user.type(screen.getByLabelText('ZIP Code'), zipCode);
  await user.click(screen.getByRole('button', { name: 'Enter Site' }));
}

describe('login page', () => {
  it('shows the welcome texts and phone-friendly fields', async () => {
    renderLogin([meMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Please enter your last name and ZIP code to access the site')).toBeTruthy();
    expect(screen.getByLabelText('Last Name').getAttribute('autocomplete')).toBe('family-name');
    const zip = screen.getByLabelText('ZIP Code');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');
    // Guests abroad have postcodes with letters (UK, Canada): no numeric-only keypad.
    expect(zip.getAttribute('inputmode')).toBeNull();
  });

  it('requires a last name and a ZIP code of at least 5 characters', async () => {
    const { user } = renderLogin([meMock(null)]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, '   ', '');
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Valid ZIP code required')).toBeTruthy();
    // Focus goes to the first field to correct, which names its error.
    const lastName = screen.getByLabelText('Last Name');
    expect(document.activeElement).toBe(lastName);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(lastName.getAttribute('aria-errormessage')).toBe(screen.getByText('Last name is required').id);
  });

  it('rejects a short ZIP code only', async () => {
    const { user } = renderLogin([meMock(null)]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, 'Garcia', '1234');
    expect(screen.getByText('Valid ZIP code required')).toBeTruthy();
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(document.activeElement).toBe(screen.getByLabelText('ZIP Code'));
  });

  it('shows the "Login failed" toast when the server rejects the pair', async () => {
    const { user } = renderLogin([
      meMock(null),
      loginMock(
        { lastName: 'Garcia', zipCode: '99999' },
        { error: { message: 'Invalid last name or zip code', code: 'UNAUTHENTICATED', messageCode: 'LOGIN_FAILED' } },
      ),
    ]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, ' Garcia ', '99999');
    const toast = await screen.findByRole('status', { name: /Login failed/ });
    expect(within(toast).getByText('Invalid last name or zip code')).toBeTruthy();
    // Not left on <body> by the button that was disabled while pending.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last Name')));
  });

  it('shows the sign-in limit with the minutes to wait', async () => {
    const { user } = renderLogin([
      meMock(null),
      loginMock(
        { lastName: 'Garcia', zipCode: '99999' },
        { error: { ...TOO_MANY, message: 'Too many sign-in attempts. Please wait 3 minutes and try again.', params: { minutes: 3 } } },
      ),
    ]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, 'Garcia', '99999');
    expect(await screen.findByText('Too many sign-in attempts. Please wait 3 minutes and try again.')).toBeTruthy();
    expect(screen.getByText('Login failed')).toBeTruthy();
  });

  it("shows the server's field error under the field", async () => {
    const { user } = renderLogin([
      meMock(null),
      loginMock(
        { lastName: 'Garcia', zipCode: '1234x' },
        { error: { message: 'Valid ZIP code required', code: 'BAD_USER_INPUT', messageCode: 'ZIP_CODE_INVALID', field: 'zipCode' } },
      ),
    ]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, 'Garcia', '1234x');
    expect(await screen.findByText('Valid ZIP code required')).toBeTruthy();
    expect(screen.queryByText('Login failed')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('ZIP Code')));
  });

  it('disables "Enter Site" while the login is pending', async () => {
    const { user } = renderLogin([
      meMock(null),
      loginMock({ lastName: 'Garcia', zipCode: '12345' }, { user: sessionUser() }, { delay: Infinity }),
    ]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, 'Garcia', '12345');
    expect((screen.getByRole('button', { name: 'Enter Site' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes to / after a successful login', async () => {
    const { user } = renderLogin([
      meMock(null),
      loginMock({ lastName: 'Garcia', zipCode: '12345' }, { user: sessionUser() }),
    ]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, 'Garcia', '12345');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('sends a signed-in visitor to /', async () => {
    renderLogin([meMock(sessionUser())]);
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('names the tab after the page', async () => {
    renderLogin([meMock(null)]);
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(document.title).toBe('Sign In · Our Wedding');
  });
});

describe('login page in Spanish', () => {
  it('switches to Spanish with the visible switch, and remembers it', async () => {
    const { user } = renderLogin([meMock(null)]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenidos' })).toBeTruthy();
    expect(screen.getByText('Introduce tu apellido y tu código postal para entrar en la web')).toBeTruthy();
    expect(screen.getByLabelText('Apellido')).toBeTruthy();
    expect(screen.getByLabelText('Código postal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(document.title).toBe('Acceso · Nuestra boda');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('a field error on screen follows a change of language', async () => {
    const { user } = renderLogin([meMock(null)]);
    await screen.findByRole('heading', { name: 'Welcome' });
    await fillAndSubmit(user, '', '123');
    expect(screen.getByText('Valid ZIP code required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Introduce un código postal válido')).toBeTruthy();
    expect(screen.getByText('El apellido es obligatorio')).toBeTruthy();
  });

  it("shows server errors from the catalogue by messageCode, with the server's params", async () => {
    await activateLocale('es');
    const { user } = renderLogin([
      meMock(null),
      loginMock(
        { lastName: 'Garcia', zipCode: '99999' },
        { error: { ...TOO_MANY, message: 'Too many sign-in attempts. Please wait 1 minute and try again.', params: { minutes: 1 } } },
      ),
    ]);
    await screen.findByRole('heading', { name: 'Bienvenidos' });
    await user.type(screen.getByLabelText('Apellido'), 'Garcia');
    await user.type(screen.getByLabelText('Código postal'), '99999');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const toast = await screen.findByRole('status', { name: /No se ha podido entrar/ });
    expect(within(toast).getByText('Demasiados intentos de acceso. Espera 1 minuto y vuelve a intentarlo.')).toBeTruthy();
  });

  it("falls back to the server's English message for a code this build does not know", async () => {
    await activateLocale('es');
    const { user } = renderLogin([
      meMock(null),
      loginMock({ lastName: 'Garcia', zipCode: '99999' }, { error: { ...TOO_MANY, messageCode: 'SOMETHING_NEW', message: 'A newer server says this' } }),
    ]);
    await screen.findByRole('heading', { name: 'Bienvenidos' });
    await user.type(screen.getByLabelText('Apellido'), 'Garcia');
    await user.type(screen.getByLabelText('Código postal'), '99999');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('A newer server says this')).toBeTruthy();
  });
});
