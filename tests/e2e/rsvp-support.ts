import type { Page } from 'playwright-core';
import { createParty, type Client } from '../support/client.js';

export interface GuestRow {
  id: number;
  firstName: string;
  lastName: string;
  isChild: boolean;
}

/** A party able to RSVP with an adult and a child, made through the admin API (spec §7). */
export async function createFamily(admin: Client, fields: Parameters<typeof createParty>[1] = {}) {
  const party = await createParty(admin, { canRsvp: true, ...fields });
  const res = await admin.rest<GuestRow[]>('POST', '/api/admin/party-guests', {
    guests: [
      { partyId: party.id, firstName: 'Maria', lastName: party.lastName, isChild: false, sortOrder: 0 },
      { partyId: party.id, firstName: 'Lucia', lastName: party.lastName, isChild: true, sortOrder: 1 },
    ],
  });
  if (res.status !== 201) throw new Error(`Adding guests failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [adult, child] = res.body;
  return { ...party, adult, child, names: { adult: `Maria ${party.lastName}`, child: `Lucia ${party.lastName}` } };
}

/** What the server stored for these guests, read as the couple would (GET /api/admin/guest-attendance). */
export async function storedAnswers(admin: Client, guestIds: number[]) {
  const res = await admin.rest<Array<{ guestId: number; attending: boolean | null; dietaryRestrictions: string | null; mealPreference: string | null }>>(
    'GET',
    '/api/admin/guest-attendance',
  );
  return guestIds.map((id) => {
    const row = res.body.find((a) => a.guestId === id);
    return row && { attending: row.attending, dietaryRestrictions: row.dietaryRestrictions, mealPreference: row.mealPreference };
  });
}

/** One guest's block of the form, found by the guest's name. */
export const guestBlock = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

export const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
