import { describe, expect, it } from 'vitest';
import { sessionUser } from '../test/mocks';
import { canAccessPage, canRsvp, pageNameForPath } from './access';

describe('page access policy', () => {
  it('derives the page name from the path', () => {
    expect(pageNameForPath('/')).toBe('home');
    expect(pageNameForPath('/couple')).toBe('couple');
    expect(pageNameForPath('/logistics')).toBe('logistics');
  });

  it('allows nothing while signed out', () => {
    expect(canAccessPage(null, 'home')).toBe(false);
    expect(canRsvp(null)).toBe(false);
  });

  it('follows allowedPages for guests and keeps admin to admins', () => {
    const guest = sessionUser({ allowedPages: ['home', 'couple', 'admin'] });
    expect(canAccessPage(guest, 'couple')).toBe(true);
    expect(canAccessPage(guest, 'polls')).toBe(false);
    expect(canAccessPage(guest, 'admin')).toBe(false);
    const admin = sessionUser({ isAdmin: true, allowedPages: [] });
    for (const page of ['home', 'polls', 'trivia', 'admin']) expect(canAccessPage(admin, page)).toBe(true);
  });

  it('needs both the RSVP flag and rsvp page access for RSVP', () => {
    expect(canRsvp(sessionUser({ canRsvp: true, allowedPages: ['rsvp'] }))).toBe(true);
    expect(canRsvp(sessionUser({ canRsvp: false, allowedPages: ['rsvp'] }))).toBe(false);
    expect(canRsvp(sessionUser({ canRsvp: true, allowedPages: ['home'] }))).toBe(false);
  });
});
