import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserMissing, newPage, pageErrors, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

/** Where each visible main-navigation link sits: its row (top edge) per link. */
function navLinkRows(page: Page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Main"] a[href]')].filter(
      (a) => a.offsetParent !== null && a.closest('ul'),
    );
    return new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size;
  });
}

describe.skipIf(browserMissing)('the first paint, in Chromium', () => {
  it('paints the sign-in form while the session request is still unanswered', async () => {
    const page = await newPage(browser());
    const held: Route[] = [];
    await page.route('**/graphql', (route) => {
      held.push(route);
    });
    const sessionAsked = page.waitForRequest('**/graphql');
    await page.goto('/auth');
    await sessionAsked;
    // The session request is held unanswered, yet the form appears.
    await page.getByLabel('ZIP Code').waitFor();
    expect(await page.getByRole('button', { name: 'Enter Site' }).isVisible()).toBe(true);
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/graphql');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('sends a party that is signed in already from the sign-in page home', async () => {
    const creds = inject('admin');
    const page = await newPage(browser());
    await signIn(page, creds.lastName, creds.zipCode);
    await page.getByRole('navigation').waitFor();
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation').waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('sets body text in the bundled Lato, not a fallback face', async () => {
    const page = await newPage(browser());
    await page.goto('/auth');
    await page.getByLabel('ZIP Code').waitFor();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === 'Lato' && face.status === 'loaded')
        .map((face) => face.weight);
    });
    expect(loaded).toContain('400');
    await page.context().close();
  });

  it('keeps the navigation on one row: collapsed into the menu at 900 px, all links at 1,280 px', async () => {
    const creds = inject('admin');
    const page = await newPage(browser(), { viewport: { width: 900, height: 800 } });
    await signIn(page, creds.lastName, creds.zipCode);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await navLinkRows(page)).toBe(0);

    // The admin sees every link, the most the row ever holds.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation').getByRole('link', { name: 'Trivia', exact: true }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    expect(await navLinkRows(page)).toBe(1);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
