import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateNotifySettingsDocument } from '../gql/graphql';
import { errorResult, expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { CoupleNotesForm } from './CoupleNotesForm';

const settings = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'NotifySettings' as const,
  email: null,
  frequency: 'each',
  defaultEmail: 'couple@example.com',
  sendTo: 'couple@example.com',
  digestHour: 20,
  ...overrides,
});

const address = () => screen.getByRole('textbox', { name: 'Send them to' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save notes settings' });

describe('notes to the couple', () => {
  it('start from NOTIFY_EMAIL, offer each, a daily digest at its hour, or none, and save the choice', async () => {
    const saved = settings({ email: 'planner@example.com', frequency: 'daily', sendTo: 'planner@example.com' });
    const { user } = renderWithProviders(<CoupleNotesForm saved={settings()} />, {
      mocks: [{ request: { query: UpdateNotifySettingsDocument, variables: { input: { email: 'planner@example.com', frequency: 'daily' } } }, result: { data: { updateNotifySettings: saved } } }],
    });
    expect(address().placeholder).toBe('couple@example.com');
    expect(screen.getByText('Leave empty to use couple@example.com (NOTIFY_EMAIL).')).toBeTruthy();
    expect(screen.getByText('Notes go to couple@example.com.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'A note for each RSVP and gift' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'No notes' })).toBeTruthy();
    await user.type(address(), ' planner@example.com ');
    await user.click(screen.getByRole('radio', { name: 'One digest a day at 20:00' }));
    await user.click(save());
    await expectToast('Success', 'Notes settings saved');
    expect(screen.getByText('Notes go to planner@example.com.')).toBeTruthy();
  });

  it('shows the server’s refusal of an address beside the field', async () => {
    const refused = errorResult('Please enter a valid email address', { code: 'BAD_USER_INPUT', messageCode: 'EMAIL_INVALID', field: 'email', params: { field: 'email' } });
    const { user } = renderWithProviders(<CoupleNotesForm saved={settings({ defaultEmail: null, sendTo: null })} />, {
      mocks: [{ request: { query: UpdateNotifySettingsDocument, variables: { input: { email: 'couple@', frequency: 'each' } } }, result: refused }],
    });
    expect(screen.getByText('No notes are sent.')).toBeTruthy();
    await user.type(address(), 'couple@');
    await user.click(save());
    await expectToast('Error', 'Please enter a valid email address');
    expect(address().getAttribute('aria-invalid')).toBe('true');
  });
});
