import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { UpdateRsvpOptionsDocument } from '../gql/graphql';
import { DEFAULT_DASHBOARD, dashboardMock, errorResult, listMocks, rsvpOptions, rsvpStatistics, statisticsGuest } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';
import { RsvpOptionsPanel } from './RsvpOptionsPanel';

type Options = ReturnType<typeof rsvpOptions>;

function renderPanel(options: Options = rsvpOptions(), ...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<RsvpOptionsPanel data={{ ...DEFAULT_DASHBOARD, rsvpOptions: options }} />, { mocks });
}

function saveMock(input: { deadline: string | null; mealOptions: string[]; mealOptionsEs: string[]; reminderDaysBefore?: number | null }, saved: Options): MockLink.MockedResponse[] {
  return [{ request: { query: UpdateRsvpOptionsDocument, variables: { input: { reminderDaysBefore: null, ...input } } }, result: { data: { updateRsvpOptions: saved } } }];
}

const meal = (n: number) => screen.getByRole('textbox', { name: `Meal option ${n}` }) as HTMLInputElement;
const meals = () => screen.queryAllByRole('textbox', { name: /^Meal option \d+$/ }).map((i) => (i as HTMLInputElement).value);
const deadline = () => screen.getByLabelText('RSVP Deadline') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save RSVP Options' });

describe('RSVP options', () => {
  it('starts from the saved deadline and meals, and explains what they do', () => {
    renderPanel(rsvpOptions({ deadline: '2026-05-01', mealOptions: ['Meat', 'Fish'] }));
    expect(deadline().value).toBe('2026-05-01');
    expect(meals()).toEqual(['Meat', 'Fish']);
    expect(screen.getByText(/With no meal options the RSVP form asks no meal\. After the deadline guests can no longer change their answers; admins still can\./)).toBeTruthy();
  });

  it('says when there are no meal options and when the deadline has passed', () => {
    renderPanel(rsvpOptions({ deadline: '2020-01-31', open: false }));
    expect(meals()).toEqual([]);
    expect(screen.getByText('No meal options: the RSVP form asks no meal.')).toBeTruthy();
    expect(screen.getByText('The deadline (January 31, 2020) has passed: guests can no longer change their answers.')).toBeTruthy();
  });

  it('adds, edits, reorders and removes meals, saves them with the deadline, says so, and the dashboard refetches', async () => {
    const input = { deadline: '2026-05-01', mealOptions: ['Vegetarian', 'Meat'], mealOptionsEs: ['', ''], reminderDaysBefore: null };
    const saved = rsvpOptions(input);
    const attending = [statisticsGuest({ status: 'ATTENDING', mealPreference: 'Meat' })];
    const { user } = renderWithProviders(<AdminPage />, {
      mocks: [
        meMock(sessionUser({ isAdmin: true })),
        dashboardMock({ ...DEFAULT_DASHBOARD, rsvpOptions: rsvpOptions({ mealOptions: ['Meat', 'Fish'] }), rsvpStatistics: rsvpStatistics(attending, ['Meat', 'Fish']) }),
        { request: { query: UpdateRsvpOptionsDocument, variables: { input } }, result: { data: { updateRsvpOptions: saved } } },
        dashboardMock({ ...DEFAULT_DASHBOARD, rsvpOptions: saved, rsvpStatistics: rsvpStatistics(attending, input.mealOptions) }),
        // The paged panels' reads, so they render as on the real dashboard.
        ...listMocks(),
      ],
    });
    await screen.findByRole('region', { name: 'RSVP Options' });
    await user.click(screen.getByRole('button', { name: 'Add Meal Option' }));
    expect(document.activeElement).toBe(meal(3));
    await user.type(meal(3), ' Vegetarian ');
    await user.click(screen.getByRole('button', { name: 'Move meal option 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move meal option 2 up' }));
    expect(meals()).toEqual([' Vegetarian ', 'Meat', 'Fish']);
    await user.click(screen.getByRole('button', { name: 'Remove meal option 3' }));
    expect(meals()).toEqual([' Vegetarian ', 'Meat']);
    expect(document.activeElement).toBe(meal(2));
    await user.type(deadline(), '2026-05-01');
    await user.click(save());
    const toast = await screen.findByRole('status', { name: /Success/ });
    expect(within(toast).getByText('RSVP options updated successfully')).toBeTruthy();
    expect(meals()).toEqual(['Vegetarian', 'Meat']);
    // The statistics now count the new meals.
    expect(await screen.findByText('Vegetarian: 0')).toBeTruthy();
    expect(screen.queryByText('Fish: 0')).toBeNull();
    // The whole dashboard in jsdom, typed into key by key: slower than the default 5 s on a busy machine.
  }, 20_000);

  it('clears the deadline and every meal (the form then asks none)', async () => {
    const { user } = renderPanel(rsvpOptions({ deadline: '2026-05-01', mealOptions: ['Meat'] }), ...saveMock({ deadline: null, mealOptions: [], mealOptionsEs: [] }, rsvpOptions()));
    await user.click(screen.getByRole('button', { name: 'Remove deadline' }));
    expect(deadline().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove meal option 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Meal Option' }));
    await user.click(save());
    expect(await screen.findByText('RSVP options updated successfully')).toBeTruthy();
  });

  it('refuses a meal over 60 characters and one listed twice, beside the field, without sending anything', async () => {
    const { user } = renderPanel(rsvpOptions({ mealOptions: ['Meat', 'Fish'] }));
    await user.type(meal(2), 'y'.repeat(57));
    await user.click(screen.getByRole('button', { name: 'Add Meal Option' }));
    await user.type(meal(3), 'meat');
    await user.click(save());
    expect(screen.getByText('A meal option can have at most 60 characters')).toBeTruthy();
    expect(screen.getByText('"meat" is listed twice')).toBeTruthy();
    expect(meal(2).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(meal(2));
    expect(screen.queryByRole('status', { name: /Error|Success/ })).toBeNull();
  });

  it('offers at most 12 meal options', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `Meal ${i + 1}`);
    const { user } = renderPanel(rsvpOptions({ mealOptions: twelve }));
    const add = screen.getByRole('button', { name: 'Add Meal Option' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('At most 12 meal options.')).toBeTruthy();
    await user.click(add);
    expect(meals()).toHaveLength(12);
  });

  it('shows the server’s refusal in an "Error" toast, else "Failed to update RSVP options"', async () => {
    const refused = errorResult('"Fish" is listed twice', { code: 'BAD_USER_INPUT', messageCode: 'MEAL_OPTION_TWICE', field: 'mealOptions', params: { meal: 'Fish' } });
    const { user } = renderPanel(
      rsvpOptions({ mealOptions: ['Fish'] }),
      { request: { query: UpdateRsvpOptionsDocument, variables: { input: { deadline: null, mealOptions: ['Fish'], mealOptionsEs: [''], reminderDaysBefore: null } } }, result: refused },
      { request: { query: UpdateRsvpOptionsDocument, variables: { input: { deadline: null, mealOptions: ['Fish'], mealOptionsEs: [''], reminderDaysBefore: null } } }, error: new Error('offline') },
    );
    await user.click(save());
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('"Fish" is listed twice')).toBeTruthy();
    await user.click(save());
    expect(await screen.findByText('Failed to update RSVP options')).toBeTruthy();
  });

  it('edits each meal’s Spanish beside its English and saves both, same order (issue 20 §4)', async () => {
    const input = { deadline: null, mealOptions: ['Chicken', 'Fish'], mealOptionsEs: ['Pollo', 'Pescado'] };
    const { user } = renderPanel(rsvpOptions({ mealOptions: ['Chicken', 'Fish'], mealOptionsEs: ['Pollo', ''] }), ...saveMock(input, rsvpOptions(input)));
    const spanish = (n: number) => screen.getByRole('textbox', { name: `Meal option ${n} in Spanish` }) as HTMLInputElement;
    expect(spanish(1).value).toBe('Pollo');
    expect(spanish(2).value).toBe('');
    expect(spanish(2).placeholder).toBe('Fish');
    await user.type(spanish(2), ' Pescado ');
    await user.click(save());
    expect(await screen.findByText('RSVP options updated successfully')).toBeTruthy();
    expect(spanish(2).value).toBe('Pescado');
  });

  it('refuses a Spanish name that names another meal before sending anything', async () => {
    const { user } = renderPanel(rsvpOptions({ mealOptions: ['Chicken', 'Fish'] }));
    await user.type(screen.getByRole('textbox', { name: 'Meal option 2 in Spanish' }), 'Chicken');
    await user.click(save());
    expect(await screen.findByText('"Chicken" is listed twice')).toBeTruthy();
  });

  it('saves the automatic reminder’s days, and says beside the field what it refuses', async () => {
    const input = { deadline: '2026-05-01', mealOptions: [], mealOptionsEs: [], reminderDaysBefore: 7 };
    const { user } = renderPanel(rsvpOptions({ deadline: '2026-05-01' }), ...saveMock(input, rsvpOptions(input)));
    const days = screen.getByRole('spinbutton', { name: 'Automatic reminder: days before the deadline' }) as HTMLInputElement;
    expect(days.value).toBe('');
    await user.type(days, '0');
    await user.click(save());
    expect(await screen.findByText('Enter a whole number of days from 1 to 60, or leave it empty.')).toBeTruthy();
    expect(document.activeElement).toBe(days);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(save());
    expect(await screen.findByText('RSVP options updated successfully')).toBeTruthy();
    expect(days.value).toBe('7');
  });
});
