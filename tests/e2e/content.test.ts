import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createGuestSeeingEverything, GUEST_PAGES } from './pages.js';
import { pageWidth, toast } from './rsvp-support.js';

let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
}, 120_000);

describe.skipIf(browserMissing)('the couple’s texts in Chromium', () => {
  it('a guest opens the travel page on a phone and downloads the wedding as an .ics file', async () => {
    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, acceptDownloads: true });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/logistics');
    await page.getByRole('heading', { level: 1, name: 'Travel & Accommodations' }).waitFor();
    const venue = page.getByRole('region', { name: 'Venue & Location' });
    await venue.getByText('June 11, 2026', { exact: true }).waitFor();
    expect(await venue.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain('dates=20260611%2F20260612');
    await page.getByRole('region', { name: 'Accommodations' }).getByText(/Sitges has hotels/).waitFor();
    await page.getByRole('region', { name: 'How to get to the venue' }).getByText(/R2 Sud/).waitFor();
    expect(await page.getByRole('combobox', { name: 'SuperAdmin View Mode' }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe on the travel page').toEqual([]);

    const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/wedding.ics');
    const download = page.waitForEvent('download');
    await venue.getByRole('button', { name: /Download .ics/ }).click();
    // Fetched with a cache-busting timestamp.
    expect(new URL((await asked).url()).searchParams.get('t')).toMatch(/^\d+$/);
    const file = await download;
    expect(file.suggestedFilename()).toBe('wedding.ics');
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260611T000000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260612T000000');
    await screenshot(page, 'logistics-320');
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);

  it('a party that cannot RSVP reads "Additional Details" instead of the accommodation', async () => {
    const group = await admin.rest('POST', '/api/admin/guest-groups', { name: `no-rsvp-${Date.now().toString(36)}`, allowedPages: GUEST_PAGES, accommodationsVersion: 'villa' });
    const party = await createParty(admin, { guestGroup: group.body.name, canRsvp: false });
    const page = await newPage(browser());
    await signIn(page, party.lastName, party.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/logistics');
    await page.getByRole('region', { name: 'Additional Details' }).getByText('Accommodation details will be shared after you RSVP.').waitFor();
    expect(await page.getByText(/48 hours/).count()).toBe(0);
    expect(await axeFindings(page), 'axe on Additional Details').toEqual([]);
  }, 120_000);

  it('the couple edits How We Met in the Site Content panel and reads it on Our Story', async () => {
    const words = `We met at a robotics club in ${Date.now().toString(36)}, **both nerds**.`;
    const page = await newPage(browser());
    await openDashboard(page);
    const section = page.getByRole('region', { name: 'Site Content', exact: true });
    const chooser = section.getByLabel('Text to edit');
    expect(await chooser.inputValue()).toBe('story.howWeMet');
    const english = section.getByRole('textbox', { name: 'English' });
    const before = await english.inputValue();
    const spanish = await section.getByRole('textbox', { name: 'Spanish' }).inputValue();
    expect(before).toContain('college');
    await english.fill(words);
    expect(await axeFindings(page), 'axe on the Site Content panel').toEqual([]);
    await section.getByRole('button', { name: 'Save Text' }).click();
    await toast(page, 'Site text saved successfully');

    await page.goto('/couple');
    const card = page.getByRole('region', { name: 'How We Met' });
    await card.getByText(/We met at a robotics club/).waitFor();
    expect(await card.locator('strong').textContent()).toBe('both nerds');
    await page.getByRole('heading', { level: 2, name: 'Our Journey Together' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expect.arrayContaining(['First Meeting', 'First Date', 'Moving In', 'The Proposal']));
    // Leave the seeded words for the other tests.
    expect((await admin.rest('PUT', '/api/admin/site-texts/story.howWeMet', { en: before, es: spanish })).status).toBe(200);
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);

  it('Our Story follows the reader’s language: switching to Spanish shows the couple’s Spanish words', async () => {
    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser(), { locale: 'en-US' });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/couple');
    await page.getByRole('region', { name: 'How We Met' }).getByText(/We met in college/).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuestra historia' }).waitFor();
    await page.getByRole('region', { name: 'Cómo nos conocimos' }).getByText(/Nos conocimos en la universidad/).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Nuestro camino juntos' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'La pedida' }).waitFor();
    expect(await axeFindings(page), 'axe in Spanish').toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);

  it('the admin previews another accommodation and schedule in the view-mode selector', async () => {
    const page = await newPage(browser());
    await openDashboard(page);
    await page.goto('/logistics');
    const selector = page.getByRole('combobox', { name: 'SuperAdmin View Mode' });
    await selector.waitFor();
    await selector.selectOption('villa');
    await page.getByRole('region', { name: 'Accommodations' }).getByText(/at least 48 hours before arrival/).waitFor();
    await selector.selectOption('friends-room');
    await page.getByRole('region', { name: 'Accommodations' }).getByText(/20 beds/).waitFor();
    expect(await axeFindings(page), 'axe with the selector').toEqual([]);

    await page.goto('/schedule');
    await page.getByRole('heading', { level: 2, name: 'Schedule Coming Soon' }).waitFor();
    await page.getByRole('combobox', { name: 'SuperAdmin View Mode' }).selectOption('groomsmen');
    await page.getByRole('heading', { level: 2, name: 'Groomsmen Schedule' }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);
});
