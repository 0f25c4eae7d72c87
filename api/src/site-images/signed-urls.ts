import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stored photos are served under this path, only with a valid signature. */
export const STORED_IMAGE_PATH = '/api/images/file/';
/**
 * Signatures end on a 15-minute boundary 15 to 30 minutes ahead: short-lived, yet the same
 * address for everyone signing within one window, so the browser's cache keeps working.
 */
const WINDOW_MS = 15 * 60_000;

const SIGNED = /^\/api\/images\/file\/([a-z0-9-]{1,64})\/([a-z0-9-]{1,32}\.webp)$/;

function signature(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`site-image\n${path}\n${expires}`).digest('base64url');
}

export function storedImagePath(key: string, name: string): string {
  return `${STORED_IMAGE_PATH}${key}/${name}`;
}

/** The stored image's key and file name of an address on this site, or null for any other address. */
export function storedImageOf(url: string): { path: string; key: string; name: string } | null {
  let path: string;
  try {
    path = new URL(url, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  const match = SIGNED.exec(path);
  return match ? { path, key: match[1], name: match[2] } : null;
}

export function signPath(secret: string, path: string, now = Date.now()): string {
  const expires = Math.floor(now / WINDOW_MS) * WINDOW_MS + 2 * WINDOW_MS;
  const seconds = expires / 1000;
  return `${path}?expires=${seconds}&signature=${signature(secret, path, seconds)}`;
}

/** Whether the address's signature is ours, for this path, and not yet expired. */
export function validSignature(secret: string, path: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, path, Number(expires)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
