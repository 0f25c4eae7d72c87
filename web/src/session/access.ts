import type { SessionUserFieldsFragment } from '../gql/graphql';

export type SessionUser = SessionUserFieldsFragment;

/** Page names the server may list in `allowedPages`, plus the admin-only page. */
export type PageName =
  | 'home'
  | 'couple'
  | 'rsvp'
  | 'registry'
  | 'logistics'
  | 'schedule'
  | 'polls'
  | 'trivia'
  | 'admin';

/** Spec §2: a protected route's page is its path without the leading slash, or "home" for "/". */
export function pageNameForPath(path: string): string {
  const name = path.replace(/^\/+/, '');
  return name === '' ? 'home' : name;
}

/**
 * The single rule for who may open a page (spec §6). The server enforces the same rule;
 * this only decides what the UI offers.
 */
export function canAccessPage(user: SessionUser | null | undefined, page: string): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  if (page === 'admin') return false;
  return user.allowedPages.includes(page);
}

/** The RSVP link needs both the party's RSVP flag and access to the rsvp page. */
export function canRsvp(user: SessionUser | null | undefined): boolean {
  return !!user?.canRsvp && canAccessPage(user, 'rsvp');
}
