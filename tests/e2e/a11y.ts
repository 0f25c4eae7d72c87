import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient } from '../support/client.js';
import { axeFindings, type AxeFinding } from './axe.js';
import { weakFocusRings } from './contrast.js';
import { browserMissing, newPage, pageErrors, signIn, useBrowser } from './browser.js';
import { createAnsweredParty, createGuestSeeingEverything, pagesFor, type SitePage, type Visitor } from './pages.js';

type Credentials = { lastName: string; zipCode: string };

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

async function openPage(page: Page, sitePage: SitePage) {
  await page.goto(sitePage.path);
  const heading =
    sitePage.heading === true
      ? page.getByRole('heading', { level: 1 })
      : page.getByRole('heading', { level: 1, name: sitePage.heading, exact: true });
  await heading.waitFor();
  // The dashboard draws its sections after the statistics and reads the parties a page at a time (issue 23): checked once they are in.
  if (sitePage.path === '/admin') await page.getByRole('region', { name: 'Table of parties and guests' }).getByRole('table').waitFor();
}

/**
 * Every page of the site through axe, the focus-ring check and the width check, for the
 * visitors given, at 1280 and 320 px. The visitors are split over a11y-*.test.ts files so the
 * slowest visit (the admin's dashboard) runs beside the others.
 */
export function everyPagePassesAxe(visitors: Visitor[]): void {
  const browser = useBrowser();
  const credentials = new Map<Visitor, Credentials>();

  beforeAll(async () => {
    if (browserMissing) return;
    const admin = await adminClient();
    credentials.set('admin', inject('admin'));
    credentials.set('guest', await createGuestSeeingEverything(admin));
    credentials.set('guest of the default group', await createAnsweredParty(admin));
    // Once the couple has written a long one, the dashboard shows the assistant's context in a box that scrolls.
    const context = await admin.rest('POST', '/api/admin/chatbot-context', { context: 'Dress code: garden formal. Shuttles leave Sitges at 17:00.\n'.repeat(40) });
    expect(context.status).toBe(200);
    // A music question puts the streaming service's player, a focusable frame, on /trivia.
    const music = await admin.rest('POST', '/api/admin/trivia', {
      question: 'Which song did they first dance to?',
      options: ['La vie en rose', 'At Last'],
      correctOption: 0,
      questionType: 'music',
      embeds: ['https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC', ''],
    });
    expect(music.status, JSON.stringify(music.body)).toBe(201);
  });

  async function signInAs(page: Page, visitor: Visitor) {
    const creds = credentials.get(visitor);
    if (!creds) return;
    await signIn(page, creds.lastName, creds.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
  }

  describe.skipIf(browserMissing)('every page passes axe, in Chromium', () => {
    for (const visitor of visitors) {
      for (const viewport of VIEWPORTS) {
        it(`as ${visitor} at ${viewport.width} px: no serious or critical axe finding, every focus ring 3:1, nothing scrolls sideways`, async () => {
          const findings: Record<string, AxeFinding[]> = {};
          const weakRings: Record<string, string[]> = {};
          const tooWide: Record<string, number> = {};
          const page = await newPage(browser(), { viewport });
          // The player's own page, here and loaded at once: the frame then always takes focus
          // into a page of its own, as Spotify's does, rather than depending on the network.
          await page.route('https://open.spotify.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<button>Play</button>' }));
          await signInAs(page, visitor);
          for (const sitePage of pagesFor(visitor)) {
            await openPage(page, sitePage);
            const found = await axeFindings(page);
            if (found.length) findings[sitePage.path] = found;
            // The admin dashboard lists a page of 25 parties but every guest group, registry item,
            // poll… each row with its own controls: the first 300 stops cover every kind of control.
            const weak = await weakFocusRings(page, 300, { partial: sitePage.path === '/admin' });
            if (weak.length) weakRings[sitePage.path] = weak;
            const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
            if (width > viewport.width) tooWide[sitePage.path] = width;
          }
          expect(pageErrors.get(page)).toEqual([]);
          await page.context().close();
          expect({ findings, weakRings, tooWide }).toEqual({ findings: {}, weakRings: {}, tooWide: {} });
        }, 180_000);
      }
    }
  });
}
