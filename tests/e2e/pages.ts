import { Client } from '../support/client.js';
import { createFamily } from './rsvp-support.js';

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
  // Our Story's photos and gallery as a party of the default group (parents' photos, no toggle);
  // tests/e2e/gallery.test.ts checks the close-friends toggle and its tooltip with axe.
  { path: '/couple', heading: 'Our Story', visitors: ['guest of the default group'] },
  // The RSVP page in three of its states: the form (a party with guests, no answers yet), no
  // guests (the admin's party) and the summary (see createAnsweredParty).
  { path: '/rsvp', heading: 'RSVP', visitors: ['guest'] },
  { path: '/rsvp', heading: 'No Guests Found', visitors: ['admin'] },
  { path: '/rsvp', heading: 'RSVP Received', visitors: ['guest of the default group'] },
  { path: '/registry', heading: 'Honeymoon Registry', visitors: SIGNED_IN },
  { path: '/logistics', heading: 'Travel & Accommodations', visitors: SIGNED_IN },
  { path: '/schedule', heading: 'Event Schedule', visitors: SIGNED_IN },
  // The polls page: guests see the polls other tests made (unvoted cards); tests/e2e/polls.test.ts
  // checks the voted state with axe. A group without the page is refused.
  { path: '/polls', heading: 'Wedding Polls', visitors: SIGNED_IN },
  { path: '/polls', heading: 'Access Restricted', visitors: ['guest of the default group'] },
  { path: '/trivia', heading: 'Wedding Trivia', visitors: SIGNED_IN },
  // The trivia page shows the questions other tests made (unanswered) on its first tab;
  // tests/e2e/trivia.test.ts checks the overlay, the answered state and the leaderboard tab with
  // axe. The projector view, and a group without the page is refused.
  { path: '/trivia?display=leaderboard', heading: 'Trivia Leaderboard', visitors: SIGNED_IN },
  { path: '/trivia', heading: 'Access Restricted', visitors: ['guest of the default group'] },
  { path: '/admin', heading: 'Admin Dashboard', visitors: ['admin'] },
  { path: '/registry', heading: 'Access Restricted', visitors: ['guest of the default group'] },
  // The couple's texts: Our Story for the default group too; its parties cannot open the travel
  // page. The admin's /logistics and /schedule above show the view-mode selector; the
  // "Additional Details" state (no canRsvp) is checked with axe in tests/e2e/content.test.ts.
  { path: '/couple', heading: 'Our Story', visitors: ['guest of the default group'] },
  { path: '/logistics', heading: 'Access Restricted', visitors: ['guest of the default group'] },
  { path: '/schedule', heading: 'Access Restricted', visitors: ['guest of the default group'] },
];

export function pagesFor(visitor: Visitor): SitePage[] {
  return SITE_PAGES.filter((page) => page.visitors.includes(visitor));
}

/** Every page a guest group can list; a guest of such a group sees all of them. */
export const GUEST_PAGES = ['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia'];

/** A new party (able to RSVP, two guests who have not answered) in a new group that opens every guest page. */
export async function createGuestSeeingEverything(admin: Client) {
  const group = await admin.rest('POST', '/api/admin/guest-groups', {
    name: `everything-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
    allowedPages: GUEST_PAGES,
  });
  if (group.status !== 201) throw new Error(`Creating a guest group failed: ${group.status} ${JSON.stringify(group.body)}`);
  return createFamily(admin, { guestGroup: group.body.name });
}

/** A party of the default group (home, couple, rsvp) whose guests have answered: one coming, with a note. */
export async function createAnsweredParty(admin: Client) {
  const family = await createFamily(admin);
  const guest = new Client(undefined, admin.baseUrl);
  if ((await guest.login(family.lastName, family.zipCode)).status !== 200) throw new Error('The answered party could not sign in');
  const res = await guest.rest('POST', '/api/guest-attendance', {
    attendanceData: [
      { guestId: family.adult.id, attending: true, dietaryRestrictions: 'Vegetarian' },
      { guestId: family.child.id, attending: false },
    ],
  });
  if (res.status !== 200) throw new Error(`Answering failed: ${res.status} ${JSON.stringify(res.body)}`);
  return family;
}
