import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MAIN_ID } from '../../components/a11y/focus';
import { RsvpEventsDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { LUCIA, MARIA, answer, question, questionAnswer, rsvpPageMock, submitMock } from '../../test/rsvpMocks';
import { RsvpPage } from './RsvpPage';

// Several events (issue 21 §2): the RSVP form asks each coming guest about the party's events.

const event = (id: number, name: string, start: string, end: string) => ({ __typename: 'Event' as const, id, name, start, end });
const DINNER = event(1, 'Welcome dinner', '2026-06-10T20:00', '2026-06-10T23:30');
const CEREMONY = event(2, 'Ceremony', '2026-06-11T17:30', '2026-06-11T19:00');

const eventsMock = (events: ReturnType<typeof event>[], language = 'en'): MockLink.MockedResponse => ({
  request: { query: RsvpEventsDocument, variables: { language } },
  result: { data: { events } },
  maxUsageCount: 5,
});

function renderRsvp(mocks: Mocks) {
  return renderWithProviders(
    <main id={MAIN_ID}>
      <RsvpPage />
    </main>,
    { route: '/rsvp', mocks: [meMock(sessionUser()), ...mocks] },
  );
}

const guestBlock = (name: string) => screen.getByRole('group', { name });

describe('RSVP per event', () => {
  it('asks each coming guest about each event, yes by default; unticking says "Not attending"; the submission carries them', async () => {
    const sent = [
      { guestId: MARIA.id, attending: true, dietaryRestrictions: null, mealPreference: null, events: [{ eventId: 1, attending: true }, { eventId: 2, attending: true }] },
      { guestId: LUCIA.id, attending: true, dietaryRestrictions: null, mealPreference: null, events: [{ eventId: 1, attending: false }, { eventId: 2, attending: true }] },
    ];
    const { user } = renderRsvp([
      rsvpPageMock(),
      eventsMock([DINNER, CEREMONY]),
      submitMock(sent, { answers: [answer(MARIA.id, true, null, null, sent[0].events), answer(LUCIA.id, true, null, null, sent[1].events)] }),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Maria Garcia' }));
    // Asked only once the guest comes.
    expect(within(guestBlock('Lucia Garcia')).queryByRole('group', { name: 'Which events will Lucia attend?' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Lucia Garcia' }));
    const maria = await within(guestBlock('Maria Garcia')).findByRole('group', { name: 'Which events will Maria attend?' });
    expect(within(maria).getAllByRole('checkbox').map((c) => [(c as HTMLInputElement).checked, c.closest('label')?.textContent])).toEqual([
      [true, 'Welcome dinnerWednesday, June 10 · 8:00 PM – 11:30 PM'],
      [true, 'CeremonyThursday, June 11 · 5:30 PM – 7:00 PM'],
    ]);
    const lucia = await within(guestBlock('Lucia Garcia')).findByRole('group', { name: 'Which events will Lucia attend?' });
    const luciaDinner = within(lucia).getByRole('checkbox', { name: /Welcome dinner/ });
    await user.click(luciaDinner);
    expect(luciaDinner.closest('label')?.textContent).toContain('Not attending');
    await user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVP Received' })).toBeTruthy();
  }, 60_000);

  it('starts from the saved answers; a couple with no events sees the form as before and sends no events', async () => {
    const { user, unmount } = renderRsvp([
      rsvpPageMock({ answers: [answer(MARIA.id, true, null, null, [{ eventId: 2, attending: false }])] }),
      eventsMock([DINNER, CEREMONY]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Response' }));
    const maria = await within(guestBlock('Maria Garcia')).findByRole('group', { name: 'Which events will Maria attend?' });
    expect(within(maria).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, false]);
    unmount();

    const sent = [
      { guestId: MARIA.id, attending: true, dietaryRestrictions: null, mealPreference: null },
      { guestId: LUCIA.id, attending: false, dietaryRestrictions: null, mealPreference: null },
    ];
    const second = renderRsvp([rsvpPageMock(), eventsMock([]), submitMock(sent, { answers: [answer(MARIA.id, true), answer(LUCIA.id, false)] })]);
    await second.user.click(await screen.findByRole('checkbox', { name: 'Maria Garcia' }));
    expect(screen.queryByRole('group', { name: /Which events/ })).toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVP Received' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await activateLocale('es');
    const { user } = renderRsvp([rsvpPageMock(), eventsMock([event(1, 'Cena de bienvenida', DINNER.start, DINNER.end)], 'es')]);
    await user.click(await screen.findByRole('checkbox', { name: 'Maria Garcia' }));
    const maria = await within(guestBlock('Maria Garcia')).findByRole('group', { name: '¿A qué eventos asistirá Maria?' });
    const dinner = within(maria).getByRole('checkbox', { name: /Cena de bienvenida/ });
    expect(dinner.closest('label')?.textContent).toBe('Cena de bienvenidamiércoles, 10 de junio · 20:00 – 23:30');
    await user.click(dinner);
    expect(dinner.closest('label')?.textContent).toContain('No asistirá');
  });

  it('the summary lists each coming guest’s answer per event, and the questions’ answers, in the reader’s language', async () => {
    const saved = (songValue: string, shuttleValue: string) => [
      answer(MARIA.id, true, null, null, [{ eventId: 1, attending: true }, { eventId: 2, attending: false }], [questionAnswer(8, MARIA.id, shuttleValue), questionAnswer(7, null, songValue)]),
      answer(LUCIA.id, false),
    ];
    const questions = (song: string, shuttle: string) => [question(7, song), question(8, shuttle, { type: 'yesno', perGuest: true })];
    const first = renderRsvp([
      rsvpPageMock({ answers: saved('Bailando', 'yes'), questions: questions('Song request', 'Will you use the shuttle?') }),
      eventsMock([DINNER, CEREMONY]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVP Received' })).toBeTruthy();
    const maria = within(screen.getByRole('list', { name: 'Guests attending' })).getAllByRole('listitem')[0];
    expect(await within(maria).findByText('Welcome dinner: Attending')).toBeTruthy();
    expect(within(maria).getByText('Ceremony: Not attending')).toBeTruthy();
    expect(within(maria).getByText('Will you use the shuttle?: Yes')).toBeTruthy();
    expect(screen.getByText('Song request: Bailando')).toBeTruthy();
    first.unmount();

    await activateLocale('es');
    renderRsvp([
      rsvpPageMock({ answers: saved('Bailando', 'yes'), questions: questions('Petición de canción', '¿Usaréis el autobús?') }),
      eventsMock([event(1, 'Cena de bienvenida', DINNER.start, DINNER.end), event(2, 'Ceremonia', CEREMONY.start, CEREMONY.end)], 'es'),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmación recibida' })).toBeTruthy();
    const mariaEs = within(screen.getByRole('list', { name: 'Invitados que asistirán' })).getAllByRole('listitem')[0];
    expect(await within(mariaEs).findByText('Cena de bienvenida: Asistirá')).toBeTruthy();
    expect(within(mariaEs).getByText('Ceremonia: No asistirá')).toBeTruthy();
    expect(within(mariaEs).getByText('¿Usaréis el autobús?: Sí')).toBeTruthy();
    expect(screen.getByText('Petición de canción: Bailando')).toBeTruthy();
  });
});
