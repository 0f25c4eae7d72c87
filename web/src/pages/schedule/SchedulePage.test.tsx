import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { ScheduleEventsDocument, SchedulePageDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { SchedulePage } from './SchedulePage';

const scheduleMock = (version: string | undefined, shown: string): MockLink.MockedResponse => ({
  request: { query: SchedulePageDocument, variables: { language: 'en', ...(version ? { version } : {}) } },
  result: { data: { scheduleContent: { __typename: 'ScheduleContent', version: shown, text: `<p>Plans for ${shown}.</p>` } } },
});
const versions = (eventSchedule: string) => ({ __typename: 'PageVersions' as const, logistics: 'default', eventSchedule });

describe('schedule page (spec §2 "Event Schedule")', () => {
  it('the default version: "Schedule Coming Soon" with the couple’s text', async () => {
    renderWithProviders(<SchedulePage />, { mocks: [meMock(sessionUser({ allowedPages: ['schedule'] })), scheduleMock(undefined, 'default')] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Schedule Coming Soon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Event Schedule' })).toBeTruthy();
    expect(screen.getByText('Plans for default.')).toBeTruthy();
  });

  it('a variant shows its own title, whatever canRsvp', async () => {
    renderWithProviders(<SchedulePage />, { mocks: [meMock(sessionUser({ canRsvp: false, pageVersions: versions('bridesmaids') })), scheduleMock(undefined, 'bridesmaids')] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bridesmaids Schedule' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Schedule Coming Soon' })).toBeTruthy();
  });

  it('an admin previews another version in the view-mode selector', async () => {
    const admin = sessionUser({ isAdmin: true, pageVersions: versions('family') });
    const { user } = renderWithProviders(<SchedulePage />, { mocks: [meMock(admin), scheduleMock('default', 'default'), scheduleMock('parents', 'parents')] });
    const select = (await screen.findByRole('combobox', { name: 'SuperAdmin View Mode' })) as HTMLSelectElement;
    expect(select.value).toBe('default');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Default', 'Bridesmaids', 'Groomsmen', 'Parents']);
    await user.selectOptions(select, 'parents');
    expect(await screen.findByRole('heading', { level: 2, name: 'Parents Schedule' })).toBeTruthy();
  });

  it('the party’s events as a timeline (time, place, map, note, add to calendar), the couple’s text below', async () => {
    const event = (id: number, name: string, start: string, end: string, note: string | null) => ({
      __typename: 'Event' as const,
      id,
      name,
      start,
      end,
      venue: `Venue ${id}`,
      address: id === 1 ? 'Carrer Major 1' : '',
      mapsUrl: `https://maps.example/${id}`,
      note,
      calendarUrl: `https://calendar.example/${id}`,
    });
    const eventsMock = (language: string, names: [string, string]): MockLink.MockedResponse => ({
      request: { query: ScheduleEventsDocument, variables: { language } },
      result: { data: { events: [event(1, names[0], '2026-06-10T20:00', '2026-06-10T23:30', 'Smart casual'), event(2, names[1], '2026-06-11T17:30', '2026-06-11T19:00', null)] } },
    });
    renderWithProviders(<SchedulePage />, {
      mocks: [meMock(sessionUser({ allowedPages: ['schedule'] })), scheduleMock(undefined, 'default'), eventsMock('en', ['Welcome dinner', 'Ceremony'])],
    });
    const card = await screen.findByRole('region', { name: 'Your Events' });
    expect(within(card).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wednesday, June 10', 'Thursday, June 11']);
    const dinner = within(card).getByRole('heading', { level: 4, name: 'Welcome dinner' }).closest('li')!;
    expect(within(dinner).getByText('8:00 PM – 11:30 PM')).toBeTruthy();
    expect(within(dinner).getByRole('link', { name: /Venue 1 Carrer Major 1/ }).getAttribute('href')).toBe('https://maps.example/1');
    expect(within(dinner).getByText('Smart casual')).toBeTruthy();
    const add = within(dinner).getByRole('link', { name: 'Add to calendar' });
    expect([add.getAttribute('href'), add.getAttribute('target')]).toEqual(['https://calendar.example/1', '_blank']);
    // The couple's text stays, below the timeline.
    expect(screen.getByRole('heading', { level: 2, name: 'More Details' })).toBeTruthy();
    expect(screen.getByText('Plans for default.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Schedule Coming Soon' })).toBeNull();
  });

  it('in Spanish: the days and times as Spanish readers write them', async () => {
    await activateLocale('es');
    renderWithProviders(<SchedulePage />, {
      mocks: [
        meMock(sessionUser({ allowedPages: ['schedule'] })),
        { ...scheduleMock(undefined, 'default'), request: { query: SchedulePageDocument, variables: { language: 'es' } } },
        {
          request: { query: ScheduleEventsDocument, variables: { language: 'es' } },
          result: { data: { events: [{ __typename: 'Event', id: 1, name: 'Ceremonia', start: '2026-06-11T17:30', end: '2026-06-11T19:00', venue: 'Iglesia', address: '', mapsUrl: 'https://maps.example/1', note: 'Etiqueta', calendarUrl: 'https://calendar.example/1' }] } },
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Tus eventos' });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Jueves, 11 de junio');
    expect(within(card).getByText('17:30 – 19:00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Añadir al calendario' })).toBeTruthy();
  });
});
