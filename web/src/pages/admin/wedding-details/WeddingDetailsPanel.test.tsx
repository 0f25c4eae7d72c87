import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { UpdateWeddingDetailsDocument } from '../gql/graphql';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, expectToast, weddingDetails } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks] });
}

const section = () => screen.getByRole('region', { name: 'Wedding Details' });
// By name: label queries over the zone and country lists are slow in jsdom (the labels are checked once below).
const field = (name: string) => section().querySelector(`[name="${name}"]`) as HTMLInputElement;
const save = () => within(section()).getByRole('button', { name: 'Save Wedding Details' });

const SAVED = weddingDetails({
  partnerOneName: 'Lucía',
  partnerTwoName: 'Marc',
  date: '2027-09-18',
  ceremonyTime: '17:30',
  venueName: 'Masia Can Ribes',
  venueAddress: 'Camí de Can Ribes, 12',
  venueCity: '08870 Sitges',
  currency: 'EUR',
});
const INPUT = {
  partnerOneName: 'Lucía',
  partnerTwoName: 'Marc',
  date: '2027-09-18',
  ceremonyTime: '17:30',
  timezone: 'Europe/Madrid',
  venueName: 'Masia Can Ribes',
  venueAddress: 'Camí de Can Ribes, 12',
  venueCity: '08870 Sitges',
  country: 'ES',
  mapsUrl: '',
  currency: 'EUR',
};

describe('Wedding Details section', () => {
  it('comes first, before the spec\'s sections, and starts from the saved details', async () => {
    renderDashboard(dashboardMock({ ...DEFAULT_DASHBOARD, weddingDetails: SAVED }));
    await screen.findByRole('region', { name: 'Wedding Details' });
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link')[0]).toMatchObject({ textContent: 'Wedding Details' });
    expect(within(contents).getAllByRole('link')[0].getAttribute('href')).toBe('#wedding-details');
    expect(screen.getAllByRole('heading', { level: 2 })[0].textContent).toBe('Wedding Details');

    for (const label of [/^Partner's name/, /^Other partner's name/, /^Wedding date/, /^Ceremony time/, /^Time zone/, /^Venue name/, /^Street address/, /^City/, /^Country/, /^Maps link/, /^Registry currency/]) {
      expect(within(section()).getByLabelText(label), String(label)).toBeTruthy();
    }
    expect(field('partnerOneName').value).toBe('Lucía');
    expect(field('partnerTwoName').value).toBe('Marc');
    expect(field('date').value).toBe('2027-09-18');
    expect(field('ceremonyTime').value).toBe('17:30');
    expect(field('timezone').value).toBe('Europe/Madrid');
    // Every IANA zone the browser knows.
    expect(within(field('timezone')).getAllByRole('option').length).toBe(Intl.supportedValuesOf('timeZone').length);
    expect(field('country').value).toBe('ES');
    expect((field('country') as unknown as HTMLSelectElement).selectedOptions[0].textContent).toBe('Spain');
    expect(within(section()).getByText('Guests read it in their language: Spain / España.')).toBeTruthy();
    expect(field('currency').value).toBe('EUR');
    // No link of their own: the generated map search is offered to check.
    const preview = within(section()).getByRole('link', { name: 'Open the map search' });
    expect(new URL(preview.getAttribute('href')!).searchParams.get('query')).toBe('Masia Can Ribes, Camí de Can Ribes, 12, 08870 Sitges, Spain');
  }, 40_000);

  it('saves every field at once: "Success" / "Wedding details updated successfully"', async () => {
    const changed = { ...INPUT, partnerTwoName: 'Marco', country: 'IT', timezone: 'Europe/Rome', mapsUrl: 'https://maps.example.com/venue' };
    const { user } = renderDashboard(
      dashboardMock({ ...DEFAULT_DASHBOARD, weddingDetails: SAVED }),
      { request: { query: UpdateWeddingDetailsDocument, variables: { input: changed } }, result: { data: { updateWedding: { __typename: 'Wedding', coupleNames: 'Lucía & Marco' } } } },
      dashboardMock({ ...DEFAULT_DASHBOARD, weddingDetails: weddingDetails({ ...changed }) }),
    );
    await screen.findByRole('region', { name: 'Wedding Details' });
    await user.clear(field('partnerTwoName'));
    await user.type(field('partnerTwoName'), ' Marco ');
    await user.selectOptions(field('country'), 'IT');
    await user.selectOptions(field('timezone'), 'Europe/Rome');
    await user.type(field('mapsUrl'), 'https://maps.example.com/venue');
    expect(within(section()).queryByRole('link', { name: 'Open the map search' })).toBeNull();
    await user.click(save());
    await expectToast('Success', 'Wedding details updated successfully');
    expect(field('partnerTwoName').value).toBe('Marco');
  }, 40_000);

  it('names an empty required field and a link that is not https before sending anything', async () => {
    const { user } = renderDashboard(dashboardMock({ ...DEFAULT_DASHBOARD, weddingDetails: SAVED }));
    await screen.findByRole('region', { name: 'Wedding Details' });
    await user.clear(field('partnerOneName'));
    await user.click(save());
    expect(await within(section()).findByText("Partner's name cannot be empty")).toBeTruthy();
    expect(document.activeElement).toBe(field('partnerOneName'));

    await user.type(field('partnerOneName'), 'Lucía');
    expect(within(section()).queryByText("Partner's name cannot be empty")).toBeNull();
    await user.type(field('mapsUrl'), 'http://maps.example.com');
    await user.click(save());
    expect(await within(section()).findByText('The link must start with https://')).toBeTruthy();
    expect(document.activeElement).toBe(field('mapsUrl'));
  }, 40_000);

  it('shows the server\'s refusal beside the field it names, and keeps what was typed', async () => {
    const { user } = renderDashboard(dashboardMock({ ...DEFAULT_DASHBOARD, weddingDetails: SAVED }), {
      request: { query: UpdateWeddingDetailsDocument, variables: { input: { ...INPUT, ceremonyTime: '' } } },
      result: errorResult('timezone must be an IANA timezone such as Europe/Madrid', { code: 'BAD_USER_INPUT', field: 'timezone', messageCode: 'TIMEZONE_INVALID' }),
    });
    await screen.findByRole('region', { name: 'Wedding Details' });
    await user.clear(field('ceremonyTime'));
    await user.click(save());
    await expectToast('Error', 'timezone must be an IANA timezone such as Europe/Madrid');
    await waitFor(() => expect(within(section()).getAllByText('timezone must be an IANA timezone such as Europe/Madrid').length).toBe(1));
    expect(field('ceremonyTime').value).toBe('');
  }, 40_000);
});
