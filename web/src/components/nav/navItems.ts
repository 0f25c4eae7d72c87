import type { MessageId } from '../../i18n/useT';
import { canAccessPage, canRsvp, type PageName, type SessionUser } from '../../session/access';

export interface NavItem {
  label: MessageId;
  to: string;
  page: PageName;
}

// Spec §2 order.
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.home', to: '/', page: 'home' },
  { label: 'nav.couple', to: '/couple', page: 'couple' },
  { label: 'nav.rsvp', to: '/rsvp', page: 'rsvp' },
  { label: 'nav.logistics', to: '/logistics', page: 'logistics' },
  { label: 'nav.schedule', to: '/schedule', page: 'schedule' },
  { label: 'nav.registry', to: '/registry', page: 'registry' },
  { label: 'nav.admin', to: '/admin', page: 'admin' },
  { label: 'nav.polls', to: '/polls', page: 'polls' },
  { label: 'nav.trivia', to: '/trivia', page: 'trivia' },
];

/** The links this party may follow; RSVP additionally needs the party's RSVP flag. */
export function visibleNavItems(user: SessionUser | null): NavItem[] {
  return NAV_ITEMS.filter((item) =>
    item.page === 'rsvp' ? canRsvp(user) : canAccessPage(user, item.page),
  );
}
