import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueLastName, uniqueZip } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

describe.skipIf(browserMissing)('admin dashboard on a phone, in Chromium', () => {
  it('at 320 px an admin adds a group and a party in it, deletes the group, and the party lands in "default"', async () => {
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 } });
    await openDashboard(page);
    const groups = page.getByRole('region', { name: 'Guest Groups', exact: true });
    const parties = page.getByRole('region', { name: 'Parties and Guests', exact: true });

    // The group form opens with every page ticked and fits the screen.
    await groups.getByRole('button', { name: 'Add Guest Group' }).click();
    const groupForm = page.getByRole('form', { name: 'Add Guest Group' });
    expect(await groupForm.getByRole('checkbox', { checked: true }).count()).toBe(8);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'admin-group-form-320');

    const name = uniqueLastName('phone').toLowerCase();
    await groupForm.getByLabel(/^Name(?!.*Spanish)/).fill(name);
    await groupForm.getByRole('checkbox', { name: 'Trivia' }).uncheck();
    await groupForm.getByRole('button', { name: 'Create Group' }).click();
    await toast(page, 'Guest group created successfully');
    await groups.getByRole('cell', { name, exact: true }).waitFor();

    // A party in the new group, from the party form.
    const lastName = uniqueLastName('Phone');
    await parties.getByRole('button', { name: 'Add New Party' }).click();
    const partyForm = page.getByRole('form', { name: 'Add New Party' });
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await partyForm.getByLabel('Last Name').fill(lastName);
    await partyForm.getByLabel('ZIP Code').fill(uniqueZip());
    await partyForm.getByLabel('Guest Group').selectOption(name);
    await partyForm.getByRole('button', { name: 'Create Party' }).click();
    await toast(page, 'Party created successfully');
    const groupSelect = parties.getByRole('combobox', { name: `Guest group of the ${lastName} Party` });
    await expect.poll(() => groupSelect.inputValue()).toBe(name);

    // Wide tables scroll inside their own box; the page itself never does.
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);

    // At 390 px a party row's status and its Edit and Delete stay in view while the middle scrolls.
    await page.setViewportSize({ width: 390, height: 800 });
    const partyRow = parties.getByRole('row').filter({ has: page.getByRole('cell', { name: `${lastName} Party`, exact: true }) });
    await partyRow.scrollIntoViewIfNeeded();
    for (const inView of [partyRow.getByRole('cell', { name: '0 guests', exact: true }), partyRow.getByRole('button', { name: `Edit the ${lastName} Party` }), partyRow.getByRole('button', { name: `Delete the ${lastName} Party` })]) {
      const box = await inView.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-parties-390');
    await page.setViewportSize({ width: 320, height: 640 });

    // The delete asks in the dashboard's own dialog, never the browser's confirm box.
    page.on('dialog', () => {
      throw new Error('the browser’s confirm box was used');
    });
    await groups.getByRole('button', { name: `Delete ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await question.getByText(`Are you sure you want to delete the guest group "${name}"? Its parties will move to the default group.`).waitFor();
    await question.getByRole('button', { name: `Delete ${name}` }).click();
    await toast(page, 'Guest group deleted successfully');
    await expect.poll(() => groupSelect.inputValue()).toBe('default');
    expect(await groups.getByRole('cell', { name, exact: true }).count()).toBe(0);

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
