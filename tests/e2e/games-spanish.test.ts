import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient, Client } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, screenshot, signIn, useBrowser } from './browser.js';
import { createGuestSeeingEverything } from './pages.js';
import { pageWidth } from './rsvp-support.js';

// Issue 20 §4: a Spanish guest reads the couple's poll and trivia in Spanish, at 390 and 1280 px.

let admin: Client;
const browser = useBrowser();

async function created<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await admin.rest<T>('POST', path, body);
  if (res.status !== 201) throw new Error(`POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
}, 120_000);

async function spanishGuestPage(width: number): Promise<Page> {
  const guest = await createGuestSeeingEverything(admin);
  const page = await newPage(browser(), { viewport: { width, height: width < 600 ? 844 : 900 }, isMobile: width < 600, hasTouch: width < 600 });
  await signIn(page, guest.lastName, guest.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

describe.skipIf(browserMissing)('polls and trivia in Spanish in Chromium', () => {
  for (const width of [390, 1280]) {
    it(`a Spanish guest sees the poll and the trivia question in Spanish at ${width} px, and votes count with English ones`, async () => {
      const tag = Date.now().toString(36);
      const poll = await created<{ id: number }>('/api/admin/polls', {
        question: `Which dessert should we serve? ${tag}`,
        questionEs: `¿Qué postre servimos en el banquete? ${tag}`,
        type: 'preference',
        options: ['Churros with chocolate', 'Crema catalana', 'Classic wedding cake'],
        optionsEs: ['Churros con chocolate', 'Crema catalana', 'Tarta nupcial clásica'],
      });
      const question = await created<{ id: number }>('/api/admin/trivia', {
        question: `Where did the couple first meet? ${tag}`,
        questionEs: `¿Dónde se conocieron los novios? ${tag}`,
        options: ['At university', 'In a Barcelona café'],
        optionsEs: ['En la universidad', 'En un café de Barcelona'],
        correctOption: 1,
        correctMessage: 'Correct! A café con leche started it all.',
        correctMessageEs: '¡Correcto! Todo empezó con un café con leche.',
      });
      // An English party's vote for the same option: the Spanish results count it.
      const other = await createGuestSeeingEverything(admin);
      const english = new Client();
      await english.login(other.lastName, other.zipCode);
      expect((await english.rest('POST', `/api/polls/${poll.id}/responses`, { selectedOption: 2 })).status).toBe(201);

      const page = await spanishGuestPage(width);
      await page.goto('/polls?lang=es');
      const card = page.getByRole('listitem', { name: `¿Qué postre servimos en el banquete? ${tag}`, exact: true });
      await card.getByRole('button', { name: 'Tarta nupcial clásica', exact: true }).waitFor();
      expect(await card.getByText('Classic wedding cake').count()).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `polls-es-${width}`);
      await card.getByRole('button', { name: 'Tarta nupcial clásica', exact: true }).click();
      // Two votes for one option, one Spanish and one English: 100%.
      await card.getByRole('progressbar', { name: /Tarta nupcial clásica/ }).waitFor();
      expect(await card.getByRole('progressbar', { name: /Tarta nupcial clásica/ }).getAttribute('aria-valuenow')).toBe('100');
      await screenshot(page, `polls-es-voted-${width}`);

      await page.goto('/trivia?lang=es');
      const trivia = page.getByRole('listitem', { name: `¿Dónde se conocieron los novios? ${tag}`, exact: true });
      await trivia.getByRole('button', { name: 'En un café de Barcelona', exact: true }).waitFor();
      expect(await trivia.getByText('In a Barcelona café').count()).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      expect(await axeFindings(page), 'axe on the Spanish trivia').toEqual([]);
      await trivia.scrollIntoViewIfNeeded();
      await screenshot(page, `trivia-es-${width}`);
      await trivia.getByRole('button', { name: 'En un café de Barcelona', exact: true }).click();
      const overlay = page.getByRole('alertdialog');
      await overlay.getByText('¡Correcto! Todo empezó con un café con leche.').waitFor();
      await screenshot(page, `trivia-es-answered-${width}`);
      void question;
      await page.close();
    }, 120_000);
  }
});
