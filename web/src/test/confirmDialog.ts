import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const textOf = (id: string | null) => (id ? (document.getElementById(id)?.textContent ?? '') : '');

/**
 * Presses a row's Delete button (by its accessible name) and answers the dashboard's
 * confirmation dialog: Cancel, or its go-ahead button (named as the row's button). Returns what
 * the dialog asked, its title and its text. After Cancel it waits for the dialog to close.
 */
export async function answerDeleteDialog(user: UserEvent, button: string, answer: 'delete' | 'cancel') {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog');
  const asked = { title: textOf(dialog.getAttribute('aria-labelledby')), text: textOf(dialog.getAttribute('aria-describedby')) };
  await user.click(within(dialog).getByRole('button', { name: answer === 'cancel' ? 'Cancel' : button }));
  if (answer === 'cancel') await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  return asked;
}
