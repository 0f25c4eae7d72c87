import { createParty, type Client } from '../support/client.js';

export type Visitor = 'signed out' | 'guest' | 'admin' | 'guest of the default group';

export interface SitePage {
  path: string;
  /** The page's main heading (its h1) once loaded; `true` = any text (e.g. the couple's names). */
  heading: string | true;
  /** Who opens it: "guest" is in a group that opens every guest page, the default group does not. */
  visitors: readonly Visitor[];
}

const SIGNED_IN = ['guest', 'admin'] as const;
const EVERYONE = ['signed out', 'guest', 'admin'] as const;

/**
 * Every page of the site, for the accessibility checks (axe, 320 px, focus after navigation).
 * A new page adds one line here.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/auth', heading: 'Welcome', visitors: ['signed out'] },
  { path: '/no-such-page', heading: '404 Page Not Found', visitors: EVERYONE },
  { path: '/', heading: true, visitors: SIGNED_IN },
  { path: '/couple', heading: 'Our Story', visitors: SIGNED_IN },
  { path: '/rsvp', heading: 'RSVP', visitors: SIGNED_IN },
  { path: '/registry', heading: 'Honeymoon Registry', visitors: SIGNED_IN },
  { path: '/logistics', heading: 'Travel & Accommodations', visitors: SIGNED_IN },
  { path: '/schedule', heading: 'Event Schedule', visitors: SIGNED_IN },
  { path: '/polls', heading: 'Wedding Polls', visitors: SIGNED_IN },
  { path: '/trivia', heading: 'Wedding Trivia', visitors: SIGNED_IN },
  { path: '/admin', heading: 'Admin Dashboard', visitors: ['admin'] },
  { path: '/registry', heading: 'Access Restricted', visitors: ['guest of the default group'] },
];

export function pagesFor(visitor: Visitor): SitePage[] {
  return SITE_PAGES.filter((page) => page.visitors.includes(visitor));
}

/** Every page a guest group can list; a guest of such a group sees all of them. */
export const GUEST_PAGES = ['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia'];

/** A new party (able to RSVP) in a new group that opens every guest page. */
export async function createGuestSeeingEverything(admin: Client) {
  const group = await admin.rest('POST', '/api/admin/guest-groups', {
    name: `everything-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
    allowedPages: GUEST_PAGES,
  });
  if (group.status !== 201) throw new Error(`Creating a guest group failed: ${group.status} ${JSON.stringify(group.body)}`);
  return createParty(admin, { canRsvp: true, guestGroup: group.body.name });
}
