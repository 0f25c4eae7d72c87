import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { browserMissing, newPage, screenshot, signIn, useBrowser } from './browser.js';
import { overlapArea, type Box } from './layout.js';
import { createGuestSeeingEverything } from './pages.js';

// Meal options, the assistant and the payment settings are site-wide: a server of its own.
const ADMIN = { lastName: 'Floatingadmin', zipCode: '90210-0020' };

let server: OwnServer;
let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('floating', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, SESSION_SECRET: 'floating' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  const ok = (res: { status: number; body?: unknown }, what: string) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const options = await admin.gql('mutation ($input: RsvpOptionsInput!) { updateRsvpOptions(input: $input) { mealOptions } }', {
    input: { mealOptions: ['Meat', 'Fish', 'Vegetarian', "Kids' menu"] },
  });
  if (options.errors) throw new Error(JSON.stringify(options.errors));
  ok(await admin.rest('PUT', '/api/admin/chatbot-enabled', { enabled: true }), 'Switching the assistant on');
  ok(await admin.rest('PUT', '/api/admin/settings', { zelleEmail: 'ana.ben@example.com' }), 'Payment settings');
  ok(
    await admin.rest('POST', '/api/admin/registry-items', { name: 'Dinner in Lisbon', description: 'A dinner by the river', price: 15000, totalQuantity: 2, displayOrder: 1, active: true }),
    'A registry item',
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * What floats: fixed-position elements over the page (the assistant's button, toasts), not the
 * sticky navigation bar (which keeps its own band at the top), nor dialogs and their backdrops.
 */
function floatingBoxes(page: Page): Promise<Array<Box & { name: string }>> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.checkVisibility())
      .filter((el) => !el.closest('[role="dialog"], [role="alertdialog"], [data-part="backdrop"], [data-part="positioner"]:not([data-scope="toast"])'))
      .filter((el) => !el.querySelector('[role="dialog"], [role="alertdialog"]'))
      .map((el) => {
        // Marked, so its own label and text do not count as covered by itself.
        el.dataset.floatingProbe = '';
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
      })
      // On screen only (the skip link waits above the page until focused).
      .filter((b) => b.width > 0 && b.height > 0 && b.y + b.height > 0 && b.y < innerHeight && b.x + b.width > 0 && b.x < innerWidth),
  );
}

/**
 * Controls and lines of text a guest reads or presses, in the page (main) or in an open
 * dialog's body and footer; each with its box on screen.
 */
function readableBoxes(page: Page): Promise<Array<Box & { name: string }>> {
  return page.evaluate(() => {
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.checkVisibility());
    const roots = dialog ? Array.from(dialog.querySelectorAll<HTMLElement>('[data-part="body"], [data-part="footer"]')) : [document.querySelector<HTMLElement>('main')!];
    const boxes: Array<{ name: string; x: number; y: number; width: number; height: number }> = [];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input, textarea, select, label, [role="radio"], [role="checkbox"]'))) {
        if (!el.checkVisibility() || el.closest('[data-floating-probe]')) continue;
        const r = el.getBoundingClientRect();
        if (r.width > 1 && r.height > 1) boxes.push({ name: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`, x: r.x, y: r.y, width: r.width, height: r.height });
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility() || node.parentElement.closest('[data-floating-probe]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects()))
          if (r.width > 1 && r.height > 1) boxes.push({ name: `"${node.textContent.trim().slice(0, 40)}"`, x: r.x, y: r.y, width: r.width, height: r.height });
      }
    }
    // Only what is on screen now.
    return boxes.filter((b) => b.y + b.height > 0 && b.y < innerHeight && b.x + b.width > 0 && b.x < innerWidth);
  });
}

/** Every floating element that lies over a control or text, at the current scroll position. */
async function covered(page: Page): Promise<string[]> {
  const floating = await floatingBoxes(page);
  const readable = await readableBoxes(page);
  const [width, height] = await page.evaluate(() => [innerWidth, innerHeight]);
  const screen = { x: 0, y: 0, width, height };
  // Where both are on screen: what lies above the viewport is nobody's concern.
  return floating.flatMap((f) => readable.filter((r) => overlapArea(f, r) > 0 && overlapArea(f, screen) > 0 && overlapArea(r, screen) > 0).map((r) => `${f.name} covers ${r.name}`));
}

/** Checks from the top of the page to its end, a screen at a time. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  for (let y = 0; ; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    for (const c of await covered(page)) found.add(c);
    if (y >= height) break;
  }
  return [...found];
}

async function phoneGuest() {
  const guest = await createGuestSeeingEverything(admin);
  const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(page, guest.lastName, guest.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

describe.skipIf(browserMissing)('nothing floating covers a control or text on a phone (390 px)', () => {
  it('RSVP with meal choices, and Travel, with the assistant switched on', async () => {
    const page = await phoneGuest();
    await page.goto('/rsvp');
    await page.getByRole('checkbox').first().check();
    await page.getByText('Vegetarian').first().waitFor();
    await page.getByRole('button', { name: 'Ask us anything' }).waitFor();
    await screenshot(page, 'floating-rsvp-390');
    expect(await coveredWhileScrolling(page), 'RSVP').toEqual([]);

    await page.goto('/logistics');
    await page.getByRole('heading', { level: 1, name: 'Travel & Accommodations' }).waitFor();
    await page.getByRole('button', { name: 'Ask us anything' }).waitFor();
    await screenshot(page, 'floating-travel-390');
    expect(await coveredWhileScrolling(page), 'Travel').toEqual([]);
  });

  it('the registry payment dialog with its "Please enter your name" notice', async () => {
    const page = await phoneGuest();
    await page.goto('/registry');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('status').filter({ hasText: 'added to cart' }).waitFor();
    expect(await covered(page), 'the "added to cart" notice').toEqual([]);
    await page.getByRole('button', { name: /^Open your cart, 1 item/ }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    const methods = page.getByRole('dialog', { name: 'Choose Payment Method' });
    await methods.getByRole('tab', { name: 'Zelle' }).click();
    await methods.getByRole('button', { name: "I've Sent via Zelle" }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.getByRole('button', { name: 'Confirm Payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Please enter your name' }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'floating-payment-390');
    expect(await covered(page), 'the payment dialog').toEqual([]);
  });
});
