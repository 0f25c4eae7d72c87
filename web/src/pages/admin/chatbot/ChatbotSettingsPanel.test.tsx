import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { AdminChatbotDocument, SetChatbotEnabledDocument, UpdateChatbotContextDocument } from '../gql/graphql';
import { ChatbotSettingsPanel } from './ChatbotSettingsPanel';

const settings = (enabled: boolean, context: string): MockLink.MockedResponse => ({
  request: { query: AdminChatbotDocument },
  result: {
    data: {
      chatbotEnabled: { __typename: 'ChatbotEnabled', enabled },
      chatbotContext: { __typename: 'ChatbotContext', context, contextEs: '', source: context ? 'couple' : 'site', provider: 'offline', model: null },
    },
  },
});
const CONTEXT = 'Dress code: cocktail attire.\nShuttle: 4:00 pm from the hotel.';
const CONTEXT_ES = 'Vestimenta: cóctel.';

beforeAll(() => loadCatalogPart('admin'));

describe('AI Chatbot Settings panel', () => {
  it('shows the empty state and switches the assistant on and off with the spec’s toasts', async () => {
    const { user } = renderWithProviders(<ChatbotSettingsPanel />, {
      mocks: [
        settings(false, ''),
        { request: { query: SetChatbotEnabledDocument, variables: { input: { enabled: true } } }, result: { data: { setChatbotEnabled: { __typename: 'ChatbotEnabled', enabled: true } } } },
        settings(true, ''),
        { request: { query: SetChatbotEnabledDocument, variables: { input: { enabled: false } } }, error: new Error('offline') },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'Enable AI Chatbot' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText("No context set yet. Click 'Edit Context' to add information.")).toBeTruthy();
    expect(screen.getByText(/the assistant answers from the site's own content/)).toBeTruthy();
    expect(screen.getByText(/^Answers come from the built-in offline answerer/)).toBeTruthy();
    await user.click(toggle);
    await expectToast('Success', 'AI Chatbot enabled');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await user.click(toggle);
    await expectToast('Error', 'Failed to update chatbot settings');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('edits and saves the context, then shows it', async () => {
    const { user } = renderWithProviders(<ChatbotSettingsPanel />, {
      mocks: [
        settings(true, ''),
        {
          request: { query: UpdateChatbotContextDocument, variables: { input: { context: CONTEXT, contextEs: CONTEXT_ES } } },
          result: { data: { updateChatbotContext: { __typename: 'ChatbotContext', context: CONTEXT, contextEs: CONTEXT_ES, source: 'couple', provider: 'offline', model: null } } },
        },
        settings(true, CONTEXT),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Context' }));
    const box = screen.getByRole('textbox', { name: 'Chatbot Context' }) as HTMLTextAreaElement;
    expect(box.placeholder).toMatch(/^Tell your story .* dress code, shuttle times/);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, CONTEXT.replace('\n', '{Enter}'));
    // Spanish questions read the Spanish context (issue 20 §4).
    await user.type(screen.getByRole('textbox', { name: 'Chatbot Context (Spanish)' }), CONTEXT_ES);
    await user.click(screen.getByRole('button', { name: 'Save Context' }));
    await expectToast('Success', 'Chatbot context updated successfully');
    await screen.findByText(/Shuttle: 4:00 pm from the hotel\./);
    expect(screen.getByText('The assistant answers from this context only.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Context' })));
  });

  it('names the model when one is configured', async () => {
    const withModel = settings(true, CONTEXT);
    const data = (withModel.result as { data: { chatbotContext: Record<string, unknown> } }).data;
    Object.assign(data.chatbotContext, { provider: 'openai-compatible', model: 'gpt-4o-mini' });
    renderWithProviders(<ChatbotSettingsPanel />, { mocks: [withModel] });
    await screen.findByText('Answers come from the AI model gpt-4o-mini.');
  });

  it('says so when the context cannot be saved, and keeps the draft', async () => {
    const { user } = renderWithProviders(<ChatbotSettingsPanel />, {
      mocks: [settings(true, ''), { request: { query: UpdateChatbotContextDocument, variables: { input: { context: 'Hi', contextEs: '' } } }, error: new Error('offline') }],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Context' }));
    await user.type(screen.getByRole('textbox', { name: 'Chatbot Context' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save Context' }));
    await expectToast('Error', 'Failed to update chatbot context');
    expect((screen.getByRole('textbox', { name: 'Chatbot Context' }) as HTMLTextAreaElement).value).toBe('Hi');
  });
});
