import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const artifacts = join(import.meta.dirname, '../.artifacts');

/** Debian's Chromium, driven by playwright-core; no browser download. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), ...options });
  return context.newPage();
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
