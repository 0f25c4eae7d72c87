import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client } from '../support/client.js';
import { axeFindings } from './axe.js';
import { weakFocusRings } from './contrast.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createGuestSeeingEverything } from './pages.js';
import { pageWidth, toast } from './rsvp-support.js';

let admin: Client;
const browser = useBrowser();

async function createPoll(question: string, type: string, options: string[]) {
  const res = await admin.rest<{ id: number }>('POST', '/api/admin/polls', { question, type, options, active: true });
  if (res.status !== 201) throw new Error(`Creating a poll failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
}, 120_000);

describe.skipIf(browserMissing)('wedding polls in Chromium', () => {
  it('a guest votes on a phone at 320 px and sees the results; the vote cannot be repeated', async () => {
    const tag = Date.now().toString(36);
    const prediction = `Who cries first at the altar? ${tag}`;
    const preference = `Which dessert should we serve? ${tag}`;
    await createPoll(prediction, 'prediction', ['Ana', 'Ben']);
    const dessert = await createPoll(preference, 'preference', ['Churros', 'Flan', 'Cake']);
    // Another party's vote, so the results are shares of more than one.
    const other = await createGuestSeeingEverything(admin);
    const otherClient = new Client();
    await otherClient.login(other.lastName, other.zipCode);
    expect((await otherClient.rest('POST', `/api/polls/${dessert.id}/responses`, { pollId: dessert.id, userId: other.id, selectedOption: 2 })).status).toBe(201);

    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/polls');
    await page.getByRole('heading', { level: 1, name: 'Wedding Polls' }).waitFor();
    const card = page.getByRole('listitem', { name: preference, exact: true });
    await card.getByText('Preference Poll', { exact: true }).waitFor();
    await page.getByRole('listitem', { name: prediction, exact: true }).getByText('Prediction Poll', { exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe before voting').toEqual([]);

    await card.getByRole('button', { name: 'Churros', exact: true }).click();
    await toast(page, 'Your vote has been recorded!');
    await card.getByText('You have already voted on this poll', { exact: true }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    const churros = card.getByRole('progressbar', { name: 'Votes for Churros' });
    expect(await churros.getAttribute('aria-valuenow')).toBe('50');
    await card.getByText('50% (1 vote)').first().waitFor();
    expect(await card.getByRole('progressbar', { name: 'Votes for Flan' }).getAttribute('aria-valuenow')).toBe('0');
    await screenshot(page, 'polls-voted-320');
    expect(await axeFindings(page), 'axe after voting').toEqual([]);

    // After a reload the page still shows the results, and the server refuses a second vote.
    await page.reload();
    await card.getByText('You have already voted on this poll', { exact: true }).waitFor();
    const again = await page.evaluate(
      async (id) => (await fetch(`/api/polls/${id}/responses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ selectedOption: 1 }) })).status,
      dessert.id,
    );
    expect(again).toBe(409);
    expect(pageErrors.get(page)?.filter((e) => !/status of 409/.test(e))).toEqual([]);
  }, 120_000);

  it('the poll buttons are reachable by keyboard with a visible focus ring', async () => {
    const question = `Where should we honeymoon? ${Date.now().toString(36)}`;
    await createPoll(question, 'preference', ['Lisbon', 'Rome']);
    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser());
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/polls');
    const card = page.getByRole('listitem', { name: question, exact: true });
    await card.getByRole('button', { name: 'Lisbon', exact: true }).waitFor();
    expect(await weakFocusRings(page), 'focus rings on the polls').toEqual([]);
    await card.getByRole('button', { name: 'Rome', exact: true }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Your vote has been recorded!');
    expect(await card.getByRole('progressbar', { name: 'Votes for Rome' }).getAttribute('aria-valuenow')).toBe('100');
  }, 120_000);

  it('the couple creates a poll in the dashboard, sees it in the table, and deletes it after confirming', async () => {
    const question = `Which song opens the dance? ${Date.now().toString(36)}`;
    const page = await newPage(browser());
    await openDashboard(page);
    const section = page.getByRole('region', { name: 'Polls', exact: true });
    await section.getByRole('button', { name: 'Create Poll', exact: true }).click();
    const form = page.getByRole('form', { name: 'Create Poll' });
    await form.getByLabel(/^Question(?! in Spanish)/).fill(question);
    await form.getByLabel('Type').selectOption('preference');
    await form.getByPlaceholder('Option 1', { exact: true }).fill('Waltz');
    await form.getByRole('button', { name: 'Add Option' }).click();
    await form.getByPlaceholder('Option 2', { exact: true }).fill('Salsa');
    expect(await axeFindings(page), 'axe on the poll form').toEqual([]);
    await form.getByRole('button', { name: 'Create Poll', exact: true }).click();
    await toast(page, 'Poll created successfully');
    const row = section.getByRole('row').filter({ hasText: question });
    await row.getByText('Waltz, Salsa').waitFor();

    page.on('dialog', () => {
      throw new Error('the browser’s confirm box was used');
    });
    await row.getByRole('button', { name: `Delete poll: ${question}` }).click();
    const asked = page.getByRole('alertdialog', { name: 'Delete this poll?' });
    await asked.getByText('Are you sure you want to delete this poll?').waitFor();
    await asked.getByRole('button', { name: `Delete poll: ${question}` }).click();
    await toast(page, 'Poll deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);
});
