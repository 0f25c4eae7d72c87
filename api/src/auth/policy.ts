/**
 * Who may do what, in one place. The web app mirrors these rules; the server enforces them.
 */
export const GUEST_PAGES = ['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia'] as const;
export type GuestPage = (typeof GUEST_PAGES)[number];
export type Page = GuestPage | 'admin';
export const ALL_PAGES: readonly Page[] = [...GUEST_PAGES, 'admin'];

export interface Actor {
  id: number;
  isAdmin: boolean;
  canRsvp: boolean;
  /** Pages the party's guest group opens (ignored for admins). */
  groupPages: readonly string[];
}

/** The pages a signed-in party may open, in navigation order. */
export function pagesFor(actor: Actor): Page[] {
  if (actor.isAdmin) return [...ALL_PAGES];
  return GUEST_PAGES.filter((p) => actor.groupPages.includes(p));
}

type Rule = { action: 'open'; subject: Page } | { action: 'rsvp'; subject?: { id: number } } | { action: 'administer' };

export function can(actor: Actor | null | undefined, action: 'open', page: Page): boolean;
export function can(actor: Actor | null | undefined, action: 'rsvp', party?: { id: number }): boolean;
export function can(actor: Actor | null | undefined, action: 'administer'): boolean;
export function can(actor: Actor | null | undefined, action: Rule['action'], subject?: unknown): boolean {
  if (!actor) return false;
  switch (action) {
    case 'administer':
      return actor.isAdmin;
    case 'open':
      return pagesFor(actor).includes(subject as Page);
    case 'rsvp': {
      const party = subject as { id: number } | undefined;
      // A party answers for itself; admins answer for anyone through the admin tools.
      if (party && party.id !== actor.id) return actor.isAdmin;
      return actor.canRsvp && can(actor, 'open', 'rsvp');
    }
  }
}
