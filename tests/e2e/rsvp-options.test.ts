import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { weakFocusRings } from './contrast.js';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createFamily, guestBlock, pageWidth, storedAnswers, toast } from './rsvp-support.js';

// Meal options and the deadline are site-wide settings: a server of its own, so the other
// tests' RSVPs never meet them.
const ADMIN = { lastName: 'Rsvpoptionsadmin', zipCode: '90210-0005' };
const MEALS = ['Meat', 'Fish', 'Vegetarian'];
let server: OwnServer;
let admin: Client;
const browser = useBrowser();

async function setOptions(input: { deadline?: string | null; mealOptions?: string[] }) {
  const res = await admin.gql('mutation ($input: RsvpOptionsInput!) { updateRsvpOptions(input: $input) { deadline open mealOptions } }', { input });
  expect(res.errors).toBeUndefined();
  return res.data.updateRsvpOptions as { deadline: string | null; open: boolean; mealOptions: string[] };
}

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('rsvpoptions', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'rsvp-options' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function openRsvp(family: { lastName: string; zipCode: string }) {
  const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  await signIn(page, family.lastName, family.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/rsvp');
  return page;
}

describe.skipIf(browserMissing)('RSVP with meal choices and a deadline, in Chromium', () => {
  it('each attending guest must pick a meal before the deadline; after it the answers are read-only', async () => {
    await setOptions({ mealOptions: MEALS, deadline: '2099-12-31' });
    const family = await createFamily(admin);
    const page = await openRsvp(family);

    await page.getByRole('heading', { level: 1, name: 'RSVP', exact: true }).waitFor();
    await page.getByText('Please respond by December 31, 2099', { exact: true }).waitFor();
    const maria = guestBlock(page, family.names.adult);
    const lucia = guestBlock(page, family.names.child);
    await maria.getByRole('checkbox').check();
    await lucia.getByRole('checkbox').check();
    const mariaMeal = page.getByRole('group', { name: 'Meal for Maria' });
    const luciaMeal = page.getByRole('group', { name: 'Meal for Lucia' });
    expect(await mariaMeal.getByRole('radio').count()).toBe(3);

    // Without a meal the form names the guest and nothing is sent.
    await mariaMeal.getByRole('radio', { name: 'Fish' }).check();
    await page.getByRole('button', { name: 'Submit RSVP' }).tap();
    await luciaMeal.getByText('Please choose a meal for Lucia', { exact: true }).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Meat');
    expect(await storedAnswers(admin, [family.adult.id, family.child.id])).toEqual([undefined, undefined]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe with a meal missing').toEqual([]);
    // Every control of the form (boxes, meal buttons, notes, submit) draws a ring of 3:1.
    expect(await weakFocusRings(page)).toEqual([]);
    await screenshot(page, 'rsvp-meals-320');

    await luciaMeal.getByText('Vegetarian', { exact: true }).tap();
    await page.getByRole('button', { name: 'Submit RSVP' }).tap();
    await toast(page, 'RSVP Submitted');
    const attending = page.getByRole('list', { name: 'Guests attending' }).getByRole('listitem');
    await expect
      .poll(async () => (await attending.allInnerTexts()).map((text) => text.split('\n').filter(Boolean)))
      .toEqual([
        [family.names.adult, 'Meal: Fish'],
        [family.names.child, 'Meal: Vegetarian'],
      ]);
    expect(await storedAnswers(admin, [family.adult.id, family.child.id])).toEqual([
      { attending: true, dietaryRestrictions: null, mealPreference: 'Fish' },
      { attending: true, dietaryRestrictions: null, mealPreference: 'Vegetarian' },
    ]);
    expect(await page.getByRole('button', { name: 'Edit Response' }).count()).toBe(1);

    // The deadline passes: the summary stays, without the way to change it.
    expect(await setOptions({ deadline: '2020-01-31' })).toMatchObject({ open: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'RSVP Received' }).waitFor();
    await page.getByText('Responses closed on January 31, 2020. Please contact the couple to change your response.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Response' }).count()).toBe(0);
    expect(await attending.count()).toBe(2);
    expect(await axeFindings(page), 'axe on the closed summary').toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();

    // A party that never answered gets the closed line instead of the form.
    const late = await createFamily(admin);
    const latePage = await openRsvp(late);
    await latePage.getByText('Responses closed on January 31, 2020. Please contact the couple if you would like to respond.', { exact: true }).waitFor();
    expect(await latePage.getByRole('heading', { level: 1 }).innerText()).toBe('RSVP');
    expect(await latePage.getByRole('checkbox').count()).toBe(0);
    expect(await latePage.getByRole('button', { name: 'Submit RSVP' }).count()).toBe(0);
    expect(await axeFindings(latePage), 'axe on the closed page').toEqual([]);
    await screenshot(latePage, 'rsvp-closed-320');
    expect(pageErrors.get(latePage)).toEqual([]);
    await latePage.context().close();
  });
});
