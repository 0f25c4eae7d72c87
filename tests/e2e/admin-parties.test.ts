import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

// Issue 20 §2: the couple fixes a ZIP typo, adds a household with its guests, and deletes one.

const browser = useBrowser();
let admin: Client;

beforeAll(async () => {
  admin = await adminClient();
  if (browserMissing) return;
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
/** The table shows a page of parties (issue 23): the couple searches for the one they mean. */
const search = (parties: Locator, text: string) => parties.getByRole('searchbox', { name: /^Search/ }).fill(text);

describe.skipIf(browserMissing)('parties the couple can fix, in Chromium at 1280 px', () => {
  it('edits a party’s ZIP code, adds a party with two guests, and deletes one after the dialog', async () => {
    const typo = await createParty(admin, { lastName: uniqueLastName('Typo') });
    const leaving = await createParty(admin, { lastName: uniqueLastName('Leaving') });
    await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: leaving.id, firstName: 'Ana', lastName: leaving.lastName }] });
    const leaver = new Client();
    expect((await leaver.login(leaving.lastName, leaving.zipCode)).status).toBe(200);
    const [ana] = (await leaver.rest('GET', '/api/party-guests')).body as Array<{ id: number }>;
    expect((await leaver.rest('POST', '/api/guest-attendance', { attendanceData: [{ guestId: ana.id, attending: false }] })).status).toBe(200);

    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await openDashboard(page);
    const parties = page.getByRole('region', { name: 'Parties and Guests', exact: true });
    const table = parties.getByRole('region', { name: 'Table of parties and guests' });

    // The couple's own party is marked as theirs.
    const me = (await admin.rest('GET', '/api/user')).body as { lastName: string };
    await search(parties, me.lastName);
    await rowOf(table, `${me.lastName} PartyYou (your own party)`).waitFor();

    // 1. A ZIP typo, fixed: the household signs in with the right one, and no longer the wrong one.
    const zipCode = uniqueZip();
    await search(parties, typo.lastName);
    await rowOf(table, `${typo.lastName} Party`).getByRole('button', { name: `Edit the ${typo.lastName} Party` }).click();
    const editForm = page.getByRole('form', { name: `Edit the ${typo.lastName} Party` });
    expect(await editForm.getByLabel('Last Name').inputValue()).toBe(typo.lastName);
    await editForm.getByLabel('ZIP Code').fill(zipCode);
    expect(await axeFindings(page)).toEqual([]);
    await editForm.getByRole('button', { name: 'Update Party' }).click();
    await toast(page, 'Party updated successfully');
    await rowOf(table, `${typo.lastName} Party`).getByRole('cell', { name: zipCode, exact: true }).waitFor();
    expect((await new Client().login(typo.lastName, zipCode)).status).toBe(200);
    expect((await new Client().login(typo.lastName, typo.zipCode)).status).toBe(401);

    // 2. A household with two guests, in one form.
    const lastName = uniqueLastName('Household');
    const newZip = uniqueZip();
    await parties.getByRole('button', { name: 'Add New Party' }).click();
    const addForm = page.getByRole('form', { name: 'Add New Party' });
    await addForm.getByLabel('Last Name').fill(lastName);
    await addForm.getByLabel('ZIP Code').fill(newZip);
    await addForm.getByLabel('Guest 1: first name').fill('Marta');
    await addForm.getByRole('button', { name: 'Add Guest' }).click();
    await addForm.getByLabel('Guest 2: first name').fill('Pau');
    await addForm.getByRole('checkbox', { name: 'Guest 2 is a child' }).check();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'admin-party-add-1280');
    await addForm.getByRole('button', { name: 'Create Party' }).click();
    await toast(page, 'Party created successfully');
    // The new party is shown at once: the list searches for it.
    expect(await parties.getByRole('searchbox', { name: /^Search/ }).inputValue()).toBe(lastName);
    await rowOf(table, `${lastName} Party`).getByText('2 guests').waitFor();
    await rowOf(table, `Marta ${lastName}`).waitFor();
    await rowOf(table, `Pau ${lastName} (Child)`).waitFor();

    // 3. A party deleted, after the dashboard's own dialog says what goes with it.
    page.on('dialog', (d) => {
      throw new Error(`the browser's own ${d.type()} box opened: ${d.message()}`);
    });
    await search(parties, leaving.lastName);
    await rowOf(table, `${leaving.lastName} Party`).getByRole('button', { name: `Delete the ${leaving.lastName} Party` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete the ${leaving.lastName} Party?` });
    await dialog.getByText('Its 1 guest and 1 answer will be deleted with it. This cannot be undone.').waitFor();
    // Checked once the dialog has finished fading in (mid-fade its text is pale by design).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'admin-party-delete-1280');
    await dialog.getByRole('button', { name: `Delete the ${leaving.lastName} Party` }).click();
    await toast(page, 'Party deleted successfully');
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(table, `${leaving.lastName} Party`).waitFor({ state: 'detached' });
    expect((await leaver.rest('GET', '/api/user')).status).toBe(401);

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
