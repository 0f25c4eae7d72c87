import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_ID } from '../../components/a11y/focus';
import { AddPlusOneDocument, RemovePlusOneDocument } from './gql/graphql';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { LUCIA, MARIA, answer, guest, rsvpPageMock, submitMock } from '../../test/rsvpMocks';
import { RsvpPage } from './RsvpPage';

// Issue 21 §1 (plus-ones) and §4 (clear answers) on the RSVP form.

function renderRsvp(mocks: Mocks) {
  return renderWithProviders(
    <main id={MAIN_ID}>
      <RsvpPage />
    </main>,
    { route: '/rsvp', mocks: [meMock(sessionUser()), ...mocks] },
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const guestBlock = (name: string) => screen.getByRole('group', { name });
const SAM = guest(7, 'Sam', 'Lee', false, true);

describe('clear answers', () => {
  it('says "Not attending" beside an unticked box and "Attending" once ticked; unanswered guests are tagged', async () => {
    const { user } = renderRsvp([rsvpPageMock()]);
    await screen.findByRole('heading', { level: 1, name: 'RSVP' });
    expect(within(guestBlock('Maria Garcia')).getByText('Not attending')).toBeTruthy();
    expect(within(guestBlock('Maria Garcia')).getByText('Not answered yet')).toBeTruthy();
    await user.click(checkbox('Maria Garcia'));
    expect(within(guestBlock('Maria Garcia')).getByText('Attending')).toBeTruthy();
    expect(checkbox('Maria Garcia').getAttribute('aria-describedby')).toContain('guest-state-1');
  });

  it('asks once in a dialog before declining for every guest; "Go back" sends nothing, confirming sends the answers', async () => {
    const sent = [
      { guestId: 1, attending: false, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    // One submit mock only: a second send would fail the test.
    const { user } = renderRsvp([rsvpPageMock(), submitMock(sent, { answers: [answer(1, false), answer(2, false)] })]);
    await screen.findByRole('heading', { level: 1, name: 'RSVP' });
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'No one is coming?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'RSVP' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, no one is coming' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVP Received' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Not attending' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Maria Garcia', 'Lucia Garcia']);
  });

  it('does not ask when someone is coming', async () => {
    const sent = [
      { guestId: 1, attending: true, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const { user } = renderRsvp([rsvpPageMock(), submitMock(sent, { answers: [answer(1, true), answer(2, false)] })]);
    await screen.findByRole('heading', { level: 1, name: 'RSVP' });
    await user.click(checkbox('Maria Garcia'));
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVP Received' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('Bringing a guest?', () => {
  it('is not offered to a party without an allowance', async () => {
    renderRsvp([rsvpPageMock()]);
    await screen.findByRole('heading', { level: 1, name: 'RSVP' });
    expect(screen.queryByRole('heading', { name: 'Bringing a guest?' })).toBeNull();
  });

  it('names a plus-one (first and last name), who gets an answer block of their own, ticked', async () => {
    const { user } = renderRsvp([
      rsvpPageMock({ plusOnesAllowed: 1 }),
      { request: { query: AddPlusOneDocument, variables: { input: { firstName: 'Sam', lastName: 'Lee' } } }, result: { data: { addPlusOne: SAM } } },
    ]);
    const section = (await screen.findByRole('heading', { name: 'Bringing a guest?' })).closest('section')!;
    // Both names are needed: nothing is sent without them.
    await user.type(within(section).getByLabelText('Their first name'), 'Sam');
    await user.click(within(section).getByRole('button', { name: 'Add guest' }));
    expect(within(section).getByRole('alert').textContent).toBe('Please enter their first and last name.');
    await user.type(within(section).getByLabelText('Their last name'), 'Lee{Enter}');
    expect(await screen.findByRole('group', { name: 'Sam Lee' })).toBeTruthy();
    expect(checkbox('Sam Lee').checked).toBe(true);
    expect(within(guestBlock('Sam Lee')).getByText('Plus-one')).toBeTruthy();
    expect(within(section).getByRole('list', { name: 'Guests you are bringing' }).textContent).toContain('Sam Lee');
    // The allowance is used up: no more name fields.
    expect(within(section).queryByLabelText('Their first name')).toBeNull();
    expect(within(section).getByText('You have named every guest your invitation includes.')).toBeTruthy();
    // Still not submitted: the form is the one to send.
    expect(screen.getByRole('heading', { level: 1, name: 'RSVP' })).toBeTruthy();
  });

  it('shows the server’s refusal beside the fields (allowance used up elsewhere)', async () => {
    const error = { message: 'You have already named every guest you can bring (1).', code: 'CONFLICT', messageCode: 'PLUS_ONE_LIMIT', params: { max: 1 } };
    const { user } = renderRsvp([
      rsvpPageMock({ plusOnesAllowed: 1 }),
      {
        request: { query: AddPlusOneDocument, variables: { input: { firstName: 'Sam', lastName: 'Lee' } } },
        result: { data: null, errors: [{ message: error.message, path: ['addPlusOne'], extensions: error }] },
      },
    ]);
    const section = (await screen.findByRole('heading', { name: 'Bringing a guest?' })).closest('section')!;
    await user.type(within(section).getByLabelText('Their first name'), 'Sam');
    await user.type(within(section).getByLabelText('Their last name'), 'Lee');
    await user.click(within(section).getByRole('button', { name: 'Add guest' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('You have already named every guest you can bring (1).');
    expect(screen.queryByRole('group', { name: 'Sam Lee' })).toBeNull();
  });

  it('removes a named plus-one with their block', async () => {
    const { user } = renderRsvp([
      rsvpPageMock({ guests: [MARIA, LUCIA, SAM], plusOnesAllowed: 1 }),
      { request: { query: RemovePlusOneDocument, variables: { id: SAM.id } }, result: { data: { removePlusOne: true } } },
    ]);
    expect(await screen.findByRole('group', { name: 'Sam Lee' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Sam Lee' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Sam Lee' })).toBeNull());
    expect(screen.getByLabelText('Their first name')).toBeTruthy();
  });

  it('en español', async () => {
    const { activateLocale } = await import('../../i18n/i18n');
    await activateLocale('es');
    try {
      renderRsvp([rsvpPageMock({ plusOnesAllowed: 2 })]);
      expect(await screen.findByRole('heading', { name: '¿Traes acompañante?' })).toBeTruthy();
      expect(screen.getAllByText('No asistirá').length).toBeGreaterThan(0);
      expect(screen.getByLabelText('Su nombre')).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
