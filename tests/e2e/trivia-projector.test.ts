import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client } from '../support/client.js';
import { browserMissing, newPage, screenshot, signIn, useBrowser } from './browser.js';
import { brokenWords, overprintedLines, textLines } from './layout.js';
import { createGuestSeeingEverything } from './pages.js';
import { pageWidth } from './rsvp-support.js';

let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
}, 120_000);

/**
 * The projector view is read from across a room: no name printed over another, no column cut
 * off, no word broken in two, in both languages, on a projector (1920), a laptop (1280) and a
 * phone (390).
 */
describe.skipIf(browserMissing)('the projector leaderboard in Chromium', () => {
  it('reads at 1920, 1280 and 390 px in English and Spanish', async () => {
    const q = await admin.rest<{ id: number }>('POST', '/api/admin/trivia', { active: true, question: `Projector ${Date.now()}`, options: ['Yes', 'No'], correctOption: 0 });
    expect(q.status).toBe(201);
    // A party whose long name wraps in the team column, answering right (so it ranks high).
    const team = await createGuestSeeingEverything(admin);
    const player = new Client();
    await player.login(team.lastName, team.zipCode);
    expect((await player.rest('POST', `/api/trivia/${q.body.id}/responses`, { selectedOption: 0 })).status).toBe(201);

    for (const [width, height] of [[1920, 1080], [1280, 800], [390, 844]] as const) {
      const page = await newPage(browser(), { viewport: { width, height } });
      await signIn(page, team.lastName, team.zipCode);
      await page.waitForURL((url) => url.pathname === '/');
      for (const lang of ['en', 'es'] as const) {
        await page.goto(`/trivia?display=leaderboard&lang=${lang}`);
        const board = 'section[aria-labelledby="trivia-projector-title"]';
        await page.locator(board).getByText(`#${team.id}`).filter({ visible: true }).first().waitFor();
        await screenshot(page, `trivia-projector-${lang}-${width}`);
        const lines = await textLines(page, board);
        expect(lines.length).toBeGreaterThan(5);
        expect(overprintedLines(lines), `${lang} at ${width} px`).toEqual([]);
        // Nothing runs off the right edge, neither the page nor a cell inside a scrolling box.
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        expect(lines.filter((l) => l.x + l.width > width + 1).map((l) => l.text), `${lang} at ${width} px`).toEqual([]);
        expect(await brokenWords(page, board), `${lang} at ${width} px`).toEqual([]);
        // The team's own row carries its numbers on screen: the score shows beside the name.
        const you = lang === 'en' ? '(You)' : '(Tú)';
        await page.locator(board).getByText(you).filter({ visible: true }).first().waitFor();
      }
      await page.context().close();
    }
  });

  it('answered on a phone (390 px): each option reads on its own, its marks on a line below it', async () => {
    const tag = Date.now().toString(36);
    const text = `Where was the first date? ${tag}`;
    const q = await admin.rest<{ id: number }>('POST', '/api/admin/trivia', { active: true, question: text, options: ['In a Barcelona café by the sea', 'At a friend’s wedding in Madrid'], correctOption: 0 });
    expect(q.status).toBe(201);
    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/trivia');
    const card = page.getByRole('listitem', { name: text, exact: true });
    await card.getByRole('button', { name: 'In a Barcelona café by the sea' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 8_000 });
    const option = card.getByText('In a Barcelona café by the sea', { exact: true });
    await option.waitFor();
    await screenshot(page, 'trivia-answered-390');
    for (const mark of ['Correct answer', 'Your answer']) {
      // The marks come with the answer's result, which may land after the option's words, and the
      // card is drawn again as the board's answers arrive: both boxes are read together, again
      // until the card holds still with both on screen.
      const marked = card.getByText(mark, { exact: true });
      await marked.waitFor();
      await expect
        .poll(async () => {
          const [optionBox, box] = await Promise.all([option.boundingBox(), marked.boundingBox()]);
          return optionBox && box ? box.y - (optionBox.y + optionBox.height) : null;
        }, { message: `"${mark}" below the option's words`, timeout: 8_000 })
        .toBeGreaterThanOrEqual(-1);
    }
    // Only this question's card: other test files' questions on the shared server carry long
    // made-up tokens ("meet?mwwkb9ph7jw2") that must wrap somewhere at 390 px.
    await card.evaluate((el) => el.setAttribute('data-checked-card', ''));
    expect(await brokenWords(page, '[data-checked-card]')).toEqual([]);
    await page.context().close();
  });
});
