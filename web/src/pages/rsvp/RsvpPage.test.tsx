import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAIN_ID } from '../../components/a11y/focus';
import { RsvpPageDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { ProtectedRoute } from '../../session/ProtectedRoute';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { LUCIA, MARIA, answer, rsvpPageMock, submitMock } from '../../test/rsvpMocks';
import { RsvpPage } from './RsvpPage';

function renderRsvp(mocks: Mocks, user = sessionUser()) {
  // In <main id="main"> as in the app: focus moves to its h1 when the screen changes.
  return renderWithProviders(
    <main id={MAIN_ID}>
      <RsvpPage />
    </main>,
    { route: '/rsvp', mocks: [meMock(user), ...mocks] },
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const guestBlock = (name: string) => screen.getByRole('group', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const dietaryOf = (name: string) => within(guestBlock(name)).getByLabelText('Dietary Restrictions or Allergies') as HTMLTextAreaElement;

describe('RSVP page states (spec §2, in order)', () => {
  it('1: a party without canRsvp is told it may not RSVP, and nothing is asked of the server', async () => {
    // No RsvpPage mock: a query would fail the test with "No more mocked responses".
    renderRsvp([], sessionUser({ canRsvp: false }));
    expect(await heading('RSVP Not Available')).toBeTruthy();
    expect(screen.getByText('You are not authorized to RSVP for this event.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a group without the rsvp page gets the route guard’s Access Restricted', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/rsvp" element={<ProtectedRoute path="/rsvp"><RsvpPage /></ProtectedRoute>} />
      </Routes>,
      { route: '/rsvp', mocks: [meMock(sessionUser({ allowedPages: ['home', 'couple'] }))] },
    );
    expect(await heading('Access Restricted')).toBeTruthy();
  });

  it('2: a spinner while the party’s guests load', async () => {
    renderRsvp([rsvpPageMock({}, { delay: Infinity })]);
    expect(await screen.findByRole('status', { name: 'Loading your RSVP' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('a failed load says so instead of spinning forever', async () => {
    renderRsvp([{ request: { query: RsvpPageDocument }, error: new Error('Failed to fetch') }]);
    expect(await heading('RSVP')).toBeTruthy();
    expect(screen.getByText("We couldn't load your RSVP. Please refresh the page.")).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('3: a party without guests is asked to contact the organizer', async () => {
    renderRsvp([rsvpPageMock({ guests: [] })]);
    expect(await heading('No Guests Found')).toBeTruthy();
    expect(screen.getByText('Please contact the event organizer to add guests to your party.')).toBeTruthy();
  });

  it('4: answers given: "RSVP Received" lists the guests coming with their dietary notes', async () => {
    renderRsvp([rsvpPageMock({ answers: [answer(1, true, 'Vegetarian'), answer(2, false)] })]);
    expect(await heading('RSVP Received')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Guests attending' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Maria GarciaDietary: Vegetarian']);
    expect(screen.getByRole('button', { name: 'Edit Response' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('4: below those coming, the summary names who is not coming and who has not answered yet', async () => {
    renderRsvp([rsvpPageMock({ answers: [answer(1, true), answer(2, false)] })]);
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Guests attending' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Maria Garcia']);
    expect(within(screen.getByRole('list', { name: 'Not attending' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lucia Garcia']);
    expect(screen.queryByRole('list', { name: 'Not answered yet' })).toBeNull();
  });

  it('4: nobody coming yet, one still to answer: no "No guests attending", the pending guest named', async () => {
    renderRsvp([rsvpPageMock({ answers: [answer(1, false), answer(2, null)] })]);
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(screen.queryByText('No guests attending')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Not attending' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Maria Garcia']);
    expect(within(screen.getByRole('list', { name: 'Not answered yet' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lucia Garcia']);
    expect(screen.getByText('Choose “Edit Response” to answer for them.')).toBeTruthy();
  });

  it('4: when nobody is coming and everyone has answered, the summary says so', async () => {
    renderRsvp([rsvpPageMock({ answers: [answer(1, false), answer(2, false)] })]);
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(screen.getByText('No guests attending')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Guests attending' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Not attending' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('5: no answers yet: the form, each guest unticked with the dietary box disabled', async () => {
    renderRsvp([rsvpPageMock()]);
    expect(await heading('RSVP')).toBeTruthy();
    expect(screen.getByText('Please Respond')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Guest Information' })).toBeTruthy();
    expect(checkbox('Maria Garcia').checked).toBe(false);
    expect(checkbox('Lucia Garcia').checked).toBe(false);
    expect(within(guestBlock('Lucia Garcia')).getByText('Child')).toBeTruthy();
    expect(within(guestBlock('Maria Garcia')).queryByText('Child')).toBeNull();
    const dietary = dietaryOf('Maria Garcia');
    expect(dietary.disabled).toBe(true);
    expect(dietary.placeholder).toBe('Not attending');
    expect(screen.getByRole('button', { name: 'Submit RSVP' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('5: ticking a guest enables their dietary box', async () => {
    const { user } = renderRsvp([rsvpPageMock()]);
    await heading('RSVP');
    await user.click(checkbox('Maria Garcia'));
    const dietary = dietaryOf('Maria Garcia');
    expect(dietary.disabled).toBe(false);
    expect(dietary.placeholder).toBe('e.g., Vegetarian, Gluten-free, Nut allergy...');
    expect(dietaryOf('Lucia Garcia').disabled).toBe(true);
  });
});

describe('answering', () => {
  it('submits every guest’s answer, thanks the party and shows the summary', async () => {
    const sent = [
      { guestId: 1, attending: true, dietaryRestrictions: 'No nuts', mealPreference: null },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const { user } = renderRsvp([rsvpPageMock(), submitMock(sent, { answers: [answer(1, true, 'No nuts'), answer(2, false)] })]);
    await heading('RSVP');
    await user.click(checkbox('Maria Garcia'));
    await user.type(dietaryOf('Maria Garcia'), ' No nuts ');
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    const toast = await screen.findByRole('status', { name: /RSVP Submitted/ });
    expect(within(toast).getByText('Thank you for your response!')).toBeTruthy();
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Guests attending' })).getByRole('listitem').textContent).toBe('Maria GarciaDietary: No nuts');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  }, 20_000);

  it('Edit Response opens the form from the saved answers; Cancel goes back unchanged', async () => {
    const { user } = renderRsvp([rsvpPageMock({ answers: [answer(1, true, 'Vegetarian'), answer(2, false)] })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
    expect(await heading('RSVP')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByText('Edit Your Response')).toBeTruthy();
    expect(checkbox('Maria Garcia').checked).toBe(true);
    expect(checkbox('Lucia Garcia').checked).toBe(false);
    expect(dietaryOf('Maria Garcia').value).toBe('Vegetarian');
    expect(screen.getByRole('button', { name: 'Update RSVP' })).toBeTruthy();

    await user.click(checkbox('Maria Garcia'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(within(screen.getByRole('list', { name: 'Guests attending' })).getByRole('listitem').textContent).toBe('Maria GarciaDietary: Vegetarian');
  });

  it('Update RSVP saves the change and the summary shows it', async () => {
    const sent = [
      { guestId: 1, attending: false, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: true, dietaryRestrictions: null, mealPreference: null },
    ];
    const { user } = renderRsvp([
      rsvpPageMock({ answers: [answer(1, true, 'Vegetarian'), answer(2, false)] }),
      submitMock(sent, { answers: [answer(1, false), answer(2, true)] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
    await user.click(checkbox('Maria Garcia'));
    await user.click(checkbox('Lucia Garcia'));
    await user.click(screen.getByRole('button', { name: 'Update RSVP' }));
    expect(await screen.findByRole('status', { name: /RSVP Submitted/ })).toBeTruthy();
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Guests attending' })).getByRole('listitem').textContent).toBe('Lucia Garcia');
  });

  it('a refused submit shows a destructive "Error" toast with the server’s message and keeps the form', async () => {
    const sent = [
      { guestId: 1, attending: true, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const error = { message: 'RSVPs closed on 2026-05-01. …', code: 'FORBIDDEN', messageCode: 'RSVP_CLOSED', params: { date: '2026-05-01' } };
    const { user } = renderRsvp([rsvpPageMock(), submitMock(sent, { error })]);
    await heading('RSVP');
    await user.click(checkbox('Maria Garcia'));
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    const toast = await screen.findByRole('status', { name: /Error/ });
    expect(within(toast).getByText('RSVPs closed on 2026-05-01. Please contact the couple to change your response.')).toBeTruthy();
    expect(toast.closest('[data-type]')?.getAttribute('data-type') ?? toast.getAttribute('data-type')).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: 'RSVP' })).toBeTruthy();
    expect(checkbox('Maria Garcia').checked).toBe(true);
  });
});

describe('meal choice (when the couple offers meals)', () => {
  const MEALS = ['Meat', 'Fish', 'Vegetarian'];

  it('asks each attending guest for a meal, required, naming the guest; the summary shows it', async () => {
    const sent = [
      { guestId: 1, attending: true, dietaryRestrictions: null, mealPreference: 'Fish' },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const { user } = renderRsvp([rsvpPageMock({ mealOptions: MEALS }), submitMock(sent, { answers: [answer(1, true, null, 'Fish'), answer(2, false)] })]);
    await heading('RSVP');
    expect(screen.queryByRole('group', { name: 'Meal for Maria' })).toBeNull();
    await user.click(checkbox('Maria Garcia'));
    const meals = screen.getByRole('group', { name: 'Meal for Maria' });
    expect(within(meals).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(MEALS);

    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(within(meals).getByText('Please choose a meal for Maria')).toBeTruthy();
    expect(document.activeElement).toBe(within(meals).getByRole('radio', { name: 'Meat' }));
    expect(screen.queryByRole('status', { name: /RSVP Submitted/ })).toBeNull();

    await user.click(within(meals).getByRole('radio', { name: 'Fish' }));
    expect(within(meals).queryByText('Please choose a meal for Maria')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Guests attending' })).getByRole('listitem').textContent).toBe('Maria GarciaMeal: Fish');
  });

  it('the edit form starts from the saved meal', async () => {
    const { user } = renderRsvp([rsvpPageMock({ mealOptions: MEALS, answers: [answer(1, true, null, 'fish'), answer(2, false)] })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
    expect((screen.getByRole('radio', { name: 'Fish' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a meal error from the server shows beside the guest too', async () => {
    const sent = [
      { guestId: 1, attending: false, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: true, dietaryRestrictions: null, mealPreference: 'Meat' },
    ];
    const error = { message: '"Meat" is not one of the meal options', code: 'BAD_USER_INPUT', messageCode: 'MEAL_NOT_OFFERED', params: { meal: 'Meat' }, field: 'attendanceData[1].mealPreference' };
    const { user } = renderRsvp([rsvpPageMock({ mealOptions: MEALS }), submitMock(sent, { error })]);
    await heading('RSVP');
    await user.click(checkbox('Lucia Garcia'));
    await user.click(within(screen.getByRole('group', { name: 'Meal for Lucia' })).getByRole('radio', { name: 'Meat' }));
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByRole('status', { name: /Error/ })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Meal for Lucia' })).getByText('"Meat" is not one of the meal options')).toBeTruthy();
  });
});

describe('RSVP deadline', () => {
  it('while open, says when to respond by, in the reader’s language', async () => {
    renderRsvp([rsvpPageMock({ deadline: '2026-05-01' })]);
    await heading('RSVP');
    expect(screen.getByText('Please respond by May 1, 2026')).toBeTruthy();
  });

  it('en español, la fecha también', async () => {
    await activateLocale('es');
    renderRsvp([rsvpPageMock({ deadline: '2026-05-01' })]);
    expect(await heading('Confirmar asistencia')).toBeTruthy();
    expect(screen.getByText('Por favor, responde antes del 1 de mayo de 2026')).toBeTruthy();
  });

  it('once closed, the summary is read-only and says to contact the couple', async () => {
    renderRsvp([rsvpPageMock({ deadline: '2026-05-01', open: false, answers: [answer(1, true), answer(2, true)] })]);
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(screen.getByText('Responses closed on May 1, 2026. Please contact the couple to change your response.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit Response' })).toBeNull();
  });

  it('closed before the party answered: the closed line instead of the form', async () => {
    renderRsvp([rsvpPageMock({ deadline: '2026-05-01', open: false })]);
    expect(await heading('RSVP')).toBeTruthy();
    expect(screen.getByText('Responses closed on May 1, 2026. Please contact the couple if you would like to respond.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
