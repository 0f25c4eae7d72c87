import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminClient, createParty } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, useBrowser } from './browser.js';

// @own-site: reads the guest list export's whole header, which every event and RSVP question another file adds would change.

const browser = useBrowser();

describe.skipIf(browserMissing)('the guest list for the caterer, in Chromium', () => {
  it('the couple downloads the guest list as CSV from "Parties and Guests" and finds a guest in it', async () => {
    const admin = await adminClient();
    const party = await createParty(admin, { canRsvp: true });
    const added = await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: party.id, firstName: 'Inés', lastName: party.lastName }] });
    expect(added.status).toBe(201);

    const page = await newPage(browser(), { acceptDownloads: true });
    await openDashboard(page);
    const section = page.getByRole('region', { name: 'Parties and Guests', exact: true });
    const link = section.getByRole('link', { name: 'Download guest list (CSV)' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^guest-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    // Every cell quoted, so no spreadsheet splits a cell at a comma or semicolon inside it.
    // The spec's and the party's columns; each event and RSVP question on the shared server adds one after them.
    expect(lines[0].startsWith('"PartyLastName","PartyZipCode","GuestGroup","FirstName","LastName","IsChild","RsvpStatus","MealPreference","DietaryRestrictions","IsPlusOne","PlusOnes","PartyEmail","PartyLanguage"')).toBe(true);
    expect(lines.some((line) => line.startsWith(`"${party.lastName}","${party.zipCode}","default","Inés","${party.lastName}","no","no rsvp","","","no","0","","en"`))).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
