import type { SessionUser } from './access';

/** The id of the data block the server writes into the page (api/src/web/page-html.ts). */
const SCRIPT_ID = 'session-user';

let read = false;
let value: { me: SessionUser | null } | undefined;

/**
 * Who was signed in when the server sent this page, as the `me` query would answer it, so the
 * first screen needs no session round trip; undefined when the page came without it (the Vite
 * dev server, component tests). Read once: later changes go through Apollo's cache.
 */
export function initialSession(): { me: SessionUser | null } | undefined {
  if (read) return value;
  read = true;
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(SCRIPT_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as { me?: SessionUser | null }) : undefined;
    value = parsed && 'me' in parsed ? { me: parsed.me ?? null } : undefined;
  } catch {
    value = undefined;
  }
  return value;
}

/** True when the page was sent to a signed-in party: its data and nav bar are needed at once. */
export function signedInAtLoad(): boolean {
  return initialSession()?.me != null;
}
