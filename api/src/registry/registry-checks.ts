import { badInput } from '../graphql/errors.js';

/** Trimmed text within `max` characters; null when blank and optional. */
export function text(field: string, value: string | null | undefined, max: number, required = false): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (required) throw badInput(field, 'FIELD_EMPTY', `${field} cannot be empty`, { field });
    return null;
  }
  if (trimmed.length > max) throw badInput(field, 'FIELD_TOO_LONG', `${field} must be at most ${max} characters`, { field, max });
  return trimmed;
}

export function wholeNumber(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(field, 'NUMBER_OUT_OF_RANGE', `${field} must be a whole number from ${min} to ${max}`, { field, min, max });
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(field: string, value: string | null | undefined): string | null {
  const address = text(field, value, 254);
  if (address && !EMAIL.test(address)) throw badInput(field, 'EMAIL_INVALID', 'Please enter a valid email address', { field });
  return address;
}

/** An image address the page may show: https, http, or a path on this site; never javascript: or data:. */
export function imageUrl(value: string | null | undefined): string | null {
  const url = text('imageUrl', value, 2000);
  if (url && !/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(url)) {
    throw badInput('imageUrl', 'IMAGE_URL_INVALID', 'imageUrl must be an http(s) address or a path on this site');
  }
  return url;
}

/** The largest price or quantity a form may set: $1,000,000 and 10,000 units. */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_QUANTITY = 10_000;
/**
 * The most one payment confirmation records: $10,000,000. Price × quantity could reach 10^12
 * cents, past the 32-bit amount column (and GraphQL's Int); a line above this is refused.
 */
export const MAX_PAYMENT_CENTS = 1_000_000_000;
