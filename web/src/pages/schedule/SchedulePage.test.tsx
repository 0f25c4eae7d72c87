import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { SchedulePageDocument } from '../../gql/graphql';
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
});
