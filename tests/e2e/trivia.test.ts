import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createGuestSeeingEverything } from './pages.js';
import { pageWidth, toast } from './rsvp-support.js';

let admin: Client;
const browser = useBrowser();

async function createQuestion(fields: Record<string, unknown>) {
  const res = await admin.rest<{ id: number }>('POST', '/api/admin/trivia', { active: true, ...fields });
  if (res.status !== 201) throw new Error(`Creating a trivia question failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
}, 120_000);

describe.skipIf(browserMissing)('wedding trivia in Chromium', () => {
  it('a guest answers on a phone, sees the overlay and the results; the leaderboard says "(You)"; the projector view', async () => {
    const tag = Date.now().toString(36);
    const text = `Where did they meet? ${tag}`;
    const secret = `Yes! The café on the corner ${tag}`;
    const question = await createQuestion({ question: text, options: ['Madrid', 'Lisbon', 'Barcelona'], correctOption: 2, correctMessage: secret });
    // Another party's answer, so the results are shares of more than one.
    const other = await createGuestSeeingEverything(admin);
    const otherClient = new Client();
    await otherClient.login(other.lastName, other.zipCode);
    expect((await otherClient.rest('POST', `/api/trivia/${question.id}/responses`, { selectedOption: 0 })).status).toBe(201);

    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    // Everything the browser receives before answering: the key must not be in it.
    const bodies: Promise<string>[] = [];
    page.on('response', (res) => {
      if (/\/graphql|\/api\//.test(res.url())) bodies.push(res.text().catch(() => ''));
    });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/trivia');
    await page.getByRole('heading', { level: 1, name: 'Wedding Trivia' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Trivia Questions' }).waitFor();
    const card = page.getByRole('listitem', { name: text, exact: true });
    await card.getByRole('button', { name: 'Barcelona', exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe before answering').toEqual([]);
    expect((await Promise.all(bodies)).some((body) => body.includes(secret))).toBe(false);

    await card.getByRole('button', { name: 'Barcelona', exact: true }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Correct!' });
    await overlay.getByText(secret).waitFor();
    expect(await overlay.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'trivia-overlay-320');
    expect(await axeFindings(page), 'axe with the overlay').toEqual([]);
    // It goes by itself after 4 seconds and focus lands on the question.
    await overlay.waitFor({ state: 'detached', timeout: 8_000 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text);
    expect(await card.getByRole('button').count()).toBe(0);
    await card.getByText('Correct answer').waitFor();
    await card.getByText('50% (1 answer)').first().waitFor();
    expect(await axeFindings(page), 'axe after answering').toEqual([]);

    // The server refuses a second answer.
    const again = await page.evaluate(
      async (id) => (await fetch(`/api/trivia/${id}/responses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ selectedOption: 0 }) })).status,
      question.id,
    );
    expect(again).toBe(409);

    await page.getByRole('tab', { name: 'Trivia Leaderboard' }).click();
    const table = page.getByRole('table', { name: 'Trivia leaderboard' });
    const mine = table.getByRole('row').filter({ hasText: `Team ${guest.lastName} #${guest.id}` });
    await mine.getByText('(You)').waitFor();
    expect(await axeFindings(page), 'axe on the leaderboard').toEqual([]);

    // The projector view: the leaderboard alone, in large type.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/trivia?display=leaderboard');
    await page.getByRole('heading', { level: 1, name: /Trivia Leaderboard/ }).waitFor();
    const row = page.getByRole('row').filter({ hasText: `Team ${guest.lastName} #${guest.id}` });
    await row.waitFor();
    const size = await row.getByRole('cell').nth(1).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(36);
    await screenshot(page, 'trivia-projector');
    // The site behind it is inert: the Tab stops are the projector view's own, the table's
    // scroll box (it scrolls sideways on a phone) and then its link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-labelledby="trivia-projector-title"]') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the trivia');
    // Live: a party answering now shows up within a few seconds, without reloading.
    const late = await createGuestSeeingEverything(admin);
    const lateClient = new Client();
    await lateClient.login(late.lastName, late.zipCode);
    expect((await lateClient.rest('POST', `/api/trivia/${question.id}/responses`, { selectedOption: 1 })).status).toBe(201);
    await page.getByRole('row').filter({ hasText: `Team ${late.lastName} #${late.id}` }).waitFor({ timeout: 12_000 });
    expect(await axeFindings(page), 'axe on the projector view').toEqual([]);
    expect(pageErrors.get(page)?.filter((e) => !/status of 409/.test(e))).toEqual([]);
  }, 120_000);

  it('the couple creates a music question in the dashboard and sees it in the table', async () => {
    const question = `Which song was playing? ${Date.now().toString(36)}`;
    const page = await newPage(browser());
    await openDashboard(page);
    const section = page.getByRole('region', { name: 'Trivia Questions', exact: true });
    await section.getByRole('button', { name: 'Add Trivia Question', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add Trivia Question' });
    await form.getByRole('textbox', { name: /^Question(?! in Spanish)/ }).fill(question);
    await form.getByRole('button', { name: 'Add Option' }).click();
    await form.getByLabel('Question Type').selectOption('music');
    await form.getByPlaceholder('Option 1', { exact: true }).fill('La Bamba');
    await form.getByPlaceholder('Option 2', { exact: true }).fill('Bésame Mucho');
    await form.getByLabel('Music player address for option 2').fill('https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
    await form.getByLabel('Correct Answer').selectOption({ label: 'Option 2: Bésame Mucho' });
    expect(await axeFindings(page), 'axe on the trivia form').toEqual([]);
    await form.getByRole('button', { name: 'Create Question', exact: true }).click();
    await toast(page, 'Trivia question created successfully');
    const row = section.getByRole('row').filter({ hasText: question });
    await row.getByText('La Bamba, Bésame Mucho').waitFor();
    await row.getByText('Option 2: Bésame Mucho').waitFor();
    const stored = ((await admin.rest('GET', '/api/admin/trivia')).body as Array<{ question: string; questionType: string; embeds: string[] }>).find((q) => q.question === question);
    expect(stored).toMatchObject({ questionType: 'music', embeds: ['', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'] });
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);
});
