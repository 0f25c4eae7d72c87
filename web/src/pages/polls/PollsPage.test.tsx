import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { PollsPageDocument, VotePollDocument } from './gql/graphql';
import { errorResult } from '../../test/adminMocks';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { PollsPage } from './PollsPage';

const ME = meMock(sessionUser({ allowedPages: ['home', 'polls'] }));

function poll(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Poll' as const,
    id,
    question: 'Who will cry first?',
    options: ['Ana', 'Ben'],
    type: 'prediction',
    voteCounts: [0, 0],
    myVote: null as number | null,
    ...overrides,
  };
}

const pollsMock = (polls: ReturnType<typeof poll>[]): MockLink.MockedResponse => ({ request: { query: PollsPageDocument }, result: { data: { polls } } });
const voteMock = (pollId: number, selectedOption: number, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: VotePollDocument, variables: { pollId, input: { pollId, selectedOption } } },
  result,
});

const renderPolls = (mocks: Mocks) => renderWithProviders(<PollsPage />, { route: '/polls', mocks });
const card = (name: string) => screen.findByRole('listitem', { name });

describe('polls page (spec §2 "Polls")', () => {
  it('signed out: "Please log in to view polls"', async () => {
    renderPolls([meMock(null)]);
    expect(await screen.findByText('Please log in to view polls')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Wedding Polls' })).toBeTruthy();
  });

  it('a failed load says "Error loading polls. Please try again."', async () => {
    renderPolls([ME, { request: { query: PollsPageDocument }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Error loading polls. Please try again.')).toBeTruthy();
  });

  it('each card shows its question and type; an unvoted poll has one button per option', async () => {
    renderPolls([ME, pollsMock([poll(1), poll(2, { question: 'Best dessert?', type: 'preference', options: ['Cake', 'Flan', 'Churros'] })])]);
    const first = await card('Who will cry first?');
    expect(within(first).getByText('Prediction Poll')).toBeTruthy();
    expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ana', 'Ben']);
    const second = await card('Best dessert?');
    expect(within(second).getByText('Preference Poll')).toBeTruthy();
    expect(within(second).getAllByRole('button')).toHaveLength(3);
  });

  it('a voted poll shows each option’s percentage, count and bar, and no buttons', async () => {
    renderPolls([ME, pollsMock([poll(1, { voteCounts: [1, 2], myVote: 1 })])]);
    const voted = await card('Who will cry first?');
    expect(within(voted).queryByRole('button')).toBeNull();
    expect(within(voted).getByText('You have already voted on this poll')).toBeTruthy();
    expect(within(voted).getByText('33% (1 vote)')).toBeTruthy();
    expect(within(voted).getByText('67% (2 votes)')).toBeTruthy();
    const bar = within(voted).getByRole('progressbar', { name: 'Votes for Ben' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
  });

  it('voting records the vote with a toast and shows the results', async () => {
    const { user } = renderPolls([
      ME,
      pollsMock([poll(1)]),
      voteMock(1, 0, { data: { votePoll: { __typename: 'PollResponse', id: 5, pollId: 1, selectedOption: 0 } } }),
      pollsMock([poll(1, { voteCounts: [1, 0], myVote: 0 })]),
    ]);
    await user.click(within(await card('Who will cry first?')).getByRole('button', { name: 'Ana' }));
    expect(await screen.findByRole('status', { name: /Your vote has been recorded!/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Votes for Ana' }).getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('You have already voted on this poll')).toBeTruthy();
  });

  it('a refused vote shows the server’s message and reloads the polls', async () => {
    const { user } = renderPolls([
      ME,
      pollsMock([poll(1)]),
      voteMock(1, 1, errorResult('You have already voted on this poll', { code: 'CONFLICT', messageCode: 'POLL_ALREADY_VOTED' })),
      pollsMock([poll(1, { voteCounts: [1, 0], myVote: 0 })]),
    ]);
    await user.click(within(await card('Who will cry first?')).getByRole('button', { name: 'Ben' }));
    expect(await screen.findByRole('status', { name: /You have already voted on this poll/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ben' })).toBeNull());
  });
});
