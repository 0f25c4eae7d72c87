import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { ChatbotEnabledDocument, ChatDocument } from './gql/graphql';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { ChatbotLauncher } from './ChatbotLauncher';

const enabled = (on: boolean): MockLink.MockedResponse => ({ request: { query: ChatbotEnabledDocument }, result: { data: { chatbotEnabled: { __typename: 'ChatbotEnabled', enabled: on } } } });
const chat = (question: string, outcome: { response: string } | { error: { message: string; code: string; messageCode: string; params?: Record<string, number> } }, delay = 0): MockLink.MockedResponse => ({
  request: { query: ChatDocument, variables: { input: { question, language: 'en' } } },
  result:
    'response' in outcome
      ? { data: { chat: { __typename: 'ChatAnswer', response: outcome.response } } }
      : { data: null, errors: [{ message: outcome.error.message, path: ['chat'], extensions: outcome.error }] },
  delay,
});

async function openPanel(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ask us anything!' }));
  return screen.findByRole('dialog', { name: 'Ask us anything!' });
}

describe('the assistant widget', () => {
  it('shows no button while the assistant is off', async () => {
    renderWithProviders(<ChatbotLauncher />, { mocks: [enabled(false), meMock(sessionUser())] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Ask us anything!' })).toBeNull();
  });

  it('asks a question: the send button waits for text, the question shows, a spinner, then the reply', async () => {
    const { user } = renderWithProviders(<ChatbotLauncher />, { mocks: [enabled(true), meMock(sessionUser()), chat('What should I wear?', { response: 'Dress code: cocktail attire.' }, 400)] });
    const panel = await openPanel(user);
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    expect((input as HTMLInputElement).placeholder).toBe('Type your question...');
    await waitFor(() => expect(document.activeElement).toBe(input));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(input, '   ');
    expect(send.disabled).toBe(true);
    await user.type(input, 'What should I wear?  ');
    expect(send.disabled).toBe(false);
    await user.click(send);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.textContent).toContain('What should I wear?');
    await screen.findByText('Waiting for the answer...');
    expect(send.disabled).toBe(true);
    await screen.findByText('Dress code: cocktail attire.');
    expect(screen.queryByText('Waiting for the answer...')).toBeNull();
    expect(log.textContent!.indexOf('What should I wear?')).toBeLessThan(log.textContent!.indexOf('cocktail attire'));
    // Closed and opened again, the conversation is still there.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ask us anything!' }));
    expect(await screen.findByRole('dialog', { name: 'Ask us anything!' })).toBe(panel);
    expect(screen.getByRole('log', { name: 'Conversation' }).textContent).toContain('cocktail attire');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('shows "Failed to get response from AI" when the answer fails, with the reason when it is the guest’s to act on', async () => {
    const { user } = renderWithProviders(<ChatbotLauncher />, {
      mocks: [
        enabled(true),
        meMock(sessionUser()),
        chat('Hi?', { error: { message: 'Failed to get response from AI', code: 'SERVICE_UNAVAILABLE', messageCode: 'CHATBOT_FAILED' } }),
        chat('Again?', { error: { message: 'Too many', code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_QUESTIONS', params: { seconds: 30 } } }),
      ],
    });
    await openPanel(user);
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'Hi?{Enter}');
    await screen.findByText('Failed to get response from AI');
    await user.type(input, 'Again?{Enter}');
    await screen.findByText('You have asked a lot of questions. Please wait 30 seconds and try again.');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user } = renderWithProviders(<ChatbotLauncher />, { mocks: [enabled(true), meMock(sessionUser())] });
    const panel = await openPanel(user);
    await screen.findByRole('textbox', { name: 'Your question' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(panel.isConnected).toBe(true);
    const button = screen.getByRole('button', { name: 'Ask us anything!' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Open again; Escape from the button itself closes it too.
    await user.click(button);
    await screen.findByRole('textbox', { name: 'Your question' });
    button.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks signed-out visitors to sign in', async () => {
    const { user } = renderWithProviders(<ChatbotLauncher />, { mocks: [enabled(true), meMock(null)] });
    await openPanel(user);
    await screen.findByText('Please sign in to ask us anything.');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
