import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryContentDocument } from './gql/graphql';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { CouplePage } from './CouplePage';

const entry = (season: string, year: string, title: string) => ({ __typename: 'TimelineEntry' as const, season, year, title, text: `<p>${title} text</p>` });

describe('Our Story (spec §2)', () => {
  it('shows How We Met and the four-entry timeline in the couple’s words', async () => {
    const story = {
      __typename: 'StoryContent' as const,
      howWeMet: '<p>We met in <strong>college</strong>.</p>',
      timeline: [entry('Fall', '2016', 'First Meeting'), entry('Fall', '2017', 'First Date'), entry('Summer', '2020', 'Moving In'), entry('Summer', '2024', 'The Proposal')],
    };
    renderWithProviders(<CouplePage />, { mocks: [meMock(sessionUser()), { request: { query: StoryContentDocument, variables: { language: 'en' } }, result: { data: { storyContent: story } } }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeTruthy();
    const howWeMet = await screen.findByRole('region', { name: 'How We Met' });
    expect(await within(howWeMet).findByText('college')).toBeTruthy();
    const journey = await screen.findByRole('region', { name: 'Our Journey Together' });
    expect(within(journey).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['First Meeting', 'First Date', 'Moving In', 'The Proposal']);
    expect(within(journey).getByText('Fall 2016')).toBeTruthy();
  });
});
