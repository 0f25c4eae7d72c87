import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

// The couple's notes and the automatic RSVP reminder (issue 22 §4) set in the dashboard: the
// reminder is a site-wide setting, so a server of its own.
const ADMIN = { lastName: 'Notesadmin', zipCode: '90210-0024' };
let server: OwnServer;
let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('adminnotes', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, SESSION_SECRET: 'admin-notes', NOTIFY_EMAIL: 'couple@example.com' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function dashboard(width: number, locale = 'en-US'): Promise<Page> {
  const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width, height: 900 }, locale });
  await openDashboard(page, ADMIN);
  return page;
}

describe.skipIf(browserMissing)('the couple sets their notes and the automatic reminder, in Chromium', () => {
  it('chooses a daily digest to another address and a reminder seven days before the deadline, at 1280 px', async () => {
    const page = await dashboard(1280);
    const notes = page.getByRole('form', { name: 'Notes to you' });
    await notes.scrollIntoViewIfNeeded();
    await notes.getByText('Leave empty to use couple@example.com (NOTIFY_EMAIL).').waitFor();
    await notes.getByLabel('Send them to').fill('planner@example.com');
    await notes.getByRole('radio', { name: 'One digest a day at 20:00' }).check();
    await notes.getByRole('button', { name: 'Save notes settings' }).click();
    await notes.getByText('Notes go to planner@example.com.').waitFor();
    expect((await admin.rest('GET', '/api/admin/notify-settings')).body).toMatchObject({ email: 'planner@example.com', frequency: 'daily' });
    await page.mouse.move(0, 0);
    await screenshot(page, 'admin-notes-1280');
    expect(await axeFindings(page)).toEqual([]);

    const options = page.getByRole('region', { name: 'RSVP Options' });
    const days = options.getByLabel('Automatic reminder: days before the deadline');
    await days.scrollIntoViewIfNeeded();
    await days.fill('7');
    await options.getByRole('button', { name: 'Save RSVP Options' }).click();
    await page.getByText('RSVP options updated successfully').first().waitFor();
    expect((await admin.rest('GET', '/api/admin/rsvp-options')).body).toMatchObject({ reminderDaysBefore: 7 });
    await page.mouse.move(0, 0);
    await screenshot(page, 'admin-reminder-days-1280');
    expect(await axeFindings(page)).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);

  it('reads in Spanish and stays whole at 320 and 390 px', async () => {
    for (const width of [320, 390]) {
      const page = await dashboard(width);
      await page.goto('/admin?lang=es');
      const notes = page.getByRole('form', { name: 'Avisos para vosotros' });
      await notes.scrollIntoViewIfNeeded();
      await notes.getByRole('radio', { name: 'Un resumen al día a las 20:00' }).waitFor();
      await screenshot(page, `admin-notes-es-${width}`);
      expect(await axeFindings(page)).toEqual([]);
      const days = page.getByLabel('Recordatorio automático: días antes de la fecha límite');
      await days.scrollIntoViewIfNeeded();
      expect(await days.inputValue()).toBe('7');
      await screenshot(page, `admin-reminder-days-es-${width}`);
      expect(await axeFindings(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(pageErrors.get(page)).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
