import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AdminRsvpQuestionsDocument, CreateRsvpQuestionDocument, DeleteRsvpQuestionDocument } from '../gql/graphql';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { DEFAULT_DASHBOARD, errorResult, expectToast, rsvpStatistics } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { QuestionAnswers } from './QuestionAnswers';
import { RsvpQuestionsPanel } from './RsvpQuestionsPanel';

function adminQuestion(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminRsvpQuestion' as const,
    id: 1,
    text: 'Song request',
    textEs: 'Petición de canción',
    type: 'text',
    options: [] as string[],
    optionsEs: [] as string[],
    required: true,
    perGuest: false,
    guestGroups: ['default', 'family'],
    ...overrides,
  };
}

const SONG = adminQuestion();
const BUS = adminQuestion({ id: 2, text: 'Which bus?', textEs: '', type: 'choice', options: ['There', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'], required: false, perGuest: true, guestGroups: [] });
const listMock = (questions: ReturnType<typeof adminQuestion>[]): MockLink.MockedResponse => ({ request: { query: AdminRsvpQuestionsDocument }, result: { data: { adminRsvpQuestions: questions } } });
const renderPanel = (...mocks: MockLink.MockedResponse[]) => renderWithProviders(<RsvpQuestionsPanel data={DEFAULT_DASHBOARD} />, { mocks });
const form = () => screen.getByRole('form', { name: /Add Question|Edit Question/ });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeAll(() => loadCatalogPart('admin'));

describe('RSVP Questions panel', () => {
  it('lists each question in both languages side by side, with its type, how it is asked and who sees it', async () => {
    renderPanel(listMock([SONG, BUS]));
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Question (English)',
      'Question (Spanish)',
      'Type',
      'Asked',
      'Guest groups who see it',
      'Actions',
    ]);
    expect(rows().map((r) => cells(r).slice(0, 5))).toEqual([
      ['Song request', 'Petición de canción', 'Free text', 'Required · once per party', 'default, family'],
      ['Which bus?', 'As in English', 'ChoiceThere / Ida, Both ways / Ida y vuelta', 'Optional · each guest', 'No group'],
    ]);
  });

  it('creates a choice with its options in both languages, seen by the groups ticked', async () => {
    const input = { text: 'Which bus?', textEs: '¿Qué autobús?', type: 'choice', options: ['There', 'Both ways'], optionsEs: ['Ida', 'Ida y vuelta'], required: false, perGuest: true, guestGroups: ['family'] };
    const created = adminQuestion({ id: 3, ...input });
    const { user } = renderPanel(listMock([]), { request: { query: CreateRsvpQuestionDocument, variables: { input } }, result: { data: { createRsvpQuestion: created } } }, listMock([created]));
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    await user.type(within(form()).getByRole('textbox', { name: /Question \(English\)/ }), 'Which bus?');
    await user.type(within(form()).getByRole('textbox', { name: /Question \(Spanish\)/ }), '¿Qué autobús?');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Type' }), 'choice');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 1' }), 'There');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 1 in Spanish' }), 'Ida');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 2' }), 'Both ways');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 2 in Spanish' }), 'Ida y vuelta');
    await user.click(within(form()).getByRole('checkbox', { name: /Ask each attending guest/ }));
    await user.click(within(form()).getByRole('checkbox', { name: 'default' }));
    await user.click(within(form()).getByRole('button', { name: 'Create Question' }));
    await expectToast('Success', 'RSVP question created successfully');
    await waitFor(() => expect(rows().map((r) => cells(r)[0])).toEqual(['Which bus?']));
  }, 40_000);

  it('shows a server refusal beside the options', async () => {
    const input = { text: 'Which bus?', textEs: '', type: 'choice', options: ['There'], optionsEs: [], required: false, perGuest: false, guestGroups: ['default', 'family'] };
    const { user } = renderPanel(listMock([]), {
      request: { query: CreateRsvpQuestionDocument, variables: { input } },
      result: errorResult('A choice needs at least 2 options', { code: 'BAD_USER_INPUT', messageCode: 'RSVP_OPTIONS_TOO_FEW', params: { min: 2 }, field: 'options' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    await user.type(within(form()).getByRole('textbox', { name: /Question \(English\)/ }), 'Which bus?');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Type' }), 'choice');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 1' }), 'There');
    await user.click(within(form()).getByRole('button', { name: 'Create Question' }));
    expect(await within(form()).findByText('A choice needs at least 2 options')).toBeTruthy();
  });

  it('deletes after the dashboard’s own confirmation', async () => {
    const { user } = renderPanel(listMock([SONG]), { request: { query: DeleteRsvpQuestionDocument, variables: { id: 1 } }, result: { data: { deleteRsvpQuestion: true } } }, listMock([]));
    await user.click(await screen.findByRole('button', { name: 'Delete Song request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete RSVP question' });
    expect(within(dialog).getByText('Delete “Song request”? Its answers are deleted with it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Song request' }));
    await expectToast('Success', 'RSVP question deleted successfully');
    expect(await screen.findByText('No questions yet: the RSVP form asks only who is coming.')).toBeTruthy();
  });
});

describe('answers in RSVP Statistics', () => {
  it('counts per option (yes and no in words) and lists the text answers with who gave them', () => {
    const questions = [
      { __typename: 'RsvpQuestionStatistics' as const, questionId: 1, text: 'Shuttle?', type: 'yesno', perGuest: true, answered: 3, options: [{ __typename: 'RsvpOptionCount' as const, option: 'yes', count: 2 }, { __typename: 'RsvpOptionCount' as const, option: 'no', count: 1 }], textAnswers: [] },
      { __typename: 'RsvpQuestionStatistics' as const, questionId: 2, text: 'Song request', type: 'text', perGuest: false, answered: 1, options: [], textAnswers: [{ __typename: 'RsvpTextAnswer' as const, partyId: 10, guestId: null, name: 'Garcia', value: 'Bailando' }] },
    ];
    renderWithProviders(<QuestionAnswers questions={questions} />);
    expect(screen.getByText('Yes: 2')).toBeTruthy();
    expect(screen.getByText('No: 1')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Answers to Song request' })).getByRole('listitem').textContent).toBe('Garcia: Bailando');
    expect(rsvpStatistics().questions).toEqual([]);
  });
});
