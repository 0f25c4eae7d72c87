import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_ID } from '../../../components/a11y/focus';
import { activateLocale } from '../../../i18n/i18n';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders, type Mocks } from '../../../test/render';
import { answer, question, questionAnswer, rsvpPageMock, submitMock } from '../../../test/rsvpMocks';
import { RsvpPage } from '../RsvpPage';

function renderRsvp(mocks: Mocks) {
  return renderWithProviders(
    <main id={MAIN_ID}>
      <RsvpPage />
    </main>,
    { route: '/rsvp', mocks: [meMock(sessionUser()), ...mocks] },
  );
}

const SONG = question(7, 'Song request', { required: true });
const SHUTTLE = question(8, 'Will you use the shuttle?', { type: 'yesno', perGuest: true });
const BUS = question(9, 'Which bus?', { type: 'choice', options: ['There', 'Both ways'] });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the couple’s questions on the RSVP page (issue 21 §3)', () => {
  it('asks per-guest questions inside each attending guest’s block and party questions once, only while someone comes', async () => {
    const { user } = renderRsvp([rsvpPageMock({ questions: [SONG, SHUTTLE, BUS] })]);
    await heading('RSVP');
    expect(screen.queryByRole('heading', { name: 'A Few Questions' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Will you use the shuttle?' })).toBeNull();
    await user.click(checkbox('Maria Garcia'));
    const maria = screen.getByRole('group', { name: 'Maria Garcia' });
    expect(within(maria).getByRole('group', { name: 'Will you use the shuttle?' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Lucia Garcia' })).queryByRole('group', { name: 'Will you use the shuttle?' })).toBeNull();
    const party = screen.getByRole('region', { name: 'A Few Questions' });
    expect(within(party).getByLabelText('Song request (required)')).toBeTruthy();
    expect(within(party).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['There', 'Both ways']);
  });

  it('a required question left empty is named beside it and focused; nothing is sent', async () => {
    // No submit mock: a request would fail the test.
    const { user } = renderRsvp([rsvpPageMock({ questions: [SONG] })]);
    await heading('RSVP');
    await user.click(checkbox('Maria Garcia'));
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByText('Please answer “Song request”')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Song request (required)')));
  });

  it('sends the answers with the attendance and shows them in the summary', async () => {
    const sent = [
      { guestId: 1, attending: true, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const answers = [
      { questionId: 7, value: 'Bailando' },
      { questionId: 8, guestId: 1, value: 'yes' },
      { questionId: 9, value: 'Both ways' },
    ];
    const saved = [questionAnswer(7, null, 'Bailando'), questionAnswer(8, 1, 'yes'), questionAnswer(9, null, 'Both ways')];
    const { user } = renderRsvp([
      rsvpPageMock({ questions: [SONG, SHUTTLE, BUS] }),
      submitMock(sent, { answers: [answer(1, true, null, null, [], saved), answer(2, false, null, null, [], [saved[0], saved[2]])] }, answers),
    ]);
    await heading('RSVP');
    await user.click(checkbox('Maria Garcia'));
    await user.type(screen.getByLabelText('Song request (required)'), 'Bailando');
    await user.click(within(screen.getByRole('group', { name: 'Will you use the shuttle?' })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Both ways' }));
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await heading('RSVP Received')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Guests attending' })).getByRole('listitem').textContent).toBe('Maria GarciaWill you use the shuttle?: Yes');
    expect(screen.getByText('Song request: Bailando')).toBeTruthy();
    expect(screen.getByText('Which bus?: Both ways')).toBeTruthy();
  }, 20_000);

  it('shows a refusal the server names beside its question', async () => {
    const sent = [
      { guestId: 1, attending: true, dietaryRestrictions: null, mealPreference: null },
      { guestId: 2, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const optional = question(7, 'Song request');
    const { user } = renderRsvp([
      rsvpPageMock({ questions: [optional] }),
      submitMock(
        sent,
        { error: { message: 'Please answer "Song request"', code: 'BAD_USER_INPUT', messageCode: 'RSVP_ANSWER_REQUIRED', params: { question: 'Song request', questionId: 7 }, field: 'answers' } },
        [{ questionId: 7, value: '' }],
      ),
    ]);
    await heading('RSVP');
    await user.click(checkbox('Maria Garcia'));
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    const party = await screen.findByRole('region', { name: 'A Few Questions' });
    expect(await within(party).findByText('Please answer “Song request”')).toBeTruthy();
  });

  it('en español: the questions as the server sends them, sí / no and the required mark in Spanish', async () => {
    await activateLocale('es');
    const { user } = renderRsvp([rsvpPageMock({ questions: [question(7, 'Petición de canción', { required: true }), question(8, '¿Usarás el autobús?', { type: 'yesno', perGuest: true })] })]);
    expect(await heading('Confirmar asistencia')).toBeTruthy();
    await user.click(checkbox('Maria Garcia'));
    expect(screen.getByLabelText('Petición de canción (obligatoria)')).toBeTruthy();
    const bus = screen.getByRole('group', { name: '¿Usarás el autobús?' });
    expect(within(bus).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Sí', 'No']);
  });

  it('a party that answered sees its saved answers in the form again', async () => {
    const saved = [questionAnswer(7, null, 'Bailando'), questionAnswer(8, 1, 'no')];
    const { user } = renderRsvp([rsvpPageMock({ questions: [SONG, SHUTTLE], answers: [answer(1, true, null, null, [], saved), answer(2, false, null, null, [], [saved[0]])] })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
    expect((screen.getByLabelText('Song request (required)') as HTMLInputElement).value).toBe('Bailando');
    expect((within(screen.getByRole('group', { name: 'Will you use the shuttle?' })).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });
});
