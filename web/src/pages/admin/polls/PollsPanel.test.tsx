import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AdminPollsDocument, CreatePollDocument, DeletePollDocument, UpdatePollDocument } from '../gql/graphql';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { errorResult, expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { PollsPanel } from './PollsPanel';
import { answerDeleteDialog } from '../../../test/confirmDialog';

function adminPoll(overrides: Record<string, unknown> = {}) {
  return { __typename: 'Poll' as const, id: 1, question: 'Who cries first?', questionEs: '', options: ['Ana', 'Ben'], optionsEs: [] as string[], type: 'prediction', active: true, voteCounts: [2, 1], ...overrides };
}

const CRY = adminPoll();
const CAKE = adminPoll({ id: 2, question: 'Best cake?', options: ['Chocolate', 'Lemon', 'Carrot'], type: 'preference', active: false, voteCounts: [0, 0, 0] });

const listMock = (polls: ReturnType<typeof adminPoll>[]): MockLink.MockedResponse => ({ request: { query: AdminPollsDocument }, result: { data: { adminPolls: polls } } });

const renderPanel = (...mocks: MockLink.MockedResponse[]) => renderWithProviders(<PollsPanel />, { mocks });
const form = () => screen.getByRole('form', { name: /Create Poll|Edit Poll/ });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeAll(() => loadCatalogPart('admin'));
afterEach(() => vi.restoreAllMocks());

describe('polls admin panel', () => {
  it('lists every poll with question, type, options and actions', async () => {
    renderPanel(listMock([CRY, CAKE]));
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Question', 'Type', 'Options', 'Votes', 'Actions']);
    expect(rows().map((r) => cells(r).slice(0, 4))).toEqual([
      ['Who cries first?', 'Prediction', 'Ana, Ben', '3'],
      ['Best cake?(inactive)', 'Preference', 'Chocolate, Lemon, Carrot', '0'],
    ]);
    expect(within(rows()[1]).getByRole('button', { name: 'Delete poll: Best cake?' })).toBeTruthy();
  });

  it('the create form starts with one empty option "Option 1"; options are added and removed; saves and says so', async () => {
    const input = { question: 'Where is the honeymoon?', questionEs: '', type: 'preference', options: ['Lisbon', 'Rome'], optionsEs: ['', ''], active: true };
    const { user } = renderPanel(
      listMock([]),
      { request: { query: CreatePollDocument, variables: { input } }, result: { data: { createPoll: adminPoll({ id: 3, ...input, voteCounts: [0, 0] }) } } },
      listMock([adminPoll({ id: 3, ...input, voteCounts: [0, 0] })]),
    );
    await user.click(await screen.findByRole('button', { name: 'Create Poll' }));
    const options = () => within(form()).getAllByRole('textbox', { name: /^Option \d$/ }) as HTMLInputElement[];
    expect(options().map((o) => [o.value, o.placeholder])).toEqual([['', 'Option 1']]);
    expect((within(form()).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form()).getByRole('button', { name: 'Remove option 1' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(form()).getByRole('textbox', { name: /^Question(?! in Spanish)/ }), ' Where is the honeymoon? ');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Type' }), 'preference');
    await user.type(options()[0], 'Lisbon');
    await user.click(within(form()).getByRole('button', { name: 'Add Option' }));
    await user.click(within(form()).getByRole('button', { name: 'Add Option' }));
    expect(options().map((o) => o.placeholder)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    await user.type(options()[1], 'Paris');
    await user.type(options()[2], 'Rome');
    await user.click(within(form()).getByRole('button', { name: 'Remove option 2' }));
    expect(options().map((o) => o.value)).toEqual(['Lisbon', 'Rome']);
    await user.click(within(form()).getByRole('button', { name: 'Create Poll' }));
    await expectToast('Success', 'Poll created successfully');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(cells(rows()[0]).slice(0, 3)).toEqual(['Where is the honeymoon?', 'Preference', 'Lisbon, Rome']);
  });

  it('a refused save shows the server’s message under the options and in the toast', async () => {
    const input = { question: 'Q?', questionEs: '', type: 'prediction', options: ['Only'], optionsEs: [''], active: true };
    const { user } = renderPanel(listMock([]), {
      request: { query: CreatePollDocument, variables: { input } },
      result: errorResult('A poll needs at least 2 options', { code: 'BAD_USER_INPUT', messageCode: 'POLL_OPTIONS_TOO_FEW', params: { min: 2 }, field: 'options' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Poll' }));
    await user.type(within(form()).getByRole('textbox', { name: /^Question(?! in Spanish)/ }), 'Q?');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 1' }), 'Only');
    await user.click(within(form()).getByRole('button', { name: 'Create Poll' }));
    await expectToast('Error', 'A poll needs at least 2 options');
    expect(within(form()).getAllByText('A poll needs at least 2 options').length).toBeGreaterThan(0);
  });

  it('edits a poll with its values filled in', async () => {
    const input = { question: 'Who cries first?', questionEs: '¿Quién llora primero?', type: 'prediction', options: ['Ana', 'Ben', 'Both'], optionsEs: ['', '', 'Los dos'], active: false };
    const { user } = renderPanel(
      listMock([CRY]),
      { request: { query: UpdatePollDocument, variables: { id: 1, input } }, result: { data: { updatePoll: adminPoll({ ...input, voteCounts: [2, 1, 0] }) } } },
      listMock([adminPoll({ ...input, voteCounts: [2, 1, 0] })]),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit poll: Who cries first?' }));
    expect((within(form()).getByRole('textbox', { name: /^Question(?! in Spanish)/ }) as HTMLTextAreaElement).value).toBe('Who cries first?');
    await user.click(within(form()).getByRole('button', { name: 'Add Option' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Option 3' }), 'Both');
    // The Spanish beside the English, issue 20 §4.
    await user.type(within(form()).getByRole('textbox', { name: 'Question in Spanish' }), '¿Quién llora primero?');
    await user.type(within(form()).getByRole('textbox', { name: 'Option 3 in Spanish' }), 'Los dos');
    await user.click(within(form()).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form()).getByRole('button', { name: 'Update Poll' }));
    await expectToast('Success', 'Poll updated successfully');
  });

  it('deletes after the confirmation, and not without it', async () => {
    const { user } = renderPanel(listMock([CRY]), { request: { query: DeletePollDocument, variables: { id: 1 } }, result: { data: { deletePoll: true } } }, listMock([]));
    const asked = await answerDeleteDialog(user, 'Delete poll: Who cries first?', 'cancel');
    expect(asked).toEqual({ title: 'Delete this poll?', text: 'Are you sure you want to delete this poll?' });
    expect(rows()).toHaveLength(1);
    await answerDeleteDialog(user, 'Delete poll: Who cries first?', 'delete');
    await expectToast('Success', 'Poll deleted successfully');
    expect(await screen.findByText('No polls yet.')).toBeTruthy();
  });

  it('a failed delete says "Failed to delete poll" when the server gives no message', async () => {
    const { user } = renderPanel(listMock([CRY]), { request: { query: DeletePollDocument, variables: { id: 1 } }, error: new Error('Failed to fetch') });
    await answerDeleteDialog(user, 'Delete poll: Who cries first?', 'delete');
    await expectToast('Error', 'Failed to delete poll');
  });
});
