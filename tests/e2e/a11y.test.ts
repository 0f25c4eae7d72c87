import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminClient, type Client } from '../support/client.js';
import { axeFindings, type AxeFinding } from './axe.js';
import { browserMissing, launchBrowser, newPage, pageErrors, signIn } from './browser.js';
import { createGuestSeeingEverything, pagesFor, type SitePage, type Visitor } from './pages.js';

let browser: Browser;
let admin: Client;
let guest: { lastName: string; zipCode: string };

beforeAll(async () => {
  if (browserMissing) return;
  browser = await launchBrowser();
  admin = await adminClient();
  guest = await createGuestSeeingEverything(admin);
});
afterAll(async () => {
  await browser?.close();
});

async function signInAs(page: Page, visitor: Visitor) {
  if (visitor === 'signed out') return;
  const creds = visitor === 'admin' ? inject('admin') : guest;
  await signIn(page, creds.lastName, creds.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
}

async function openPage(page: Page, sitePage: SitePage) {
  await page.goto(sitePage.path);
  const heading =
    sitePage.heading === true
      ? page.getByRole('heading', { level: 1 })
      : page.getByRole('heading', { level: 1, name: sitePage.heading, exact: true });
  await heading.waitFor();
}

const VISITORS: Visitor[] = ['signed out', 'guest', 'admin'];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

describe.skipIf(browserMissing)('every page passes axe, in Chromium', () => {
  for (const visitor of VISITORS) {
    it(`as ${visitor}: no serious or critical axe finding, and nothing scrolls sideways at 320 px`, async () => {
      const findings: Record<string, AxeFinding[]> = {};
      const tooWide: Record<string, number> = {};
      for (const viewport of VIEWPORTS) {
        const page = await newPage(browser, { viewport });
        await signInAs(page, visitor);
        for (const sitePage of pagesFor(visitor)) {
          await openPage(page, sitePage);
          const where = `${sitePage.path} at ${viewport.width} px`;
          const found = await axeFindings(page);
          if (found.length) findings[where] = found;
          const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
          if (width > viewport.width) tooWide[where] = width;
        }
        expect(pageErrors.get(page)).toEqual([]);
        await page.context().close();
      }
      expect({ findings, tooWide }).toEqual({ findings: {}, tooWide: {} });
    });
  }
});
