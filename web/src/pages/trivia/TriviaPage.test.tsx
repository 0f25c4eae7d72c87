import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AnswerTriviaDocument, TriviaPageDocument } from './gql/graphql';
import { errorResult } from '../../test/adminMocks';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders, type Mocks } from '../../test/render';
import { TriviaPage } from './TriviaPage';
import { forgetLeaderboard } from './useLeaderboard';

const ME = meMock(sessionUser({ id: 7, lastName: 'Garcia', allowedPages: ['home', 'trivia'] }));
const SPOTIFY = 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC';

function question(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TriviaQuestion' as const,
    id,
    question: 'Where did they meet?',
    options: ['Madrid', 'Lisbon', 'Paris'],
    questionType: 'standard',
    embeds: [] as string[],
    answerCounts: [0, 0, 0],
    myAnswer: null as number | null,
    correctOption: null as number | null,
    correctMessage: null as string | null,
    incorrectMessage: null as string | null,
    ...overrides,
  };
}
const row = (userId: number, lastName: string, correctAnswers: number, totalAnswers: number, percentage: number) => ({
  userId,
  lastName,
  correctAnswers,
  totalAnswers,
  percentage,
});

const questionsMock = (triviaQuestions: ReturnType<typeof question>[]): MockLink.MockedResponse => ({ request: { query: TriviaPageDocument }, result: { data: { triviaQuestions } } });
/**
 * GET /api/trivia/leaderboard (the page reads it over REST, with its ETag): answers the rows with
 * ETag "board-1", or 304 when asked with that ETag.
 */
function serveBoard(rows: ReturnType<typeof row>[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    expect(url).toBe('/api/trivia/leaderboard');
    const sent = new Headers(init?.headers).get('If-None-Match');
    if (sent === 'W/"board-1"') return new Response(null, { status: 304, headers: { ETag: 'W/"board-1"' } });
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"board-1"' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
  forgetLeaderboard();
});
const answerMock = (questionId: number, selectedOption: number, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: AnswerTriviaDocument, variables: { questionId, input: { selectedOption } } },
  result,
});

const renderTrivia = (mocks: Mocks, route = '/trivia') => renderWithProviders(<TriviaPage />, { route, mocks });
const card = (name: string) => screen.findByRole('listitem', { name });

describe('trivia page (spec §2 "Trivia")', () => {
  it('signed out: "Please log in to view the trivia questions"', async () => {
    renderTrivia([meMock(null)]);
    expect(await screen.findByText('Please log in to view the trivia questions')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Wedding Trivia' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('two tabs with their headings; no questions: "No trivia questions available at the moment."', async () => {
    renderTrivia([ME, questionsMock([])]);
    expect(await screen.findByText('No trivia questions available at the moment.')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Trivia' })).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Trivia Questions', 'true'],
      ['Trivia Leaderboard', 'false'],
    ]);
    const heading = screen.getByRole('heading', { level: 2, name: 'Trivia Questions' });
    expect(heading.textContent).toBe('\u2753 Trivia Questions');
  });

  it('an unanswered question has one button per option; a music option has its icon and a sandboxed player', async () => {
    renderTrivia([ME, questionsMock([question(1, { questionType: 'music', embeds: ['', SPOTIFY, ''] })])]);
    const item = await card('Where did they meet?');
    expect(within(item).getByText('Music question')).toBeTruthy();
    expect(within(item).getAllByRole('button').map((b) => b.textContent)).toEqual(['Madrid', 'Lisbon', 'Paris']);
    expect(within(within(item).getByRole('button', { name: /Lisbon/ })).getByRole('img', { name: 'With a music clip' })).toBeTruthy();
    const player = within(item).getByTitle('Music player for Lisbon') as HTMLIFrameElement;
    expect(player.src).toBe(SPOTIFY);
    expect(player.getAttribute('sandbox')).toContain('allow-scripts');
    expect(player.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(within(item).getAllByTitle(/Music player/)).toHaveLength(1);
  });

  it('an answered question shows shares and counts, the right option checked and the party’s wrong choice marked', async () => {
    renderTrivia([ME, questionsMock([question(1, { answerCounts: [1, 2, 0], myAnswer: 0, correctOption: 1 })])]);
    const item = await card('Where did they meet?');
    expect(within(item).queryByRole('button')).toBeNull();
    const options = within(item).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual([
      'Madrid33% (1 answer)Your answer, incorrect',
      'Lisbon67% (2 answers)Correct answer',
      'Paris0% (0 answers)',
    ]);
  });

  it('answering shows the centred "Correct!" overlay with the message, announced and focused; Close moves focus to the question', async () => {
    const { user } = renderTrivia([
      ME,
      questionsMock([question(1)]),
      answerMock(1, 1, { data: { answerTrivia: { __typename: 'TriviaAnswerResult', id: 9, questionId: 1, selectedOption: 1, correct: true, correctOption: 1, message: 'Yes, Lisbon!' } } }),
      questionsMock([question(1, { answerCounts: [0, 1, 0], myAnswer: 1, correctOption: 1, correctMessage: 'Yes, Lisbon!', incorrectMessage: 'No' })]),
    ]);
    await user.click(within(await card('Where did they meet?')).getByRole('button', { name: 'Lisbon' }));
    const overlay = await screen.findByRole('alertdialog', { name: 'Correct!' });
    expect(overlay.getAttribute('aria-describedby')).toBe('trivia-result-message');
    expect(within(overlay).getByText('Yes, Lisbon!')).toBeTruthy();
    // Focus moves in an effect once the overlay is drawn, as the wrong-answer test waits for too.
    await waitFor(() => expect(document.activeElement).toBe(overlay));
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Where did they meet?' }));
    await waitFor(() => expect(screen.getByText('Correct answer')).toBeTruthy());
  });

  it('a wrong answer says "Incorrect" with the message, and the overlay goes after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderTrivia([
        ME,
        questionsMock([question(1)]),
        answerMock(1, 2, { data: { answerTrivia: { __typename: 'TriviaAnswerResult', id: 9, questionId: 1, selectedOption: 2, correct: false, correctOption: 1, message: 'So close! Try again next time.' } } }),
        questionsMock([question(1, { answerCounts: [0, 0, 1], myAnswer: 2, correctOption: 1 })]),
      ]);
      await user.click(within(await card('Where did they meet?')).getByRole('button', { name: 'Paris' }));
      const overlay = await screen.findByRole('alertdialog', { name: 'Incorrect' });
      expect(within(overlay).getByText('So close! Try again next time.')).toBeTruthy();
      // The timer starts once the overlay is up and has focus.
      await waitFor(() => expect(document.activeElement).toBe(overlay));
      await act(async () => void vi.advanceTimersByTime(3900));
      expect(screen.queryByRole('alertdialog')).not.toBeNull();
      await act(async () => void vi.advanceTimersByTime(200));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused answer shows the server’s message and reloads', async () => {
    const { user } = renderTrivia([
      ME,
      questionsMock([question(1)]),
      answerMock(1, 0, errorResult('You have already answered this question', { code: 'CONFLICT', messageCode: 'TRIVIA_ALREADY_ANSWERED' })),
      questionsMock([question(1, { answerCounts: [0, 1, 0], myAnswer: 1, correctOption: 1 })]),
    ]);
    await user.click(within(await card('Where did they meet?')).getByRole('button', { name: 'Madrid' }));
    expect(await screen.findByRole('status', { name: /You have already answered this question/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Madrid' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the leaderboard tab: Rank, Team, Correct, Answered, Score; "(You)"; medals for the first three', async () => {
    serveBoard([row(3, 'Lopez', 4, 4, 100), row(7, 'Garcia', 3, 4, 75), row(5, 'Smith', 3, 5, 60), row(9, 'Kim', 1, 3, 33)]);
    const { user } = renderTrivia([ME, questionsMock([question(1)])]);
    await user.click(await screen.findByRole('tab', { name: 'Trivia Leaderboard' }));
    expect(screen.getByRole('tab', { name: 'Trivia Leaderboard' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('\u{1F451} Trivia Leaderboard');
    const table = await screen.findByRole('table', { name: 'Trivia leaderboard' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Team', 'Correct', 'Answered', 'Score']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1', 'Team Lopez #3', '4', '4', '100%'],
      ['2', 'Team Garcia #7(You)', '3', '4', '75%'],
      ['3', 'Team Smith #5', '3', '5', '60%'],
      ['4', 'Team Kim #9', '1', '3', '33%'],
    ]);
    expect(within(rows[0]).getByRole('img', { name: 'Gold, 1st place' })).toBeTruthy();
    expect(within(rows[1]).getByRole('img', { name: 'Silver, 2nd place' })).toBeTruthy();
    expect(within(rows[2]).getByRole('img', { name: 'Bronze, 3rd place' })).toBeTruthy();
    expect(within(rows[3]).queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show full screen for a projector' }).getAttribute('href')).toBe('/trivia?display=leaderboard');
  });

  it('arrow keys move between the tabs', async () => {
    serveBoard([]);
    const { user } = renderTrivia([ME, questionsMock([])]);
    const first = await screen.findByRole('tab', { name: 'Trivia Questions' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Trivia Leaderboard' }));
    expect(await screen.findByText('No trivia responses yet. Be the first to answer some questions!')).toBeTruthy();
  });

  it('?display=leaderboard shows the leaderboard alone, in large type', async () => {
    serveBoard([row(7, 'Garcia', 1, 1, 100)]);
    renderTrivia([ME], '/trivia?display=leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Trivia Leaderboard/ })).toBeTruthy();
    // The table (tablet and up) and the phone's cards: CSS shows one of them.
    expect(await screen.findAllByText('Team Garcia #7')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Trivia leaderboard' }).textContent).toContain('Score 100% · Correct 1 · Answered 1');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the trivia' }).getAttribute('href')).toBe('/trivia');
  });

  it('asks again with the board\'s ETag: on 304 the board it has stays, shown at once when the tab opens again', async () => {
    const fetch = serveBoard([row(7, 'Garcia', 1, 1, 100)]);
    const first = renderTrivia([ME], '/trivia?display=leaderboard');
    expect(await screen.findAllByText('Team Garcia #7')).toHaveLength(2);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('If-None-Match')).toBeNull();
    expect(fetch.mock.calls[0][1]).toMatchObject({ cache: 'no-store', credentials: 'same-origin' });
    first.unmount();
    renderTrivia([ME], '/trivia?display=leaderboard');
    // The kept board, before any answer.
    expect(await screen.findAllByText('Team Garcia #7')).toHaveLength(2);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(new Headers(fetch.mock.calls[1][1]?.headers).get('If-None-Match')).toBe('W/"board-1"');
    expect(await fetch.mock.results[1].value).toMatchObject({ status: 304 });
    expect(screen.getAllByText('Team Garcia #7')).toHaveLength(2);
  });
});
