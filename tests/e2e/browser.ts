import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { siteUrl } from '../support/site.js';

export const artifacts = join(import.meta.dirname, '../.artifacts');

/**
 * Debian's `chromium-headless-shell` when installed, else its `chromium`; CHROMIUM_PATH picks
 * another. The shell is the same Chromium (version, Blink) without the browser window and the
 * toolbar's renderer that `chromium --headless` still makes for every page: about half the CPU
 * per launch and per page (bench/results.md, issue 23 §7), on a suite that is CPU-bound.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * A newcomer's machine may have only Node and npm: there the browser tests are skipped with a
 * notice. CI (CI=true) installs Chromium and never skips them.
 */
export const browserMissing = !existsSync(chromiumPath) && !process.env.CI;
if (browserMissing) {
  console.warn(`Skipping browser tests: no Chromium at ${chromiumPath} (apt-get install chromium-headless-shell or chromium, or set CHROMIUM_PATH).`);
}

/** Debian's Chromium (its headless shell where installed), driven by playwright-core; no browser download. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The file's Chromium: launched before its tests and closed after them, or none where the
 * browser is missing (the file's tests are skipped there). Call it at the top of a test file
 * (or of the function that declares its tests); the getter gives the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!browserMissing) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('No browser: useBrowser() launches it before the tests, and only where Chromium is installed');
    return browser;
  };
}

/** Errors the page logged (script errors, blocked resources, CSP violations). */
export const pageErrors = new WeakMap<Page, string[]>();

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl(), ...options });
  const page = await context.newPage();
  // A guest page comes rendered on the server: its buttons show before the app has taken it
  // over, and a click then only waits for it (web/src/ssr/earlyTaps.ts). Every load of a page of
  // the app waits for the app (web/src/App.tsx marks <html data-app="ready">), as a reader would
  // see it respond.
  for (const name of ['goto', 'reload'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await load(...args);
      if (await page.locator('#root').count()) await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      return response;
    };
  }
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    // A failed sign-in answers 401 by design; the browser logs that as a failed resource.
    // A failed resource names its address, so a report says which one.
    if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.location()?.url ? `${msg.text()} (${msg.location().url})` : msg.text());
  });
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: false });
}

/** Signs in through the real login form, as a guest would. */
export async function signIn(page: Page, lastName: string, zipCode: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('ZIP Code').fill(zipCode);
  await page.getByRole('button', { name: 'Enter Site' }).click();
}

/** Signs in as the couple (the test server's admin, or the given one) and opens the dashboard once it has loaded. */
export async function openDashboard(page: Page, admin: { lastName: string; zipCode: string } = inject('admin')): Promise<void> {
  await signIn(page, admin.lastName, admin.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}
