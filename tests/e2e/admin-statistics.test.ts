import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client, adminClient, createParty } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

// The statistics count every guest of the wedding and the meal options apply to the whole
// site, so this file has a server (and database) of its own.
const ADMIN = { lastName: 'Statsadmin', zipCode: '90210-0005' };
let server: OwnServer;
let admin: Client;
const browser = useBrowser();
let alpha: string;
let beta: string;

async function partyWithGuests(guests: Array<{ firstName: string; isChild?: boolean }>, canRsvp = true) {
  const party = await createParty(admin, { canRsvp });
  const res = await admin.rest('POST', '/api/admin/party-guests', { guests: guests.map((g) => ({ partyId: party.id, lastName: party.lastName, ...g })) });
  expect(res.status).toBe(201);
  return { ...party, guestIds: (res.body as Array<{ id: number }>).map((g) => g.id) };
}

async function answer(partyId: number, attendanceData: Array<{ guestId: number; attending?: boolean }>) {
  expect((await admin.rest('PATCH', `/api/admin/rsvps/${partyId}`, { attendanceData })).status).toBe(200);
}

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('admin_statistics', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'statistics' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  // Counted: Alpha (Ana and Pablo coming, Leo not), Beta (Eva pending, Tom no answer).
  const a = await partyWithGuests([{ firstName: 'Ana' }, { firstName: 'Pablo', isChild: true }, { firstName: 'Leo' }]);
  const b = await partyWithGuests([{ firstName: 'Eva' }, { firstName: 'Tom' }]);
  // Not counted: a party that may not RSVP, whatever its answers.
  const c = await partyWithGuests([{ firstName: 'Zoe' }], false);
  await answer(a.id, [
    { guestId: a.guestIds[0], attending: true },
    { guestId: a.guestIds[1], attending: true },
    { guestId: a.guestIds[2], attending: false },
  ]);
  await answer(b.id, [{ guestId: b.guestIds[0] }]);
  await answer(c.id, [{ guestId: c.guestIds[0], attending: true }]);
  alpha = a.lastName;
  beta = b.lastName;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const listed = (page: Page) => page.getByRole('dialog').getByRole('listitem').allInnerTexts();
const oneLine = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, ' ').trim());

describe.skipIf(browserMissing)('RSVP statistics and options on the admin dashboard, in Chromium', () => {
  it('an admin may read the RSVP options (the rsvp page check lets admins through)', async () => {
    const res = await admin.gql('{ rsvpOptions { deadline mealOptions open } }');
    expect(res.errors).toBeUndefined();
    expect(res.data.rsvpOptions).toEqual({ deadline: null, mealOptions: [], open: true });
  });

  it('shows the five numbers and the response rate; lists open by keyboard and by double-click; meal options set in the panel take effect', async () => {
    const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 320, height: 640 } });
    await openDashboard(page, ADMIN);
    const stats = page.getByRole('region', { name: 'RSVP Statistics', exact: true });
    const stat = (label: string, count: number) => stats.getByRole('button', { name: `${label} ${count} Show the guests`, exact: true });
    for (const [label, count] of [
      ['Total Invited', 5],
      ['RSVP Responses', 3],
      ['Attending', 2],
      ['Not Attending', 1],
      ['No Response Yet', 2],
    ] as const) {
      await stat(label, count).waitFor();
    }
    const rate = stats.getByRole('progressbar', { name: 'Response Rate' });
    expect(await rate.getAttribute('aria-valuenow')).toBe('60');
    await stats.getByText('60%', { exact: true }).waitFor();
    await stats.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-statistics-320');

    // By keyboard: Tab reaches the stat, Enter opens its list, Escape closes it and focus comes back.
    await stat('Not Attending', 1).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const notAttending = page.getByRole('dialog', { name: 'Guests Not Attending' });
    await notAttending.getByText('1 guest', { exact: true }).waitFor();
    expect(oneLine(await listed(page))).toEqual([`Leo ${alpha} ${alpha} Party`]);
    await page.keyboard.press('Escape');
    await notAttending.waitFor({ state: 'hidden' });
    expect(await stat('Not Attending', 1).evaluate((el) => el === document.activeElement)).toBe(true);

    await stat('No Response Yet', 2).focus();
    await page.keyboard.press('Enter');
    const noResponse = page.getByRole('dialog', { name: "Guests Who Haven't Responded" });
    await noResponse.getByText('2 guests', { exact: true }).waitFor();
    expect(oneLine(await listed(page))).toEqual([`Eva ${beta} ${beta} Party`, `Tom ${beta} ${beta} Party`]);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'admin-statistics-dialog-320');
    await noResponse.getByRole('button', { name: 'Close' }).first().click();
    await noResponse.waitFor({ state: 'hidden' });

    // By mouse: one click does nothing, a double-click opens the list.
    await stat('Attending', 2).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await stat('Attending', 2).dblclick();
    const attending = page.getByRole('dialog', { name: 'Guests Attending' });
    await attending.getByText('2 guests', { exact: true }).waitFor();
    expect(oneLine(await listed(page))).toEqual([`Ana ${alpha} ${alpha} Party`, `Pablo ${alpha} (Child) ${alpha} Party`]);
    await page.keyboard.press('Escape');
    await attending.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);

    // No meal options yet: no meal counts.
    expect(await stats.getByRole('heading', { name: 'Meal choices' }).count()).toBe(0);

    // The RSVP Options panel: two meals and a deadline.
    const options = page.getByRole('region', { name: 'RSVP Options', exact: true });
    await options.getByText('No meal options: the RSVP form asks no meal.').waitFor();
    await options.getByRole('button', { name: 'Add Meal Option' }).click();
    await options.getByRole('textbox', { name: 'Meal option 1', exact: true }).fill('Fish');
    await options.getByRole('button', { name: 'Add Meal Option' }).click();
    await options.getByRole('textbox', { name: 'Meal option 2', exact: true }).fill('Meat');
    await options.getByRole('button', { name: 'Move meal option 2 up' }).click();
    await options.getByLabel('RSVP Deadline').fill('2999-12-31');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
    await options.getByRole('textbox', { name: 'Meal option 1', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-rsvp-options-320');
    await options.getByRole('button', { name: 'Save RSVP Options' }).click();
    await page.getByRole('status').filter({ hasText: 'RSVP options updated successfully' }).waitFor();

    // They take effect: the API has them, and the statistics count meals (both guests coming have chosen none yet).
    const saved = await admin.gql('{ rsvpOptions { deadline mealOptions open } }');
    expect(saved.data.rsvpOptions).toEqual({ deadline: '2999-12-31', mealOptions: ['Meat', 'Fish'], open: true });
    const meals = stats.getByRole('heading', { level: 3, name: 'Meal choices' });
    await meals.waitFor();
    expect(oneLine(await stats.getByRole('list').last().getByRole('listitem').allInnerTexts())).toEqual(['Meat: 0', 'Fish: 0', 'Not chosen yet: 2']);

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
