import { canAccessPage, canRsvp, type PageName, type SessionUser } from '../../session/access';

export interface NavItem {
  label: string;
  to: string;
  page: PageName;
}

// Spec §2 order.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', page: 'home' },
  { label: 'The Couple', to: '/couple', page: 'couple' },
  { label: 'RSVP', to: '/rsvp', page: 'rsvp' },
  { label: 'Travel & Accommodations', to: '/logistics', page: 'logistics' },
  { label: 'Event Schedule', to: '/schedule', page: 'schedule' },
  { label: 'Registry', to: '/registry', page: 'registry' },
  { label: 'Admin', to: '/admin', page: 'admin' },
  { label: 'Polls', to: '/polls', page: 'polls' },
  { label: 'Trivia', to: '/trivia', page: 'trivia' },
];

/** The links this party may follow; RSVP additionally needs the party's RSVP flag. */
export function visibleNavItems(user: SessionUser | null): NavItem[] {
  return NAV_ITEMS.filter((item) =>
    item.page === 'rsvp' ? canRsvp(user) : canAccessPage(user, item.page),
  );
}
