/** Spec §4: a phone (by its user agent) opens the Venmo app; anything else is shown a QR code. */
export const isPhone = (userAgent: string) => /Android|iPhone|iPad|iPod/i.test(userAgent);

/**
 * The Venmo app's payment link: recipient, amount in dollars with 2 decimals, and the note. The
 * same link opens on a phone and is encoded in the desktop's QR code.
 */
export function venmoLink(username: string, cents: number, note: string): string {
  // The couple may have typed their handle with its "@"; the link wants the bare name.
  const recipient = encodeURIComponent(username.trim().replace(/^@/, ''));
  const amount = (cents / 100).toFixed(2);
  return `venmo://paycharge?txn=pay&recipients=${recipient}&amount=${amount}&note=${encodeURIComponent(note)}`;
}

/** The handle as shown after "Send to: @". */
export const venmoHandle = (username: string) => username.trim().replace(/^@/, '');
