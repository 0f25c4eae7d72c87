import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { DEFAULT_DASHBOARD, guestsPageMock, rsvpStatistics, statisticsGuest } from '../../../test/adminMocks';
import { escapeFrom, renderWithProviders } from '../../../test/render';
import { StatisticsPanel } from './StatisticsPanel';

// The counts come from these guests; each list is the server's page of them.
const GUESTS = [
  statisticsGuest({ id: 1, firstName: 'Ana', status: 'ATTENDING', mealPreference: 'Meat' }),
  statisticsGuest({ id: 2, firstName: 'Pablo', isChild: true, status: 'ATTENDING' }),
  statisticsGuest({ id: 3, firstName: 'Leo', status: 'NOT_ATTENDING' }),
  statisticsGuest({ id: 4, firstName: 'Eva', lastName: 'Lopez', partyId: 11, partyLastName: 'Lopez', status: 'PENDING' }),
  statisticsGuest({ id: 5, firstName: 'Tom', lastName: 'Ruiz', partyId: 12, partyLastName: 'Ruiz', status: 'NO_RSVP' }),
];

/** The guests a list shows, as the server pages them: the counted guests with one of `statuses`. */
const listOf = (statuses: string[], options: { offset?: number; total?: number; guests?: typeof GUESTS } = {}) =>
  guestsPageMock(
    { filter: { counted: true, rsvpStatus: statuses }, offset: options.offset ?? 0 },
    (options.guests ?? GUESTS).filter((g) => statuses.includes(g.status)),
    { total: options.total, uses: 3 },
  );

function renderPanel(guests = GUESTS, mealOptions: string[] = [], mocks: MockLink.MockedResponse[] = []) {
  const data = { ...DEFAULT_DASHBOARD, rsvpStatistics: rsvpStatistics(guests, mealOptions) };
  return renderWithProviders(<StatisticsPanel data={data} />, { mocks });
}

const stat = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+ Show the guests$`) });
const listed = (dialog: HTMLElement) => within(dialog).getAllByRole('listitem').map((li) => li.textContent);

describe('RSVP statistics', () => {
  it('shows the five numbers, each a button named with its number, and says how to open their lists', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Total Invited 5 Show the guests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'RSVP Responses 3 Show the guests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attending 2 Show the guests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not Attending 1 Show the guests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No Response Yet 2 Show the guests' })).toBeTruthy();
    expect(stat('Attending').textContent).toContain('2');
    expect(screen.getByText('Double-click a number, or press Enter on it, to see the guests it counts.')).toBeTruthy();
  });

  it('shows the rounded response rate as a progress bar', () => {
    renderPanel();
    const bar = screen.getByRole('progressbar', { name: 'Response Rate' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('60%');
    expect(screen.getByText('60%')).toBeTruthy();
  });

  it('shows a response rate of 0 when no one is invited', () => {
    renderPanel([]);
    expect(screen.getByRole('progressbar', { name: 'Response Rate' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('button', { name: 'Total Invited 0 Show the guests' })).toBeTruthy();
  });

  it('a double-click opens the guests attending, children marked, with their party; a single click does not', async () => {
    const { user } = renderPanel(GUESTS, [], [listOf(['ATTENDING'])]);
    await user.click(stat('Attending'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.dblClick(stat('Attending'));
    const dialog = await screen.findByRole('dialog', { name: 'Guests Attending' });
    expect(await within(dialog).findByText('2 guests')).toBeTruthy();
    expect(listed(dialog)).toEqual(['Ana GarciaGarcia Party', 'Pablo Garcia (Child)Garcia Party']);
    // All on one page: no page controls.
    expect(within(dialog).queryByRole('navigation')).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Enter opens the guests who have not responded, each with their party; Escape closes it', async () => {
    const { user } = renderPanel(GUESTS, [], [listOf(['PENDING', 'NO_RSVP'])]);
    stat('No Response Yet').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Guests Who Haven't Responded" });
    expect(await within(dialog).findByText('2 guests')).toBeTruthy();
    expect(listed(dialog)).toEqual(['Eva LopezLopez Party', 'Tom RuizRuiz Party']);
    await escapeFrom(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(stat('No Response Yet')));
  });

  it('Space opens a list of one, counted as "1 guest"; every stat has its own title', async () => {
    const { user } = renderPanel(GUESTS, [], [
      listOf(['NOT_ATTENDING']),
      listOf(['ATTENDING', 'NOT_ATTENDING']),
      listOf(['ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP']),
    ]);
    const titles: Array<[string, string, string]> = [
      ['Not Attending', 'Guests Not Attending', '1 guest'],
      ['RSVP Responses', 'Guests Who Have Responded', '3 guests'],
      ['Total Invited', 'Total Invited Guests', '5 guests'],
    ];
    for (const [label, title, count] of titles) {
      stat(label).focus();
      await user.keyboard(' ');
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(await within(dialog).findByText(count)).toBeTruthy();
      await escapeFrom(user, dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('pages a long list: 50 guests at a time, with where the page is and Previous / Next', async () => {
    const many = Array.from({ length: 50 }, (_, i) => statisticsGuest({ id: 1000 + i, firstName: `Guest${i}`, status: 'NO_RSVP' }));
    const next = [statisticsGuest({ id: 2000, firstName: 'Last', status: 'NO_RSVP' })];
    const { user } = renderPanel(GUESTS, [], [
      listOf(['PENDING', 'NO_RSVP'], { guests: many, total: 51 }),
      listOf(['PENDING', 'NO_RSVP'], { guests: next, total: 51, offset: 50 }),
    ]);
    await user.dblClick(stat('No Response Yet'));
    const dialog = await screen.findByRole('dialog', { name: "Guests Who Haven't Responded" });
    expect(await within(dialog).findByText('51 guests')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);
    const pages = within(dialog).getByRole('navigation', { name: "Pages of Guests Who Haven't Responded" });
    expect(within(pages).getByText('1–50 of 51')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listed(dialog)).toEqual(['Last GarciaGarcia Party']));
    expect(within(dialog).getByText('51–51 of 51')).toBeTruthy();
  });

  it('shows the meal choices when meal options exist, with those not chosen yet', () => {
    renderPanel(GUESTS, ['Meat', 'Fish']);
    const meals = screen.getByRole('heading', { level: 3, name: 'Meal choices' }).nextElementSibling as HTMLElement;
    expect(within(meals).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Meat: 1', 'Fish: 0', 'Not chosen yet: 1']);
  });

  it('shows no meal choices when no meal options exist', () => {
    renderPanel();
    expect(screen.queryByRole('heading', { name: 'Meal choices' })).toBeNull();
  });
});
