import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Client, uniqueLastName, uniqueZip } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** The row of the "Parties and Guests" table whose first cell is `name`. */
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });

/** "Party Guest Management" lists the parties matching a search (issue 23): find the party, then choose it. */
async function chooseParty(management: Locator, lastName: string, zipCode: string) {
  await management.getByRole('searchbox', { name: 'Find a party' }).fill(lastName);
  const select = management.getByLabel('Party', { exact: true });
  await select.locator('option', { hasText: `${lastName} (${zipCode})` }).waitFor({ state: 'attached' });
  await select.selectOption({ label: `${lastName} (${zipCode})` });
}

/** The guest answers for their party, as the RSVP page would (POST /api/guest-attendance). */
async function answerAsGuest(lastName: string, zipCode: string, answers: Record<string, boolean>) {
  const guest = new Client();
  expect((await guest.login(lastName, zipCode)).status).toBe(200);
  const guests = (await guest.rest('GET', '/api/party-guests')).body as Array<{ id: number; firstName: string }>;
  // When the couple offers meals, an attending guest must choose one.
  const options = (await guest.rest('GET', '/api/rsvp-options')).body as { mealOptions?: string[] };
  const meal = options.mealOptions?.[0];
  const attendanceData = guests.map((g) => ({
    guestId: g.id,
    attending: answers[g.firstName],
    ...(answers[g.firstName] && meal ? { mealPreference: meal } : {}),
  }));
  const res = await guest.rest('POST', '/api/guest-attendance', { attendanceData });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe.skipIf(browserMissing)('party guests in the admin dashboard, in Chromium', () => {
  it('an admin adds a party and two guests, sees their answers once given, and deletes a guest', async () => {
    const page = await newPage(browser());
    await openDashboard(page);
    const management = page.getByRole('region', { name: 'Party Guest Management', exact: true });
    const parties = page.getByRole('region', { name: 'Parties and Guests', exact: true });
    const table = parties.getByRole('region', { name: 'Table of parties and guests' });

    // A new party, from the party form.
    const lastName = uniqueLastName('Guests');
    const zipCode = uniqueZip();
    await parties.getByRole('button', { name: 'Add New Party' }).click();
    const partyForm = page.getByRole('form', { name: 'Add New Party' });
    await partyForm.getByLabel('Last Name').fill(lastName);
    await partyForm.getByLabel('ZIP Code').fill(zipCode);
    await partyForm.getByRole('button', { name: 'Create Party' }).click();
    await toast(page, 'Party created successfully');
    await rowOf(table, `${lastName} Party`).getByText('0 guests').waitFor();

    // Two guests, one a child, from Party Guest Management.
    await chooseParty(management, lastName, zipCode);
    const guestForm = management.getByRole('form', { name: 'Add Guest' });
    const add = guestForm.getByRole('button', { name: 'Add Guest' });
    expect(await guestForm.getByLabel('Last Name').inputValue()).toBe(lastName);
    expect(await add.isDisabled()).toBe(true);
    await guestForm.getByLabel('First Name').fill('Ana');
    await add.click();
    await toast(page, 'Guest added successfully');
    await guestForm.getByLabel('First Name').fill('Leo');
    await guestForm.getByRole('checkbox', { name: 'Is Child' }).check();
    await add.click();
    await management.getByRole('listitem').filter({ hasText: `Leo ${lastName} (Child)` }).waitFor();
    expect(await management.getByRole('listitem').allTextContents()).toEqual([`Ana ${lastName}`, `Leo ${lastName} (Child)`]);

    // Both under the party in section 8, not answered yet.
    await rowOf(table, `${lastName} Party`).getByText('2 guests').waitFor();
    await rowOf(table, `Ana ${lastName}`).getByText('No RSVP', { exact: true }).waitFor();
    await rowOf(table, `Leo ${lastName} (Child)`).getByText('No RSVP', { exact: true }).waitFor();
    await screenshot(page, 'admin-party-guests');

    // With a party chosen and its guest list shown: axe-clean, and at 320 px nothing scrolls sideways.
    expect(await axeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await management.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-party-guests-320');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The party answers; the admin reloads and sees it.
    await answerAsGuest(lastName, zipCode, { Ana: true, Leo: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await parties.getByRole('searchbox', { name: /^Search/ }).fill(lastName);
    await rowOf(table, `Ana ${lastName}`).getByText('✓ Attending', { exact: true }).waitFor();
    await rowOf(table, `Leo ${lastName} (Child)`).getByText('✗ Not Attending', { exact: true }).waitFor();

    // Deleting Leo, after confirming.
    await chooseParty(management, lastName, zipCode);
    await management.getByRole('button', { name: `Delete Leo ${lastName}` }).click();
    // The dashboard's own dialog asks (never the browser's confirm box).
    const question = page.getByRole('alertdialog', { name: `Delete Leo ${lastName}?` });
    await question.getByText(`Are you sure you want to delete Leo ${lastName}? Their RSVP answer is deleted too.`).waitFor();
    await question.getByRole('button', { name: `Delete Leo ${lastName}` }).click();
    await toast(page, 'Guest deleted successfully');
    await rowOf(table, `${lastName} Party`).getByText('1 guest', { exact: true }).waitFor();
    expect(await rowOf(table, `Leo ${lastName} (Child)`).count()).toBe(0);
    expect(await management.getByRole('listitem').allTextContents()).toEqual([`Ana ${lastName}`]);

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
