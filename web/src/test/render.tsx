import type { ReactElement } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { UiProvider } from '../components/UiProvider';
import { i18n } from '../i18n/i18n';

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

interface RenderOptions {
  /** The URL the in-memory router starts at. */
  route?: string;
  /** Apollo responses, e.g. from `meMock()`. */
  mocks?: Mocks;
}

/** Shows the router's current path (and query) so tests can assert redirects and navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" data-search={search}>
      {pathname}
    </output>
  );
}

/**
 * Renders `ui` inside the app's real catalogues (English unless a test activated another
 * language), Chakra system, a mocked Apollo client and a MemoryRouter.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks = [] }: RenderOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </UiProvider>
      </I18nProvider>
    </MockedProvider>,
  );
  return { user, ...result };
}

/**
 * Presses Escape in an open dialog once it has taken focus: the dialog listens for the key only
 * then, and on a loaded machine a key pressed earlier goes to the page instead.
 */
export async function escapeFrom(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await waitFor(() => {
    if (!dialog.contains(document.activeElement)) throw new Error('the dialog has not taken focus yet');
  });
  await user.keyboard('{Escape}');
}
