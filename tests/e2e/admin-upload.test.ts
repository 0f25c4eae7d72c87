import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { uniqueLastName, uniqueZip } from '../support/client.js';
import { csvFile } from '../support/spreadsheets.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The row of the "Parties and Guests" table whose first cell is `name`. */
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
/** The table shows a page of parties (issue 23): the couple searches for the one they mean. */
const search = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Parties and Guests', exact: true }).getByRole('searchbox', { name: /^Search/ }).fill(text);

/** The preview or results box around a report heading, and the colour its border is drawn in. */
async function outcomeOf(panel: Locator, heading: string) {
  const box = panel.locator('[data-outcome]').filter({ has: panel.page().getByRole('heading', { name: heading, exact: true }) });
  await box.waitFor();
  return {
    outcome: await box.getAttribute('data-outcome'),
    border: await box.evaluate((el) => getComputedStyle(el).borderTopColor),
  };
}

/** rgb(r, g, b) → which of red and green dominates, enough to tell orange from green. */
const hue = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return r > g && r > b ? 'orange' : g > r && g > b ? 'green' : rgb;
};

describe.skipIf(browserMissing)('bulk uploads in the admin dashboard, in Chromium', () => {
  it('at 320 px an admin downloads the template, previews and imports parties, then their guests', async () => {
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 } });
    await openDashboard(page);
    const partyUpload = page.getByRole('region', { name: 'Bulk Guest Upload', exact: true });
    const guestUpload = page.getByRole('region', { name: 'Bulk Party Guest Upload', exact: true });
    const table = page.getByRole('region', { name: 'Table of parties and guests' });

    // The template: every column, example rows, a ZIP code with its leading zero.
    const [download] = await Promise.all([page.waitForEvent('download'), partyUpload.getByRole('link', { name: 'Download Template' }).click()]);
    expect(download.suggestedFilename()).toBe('party-upload-template.csv');
    const template = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    // Every cell quoted, as every CSV the site writes.
    expect(template[0]).toBe('"LastName","ZipCode","GuestGroup","IsAdmin","CanRsvp","CanViewFullLogistics","PlusOnes","Email","Language"');
    expect(template.slice(1).some((row) => row.split(',')[1] === '"02139"')).toBe(true);

    // A file with two new parties and a row without a last name.
    const [first, second] = [uniqueLastName('Bulk'), uniqueLastName('Bulk')];
    const secondZip = uniqueZip();
    const parties = csvFile([
      ['LastName', 'ZipCode', 'CanRsvp'],
      [first, '02139', 'yes'],
      [second, secondZip, 'no'],
      ['', '12345', ''],
    ]);
    await partyUpload.getByLabel('Spreadsheet of parties (.csv, .xlsx or .xls)').setInputFiles({ name: 'parties.csv', mimeType: 'text/csv', buffer: parties });
    await partyUpload.getByRole('button', { name: 'Preview Upload' }).click();

    // The preview: nothing is written yet.
    await partyUpload.getByText('This file would add 2, update 0, leave 0 unchanged; 1 row has errors.').waitFor();
    expect(await partyUpload.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem').allTextContents()).toEqual(['Row 4: ? (12345)Last name is required']);
    expect(await outcomeOf(partyUpload, 'Preview of parties.csv').then((o) => [o.outcome, hue(o.border)])).toEqual(['failures', 'orange']);
    expect(await rowOf(table, `${first} Party`).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await partyUpload.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-upload-preview-320');

    await partyUpload.getByRole('button', { name: 'Import' }).click();
    await toast(page, 'Uploaded 2 new guests, updated 0 existing guests');
    await partyUpload.getByText('Added 2, updated 0, left 0 unchanged; 1 row failed.').waitFor();
    expect((await outcomeOf(partyUpload, 'Upload results for parties.csv')).outcome).toBe('failures');
    // The lists refreshed: both parties are in "Parties and Guests", the ZIP code with its zero.
    await search(page, first);
    await rowOf(table, `${first} Party`).getByRole('cell', { name: '02139', exact: true }).waitFor();
    await search(page, second);
    await rowOf(table, `${second} Party`).getByText('0 guests').waitFor();

    // Their guests: adults and a child in the first party, one adult in the second.
    const guests = csvFile([
      ['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName', 'IsChild'],
      [first, '02139', 'Ana', first, 'no'],
      [first, '02139', 'Luis', first, 'no'],
      [first, '02139', 'Leo', first, 'yes'],
      [second, secondZip, 'Bo', second, ''],
    ]);
    // This time by keyboard: the picker takes focus (the browser's own chooser opens on Space,
    // which a test cannot drive reliably on a busy machine), Tab reaches the buttons.
    const picker = guestUpload.getByLabel('Spreadsheet of party guests (.csv, .xlsx or .xls)');
    await picker.focus();
    expect(await picker.evaluate((el) => el === document.activeElement)).toBe(true);
    await picker.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: guests });
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Preview Upload');
    await page.keyboard.press('Enter');
    await guestUpload.getByText('This file would add 4, update 0, leave 0 unchanged; no rows have errors.').waitFor();
    expect(await outcomeOf(guestUpload, 'Preview of guests.csv').then((o) => [o.outcome, hue(o.border)])).toEqual(['success', 'green']);
    // Focus waits on the preview's heading; the next Tab is "Import".
    expect(await focusedText(page)).toBe('Preview of guests.csv');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Import');
    await page.keyboard.press('Enter');
    await toast(page, 'Uploaded 4 new guests, updated 0 existing guests');
    await guestUpload.getByText('Added 4, updated 0, left 0 unchanged; no rows failed.').waitFor();

    // The guests show under their party, in the file's order.
    await search(page, first);
    await rowOf(table, `${first} Party`).getByText('3 guests').waitFor();
    const rows = await table.getByRole('row').allTextContents();
    const at = (text: string) => rows.findIndex((r) => r.startsWith(text));
    const party = at(`${first} Party`);
    expect([at(`Ana ${first}`), at(`Luis ${first}`), at(`Leo ${first} (Child)`)]).toEqual([party + 1, party + 2, party + 3]);
    await search(page, second);
    await rowOf(table, `Bo ${second}`).waitFor();

    // Uploading the same guests again changes nothing.
    await guestUpload.getByLabel('Spreadsheet of party guests (.csv, .xlsx or .xls)').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: guests });
    await guestUpload.getByRole('button', { name: 'Preview Upload' }).click();
    await guestUpload.getByText('This file would add 0, update 0, leave 4 unchanged; no rows have errors.').waitFor();
    await guestUpload.getByText('Nothing in this file would change the guest list.').waitFor();
    expect(await guestUpload.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);

    // With the party results and a guest preview shown: axe-clean, nothing scrolls sideways.
    // Read once the pointer has left the button just pressed and its colour has settled (axe
    // once caught it halfway through the hover transition).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await guestUpload.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-upload-guests-320');

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
