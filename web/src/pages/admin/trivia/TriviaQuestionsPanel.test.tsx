import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AdminTriviaQuestionsDocument, CreateTriviaQuestionDocument, DeleteTriviaQuestionDocument, UpdateTriviaQuestionDocument } from '../gql/graphql';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { errorResult, expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { TriviaQuestionsPanel } from './TriviaQuestionsPanel';
import { answerDeleteDialog } from '../../../test/confirmDialog';

function adminQuestion(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TriviaQuestion' as const,
    id: 1,
    question: 'Where did they meet?',
    questionEs: '',
    options: ['Madrid', 'Lisbon', 'Paris'],
    optionsEs: [] as string[],
    correctOption: 1,
    active: true,
    embeds: [] as string[],
    questionType: 'standard',
    correctMessage: 'Correct! Great job!',
    incorrectMessage: 'So close! Try again next time.',
    correctMessageEs: '',
    incorrectMessageEs: '',
    answerCounts: [0, 0, 0],
    ...overrides,
  };
}
const MET = adminQuestion();
const SPOTIFY = 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC';

const listMock = (questions: ReturnType<typeof adminQuestion>[]): MockLink.MockedResponse => ({
  request: { query: AdminTriviaQuestionsDocument },
  result: { data: { adminTriviaQuestions: questions } },
});
const renderPanel = (...mocks: MockLink.MockedResponse[]) => renderWithProviders(<TriviaQuestionsPanel />, { mocks });
const form = () => screen.getByRole('form', { name: /Add Trivia Question|Edit Trivia Question/ });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const optionInputs = () => within(form()).getAllByRole('textbox', { name: /^Option \d+$/ }) as HTMLInputElement[];

beforeAll(() => loadCatalogPart('admin'));
afterEach(() => vi.restoreAllMocks());

describe('trivia questions admin panel (spec §2 admin section 3)', () => {
  it('lists Question, Options comma-joined, Correct Answer "Option N: text", Actions', async () => {
    renderPanel(listMock([MET, adminQuestion({ id: 2, question: 'First dance?', options: ['Waltz', 'Salsa'], correctOption: 0, active: false })]));
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Question', 'Options', 'Correct Answer', 'Actions']);
    expect(rows().map((r) => cells(r).slice(0, 3))).toEqual([
      ['Where did they meet?', 'Madrid, Lisbon, Paris', 'Option 2: Lisbon'],
      ['First dance?(inactive)', 'Waltz, Salsa', 'Option 1: Waltz'],
    ]);
    expect(within(rows()[0]).getByRole('button', { name: 'Edit trivia question: Where did they meet?' })).toBeTruthy();
  });

  it('the add/cancel toggle opens the form with one empty option and the default messages, and closes it', async () => {
    const { user } = renderPanel(listMock([]));
    await user.click(await screen.findByRole('button', { name: 'Add Trivia Question' }));
    expect(optionInputs().map((o) => [o.value, o.placeholder])).toEqual([['', 'Option 1']]);
    expect((within(form()).getByRole('textbox', { name: 'Correct Message' }) as HTMLInputElement).value).toBe('Correct! Great job!');
    expect((within(form()).getByRole('textbox', { name: 'Incorrect Message' }) as HTMLInputElement).value).toBe('So close! Try again next time.');
    expect((within(form()).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    const toggle = screen.getByRole('button', { name: 'Cancel', expanded: true });
    await user.click(toggle);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('creates a music question: a player field per option, the right answer follows removals, success toast', async () => {
    const input = {
      question: 'Which song was playing?',
      questionEs: '',
      options: ['La Bamba', 'Bésame Mucho'],
      optionsEs: ['', ''],
      correctOption: 1,
      active: true,
      embeds: ['', SPOTIFY],
      questionType: 'music',
      correctMessage: 'Correct! Great job!',
      incorrectMessage: 'So close! Try again next time.',
      correctMessageEs: '',
      incorrectMessageEs: '',
    };
    const { user } = renderPanel(
      listMock([]),
      { request: { query: CreateTriviaQuestionDocument, variables: { input } }, result: { data: { createTriviaQuestion: adminQuestion({ id: 5, ...input, answerCounts: [0, 0] }) } } },
      listMock([adminQuestion({ id: 5, ...input, answerCounts: [0, 0] })]),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Trivia Question' }));
    await user.type(within(form()).getByRole('textbox', { name: /^Question(?! in Spanish)/ }), 'Which song was playing?');
    await user.click(within(form()).getByRole('button', { name: 'Add Option' }));
    await user.click(within(form()).getByRole('button', { name: 'Add Option' }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Question Type' }), 'music');
    // Music pads the players to the three options.
    expect(within(form()).getAllByRole('textbox', { name: /Music player address/ })).toHaveLength(3);
    await user.type(optionInputs()[0], 'Macarena');
    await user.type(optionInputs()[1], 'La Bamba');
    await user.type(optionInputs()[2], 'Bésame Mucho');
    await user.type(within(form()).getByRole('textbox', { name: 'Music player address for option 3' }), SPOTIFY);
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Correct Answer' }), '2');
    // Removing the first option moves the right answer down with its text, and the players with their options.
    await user.click(within(form()).getByRole('button', { name: 'Remove option 1' }));
    const correct = within(form()).getByRole('combobox', { name: 'Correct Answer' }) as HTMLSelectElement;
    expect(correct.selectedOptions[0].textContent).toBe('Option 2: Bésame Mucho');
    expect((within(form()).getByRole('textbox', { name: 'Music player address for option 2' }) as HTMLInputElement).value).toBe(SPOTIFY);
    await user.click(within(form()).getByRole('button', { name: 'Create Question' }));
    await expectToast('Success', 'Trivia question created successfully');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(cells(rows()[0]).slice(0, 3)).toEqual(['Which song was playing?', 'La Bamba, Bésame Mucho', 'Option 2: Bésame Mucho']);
    // Many fields typed one key at a time: slow on a loaded machine.
  }, 40_000);

  it('removing the right option makes the first one right', async () => {
    const { user } = renderPanel(listMock([MET]));
    await user.click(await screen.findByRole('button', { name: 'Edit trivia question: Where did they meet?' }));
    await user.click(within(form()).getByRole('button', { name: 'Remove option 2' }));
    expect((within(form()).getByRole('combobox', { name: 'Correct Answer' }) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Option 1: Madrid');
  });

  it('a refused player address shows the server’s message naming the option, under the options and in the toast', async () => {
    const input = {
      question: 'Song?',
      questionEs: '',
      options: ['A'],
      optionsEs: [''],
      correctOption: 0,
      active: true,
      embeds: ['https://evil.example/x'],
      questionType: 'music',
      correctMessage: 'Correct! Great job!',
      incorrectMessage: 'So close! Try again next time.',
      correctMessageEs: '',
      incorrectMessageEs: '',
    };
    const message = 'The player address for option 1 is not accepted: use the https embed address of Spotify, Apple Music, SoundCloud or YouTube';
    const { user } = renderPanel(listMock([]), {
      request: { query: CreateTriviaQuestionDocument, variables: { input } },
      result: errorResult(message, { code: 'BAD_USER_INPUT', messageCode: 'TRIVIA_EMBED_NOT_ALLOWED', params: { option: 1 }, field: 'embeds' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Trivia Question' }));
    await user.type(within(form()).getByRole('textbox', { name: /^Question(?! in Spanish)/ }), 'Song?');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Question Type' }), 'music');
    await user.type(optionInputs()[0], 'A');
    await user.type(within(form()).getByRole('textbox', { name: 'Music player address for option 1' }), 'https://evil.example/x');
    await user.click(within(form()).getByRole('button', { name: 'Create Question' }));
    await expectToast('Error', message);
    expect(within(form()).getAllByText(message).length).toBeGreaterThan(0);
  });

  it('edits a question and says so; a failed update without a message says "Failed to update trivia question"', async () => {
    const input = { ...MET, active: false, optionsEs: ['', '', ''] };
    const { __typename, id, answerCounts, ...fields } = input;
    const { user } = renderPanel(listMock([MET]), { request: { query: UpdateTriviaQuestionDocument, variables: { id: 1, input: fields } }, error: new Error('Failed to fetch') });
    await user.click(await screen.findByRole('button', { name: 'Edit trivia question: Where did they meet?' }));
    expect((within(form()).getByRole('textbox', { name: /^Question(?! in Spanish)/ }) as HTMLTextAreaElement).value).toBe('Where did they meet?');
    await user.click(within(form()).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form()).getByRole('button', { name: 'Update Question' }));
    await expectToast('Error', 'Failed to update trivia question');
    void __typename;
    void id;
    void answerCounts;
  });

  it('deletes after the confirmation, and not without it', async () => {
    const { user } = renderPanel(listMock([MET]), { request: { query: DeleteTriviaQuestionDocument, variables: { id: 1 } }, result: { data: { deleteTriviaQuestion: true } } }, listMock([]));
    const asked = await answerDeleteDialog(user, 'Delete trivia question: Where did they meet?', 'cancel');
    expect(asked.text).toBe('Are you sure you want to delete this trivia question? Its answers will be deleted too.');
    expect(rows()).toHaveLength(1);
    await answerDeleteDialog(user, 'Delete trivia question: Where did they meet?', 'delete');
    await expectToast('Success', 'Trivia question deleted successfully');
    expect(await screen.findByText('No trivia questions yet.')).toBeTruthy();
  });
});
