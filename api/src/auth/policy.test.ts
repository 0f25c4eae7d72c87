import { describe, expect, it } from 'vitest';
import { can, pagesFor, type Actor } from './policy.js';

const guest = (groupPages: string[], extra: Partial<Actor> = {}): Actor => ({ id: 7, isAdmin: false, canRsvp: true, groupPages, ...extra });

describe('policy', () => {
  it('a guest opens only the pages of their group, never admin', () => {
    const g = guest(['home', 'couple', 'rsvp', 'admin']);
    expect(pagesFor(g)).toEqual(['home', 'couple', 'rsvp']);
    expect(can(g, 'open', 'couple')).toBe(true);
    expect(can(g, 'open', 'registry')).toBe(false);
    expect(can(g, 'open', 'admin')).toBe(false);
  });

  it('admins open everything, and nobody signed out opens anything', () => {
    const admin = guest([], { isAdmin: true });
    expect(pagesFor(admin)).toContain('admin');
    expect(can(admin, 'open', 'trivia')).toBe(true);
    expect(can(null, 'open', 'home')).toBe(false);
    expect(can(undefined, 'administer')).toBe(false);
  });

  it('RSVP needs canRsvp and the rsvp page; only admins answer for another party', () => {
    expect(can(guest(['rsvp']), 'rsvp')).toBe(true);
    expect(can(guest(['rsvp'], { canRsvp: false }), 'rsvp')).toBe(false);
    expect(can(guest(['home']), 'rsvp')).toBe(false);
    expect(can(guest(['rsvp']), 'rsvp', { id: 7 })).toBe(true);
    expect(can(guest(['rsvp']), 'rsvp', { id: 8 })).toBe(false);
    expect(can(guest([], { isAdmin: true }), 'rsvp', { id: 8 })).toBe(true);
  });
});
