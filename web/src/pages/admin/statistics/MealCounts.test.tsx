import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/i18n';
import { DEFAULT_DASHBOARD, dashboardMock, rsvpOptions, rsvpStatistics, statisticsGuest } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { useAdminDashboard } from '../useAdminDashboard';
import { MealCounts } from './MealCounts';

// Answers keep the English name; the couple reading the dashboard in Spanish sees their Spanish names.
const GUESTS = [statisticsGuest({ id: 1, status: 'ATTENDING', mealPreference: 'Fish' }), statisticsGuest({ id: 2, status: 'ATTENDING' })];
const DASHBOARD = {
  ...DEFAULT_DASHBOARD,
  rsvpOptions: rsvpOptions({ mealOptions: ['Meat', 'Fish', 'Kids menu'], mealOptionsEs: ['Carne', 'Pescado', ''] }),
  rsvpStatistics: rsvpStatistics(GUESTS, ['Meat', 'Fish', 'Kids menu']),
};

/** The panel as the dashboard shows it: once the dashboard's query has filled the cache. */
function Dashboard() {
  const { data } = useAdminDashboard();
  return data ? <MealCounts meals={data.rsvpStatistics.meals} /> : null;
}

const shown = async () => {
  const heading = await screen.findByRole('heading', { level: 3 });
  return within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
};

describe('meal choices in the dashboard', () => {
  it('in English: the English names', async () => {
    renderWithProviders(<Dashboard />, { mocks: [dashboardMock(DASHBOARD)] });
    expect(await shown()).toEqual(['Meat: 0', 'Fish: 1', 'Kids menu: 0', 'Not chosen yet: 1']);
  });

  it('in Spanish: the couple’s Spanish names, English where they gave none', async () => {
    await activateLocale('es');
    renderWithProviders(<Dashboard />, { mocks: [dashboardMock(DASHBOARD)] });
    const lines = await shown();
    expect(lines.slice(0, 3)).toEqual(['Carne: 0', 'Pescado: 1', 'Kids menu: 0']);
    expect(lines[3]).not.toMatch(/Not chosen/);
  });
});
