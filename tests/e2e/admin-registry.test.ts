import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client, adminClient, createParty } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

// The payment settings apply to the whole site and the pending list holds every guest's
// payments, so this file has a server (and database) of its own.
const ADMIN = { lastName: 'Registryadmin', zipCode: '90210-0006' };
let server: OwnServer;
let admin: Client;
let guest: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('admin_registry', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'registry' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  // A party whose group opens the Registry page: it gives the gifts.
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: 'gift-givers', allowedPages: ['home', 'registry'] });
  expect(group.status).toBe(201);
  const party = await createParty(admin, { guestGroup: 'gift-givers' });
  guest = new Client(undefined, server.baseUrl);
  expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const cellTexts = async (page: Page, region: string, row: string) =>
  (await page.getByRole('region', { name: region, exact: true }).getByRole('row').filter({ hasText: row }).getByRole('cell').allInnerTexts()).map((t) => t.trim());

describe.skipIf(browserMissing)('the registry admin on the dashboard, in Chromium', () => {
  it('at 320 px the admin sets payment settings, adds and edits an item, then confirms one payment and rejects another', async () => {
    const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 320, height: 640 } });
    await openDashboard(page, ADMIN);

    // Payment settings: what guests see when they pay.
    const settings = page.getByRole('region', { name: 'Payment Settings', exact: true });
    await settings.getByLabel('Venmo Username').fill('@ana-and-leo');
    await settings.getByLabel('Zelle Email').fill('gifts@example.com');
    expect(await settings.getByLabel('Currency').inputValue()).toBe('USD');
    await settings.getByRole('button', { name: 'Save Payment Settings' }).click();
    await toast(page, 'Payment settings updated successfully');
    expect((await guest.rest('GET', '/api/payment-settings')).body).toEqual({ venmoUsername: 'ana-and-leo', zelleEmail: 'gifts@example.com', currency: 'USD' });

    // A new item: price in dollars sent as rounded cents; on create remaining = total.
    const items = page.getByRole('region', { name: 'Registry Items', exact: true });
    await items.getByText('No registry items yet.').waitFor();
    await items.getByRole('button', { name: 'Add Registry Item' }).click();
    const form = page.getByRole('form', { name: 'Add Registry Item' });
    expect(await form.getByLabel('Price (USD)').inputValue()).toBe('0');
    expect(await form.getByLabel('Total Quantity').inputValue()).toBe('1');
    expect(await form.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
    await form.getByLabel(/^Name(?!.*Spanish)/).fill('Sunset Sail');
    await form.getByLabel(/^Description(?!.*Spanish)/).fill('A boat trip at dusk');
    await form.getByLabel('Price (USD)').fill('49.995');
    await form.getByLabel('Total Quantity').fill('3');
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'admin-registry-item-form-320');
    await form.getByRole('button', { name: 'Create Item' }).click();
    await toast(page, 'Registry item created successfully');
    expect((await cellTexts(page, 'Table of registry items', 'Sunset Sail')).slice(0, 5)).toEqual(['Sunset Sail', '$50.00', '3 / 3', '0', 'Yes']);

    // Edited in the same form: a new price and total (nothing given yet, so all 5 remain).
    await items.getByRole('button', { name: 'Edit Sunset Sail' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Registry Item' });
    expect(await editForm.getByLabel('Price (USD)').inputValue()).toBe('50.00');
    expect(await editForm.getByLabel('Remaining Quantity').inputValue()).toBe('3');
    await editForm.getByLabel('Price (USD)').fill('45');
    await editForm.getByLabel('Total Quantity').fill('5');
    await editForm.getByRole('button', { name: 'Update Item' }).click();
    await toast(page, 'Registry item updated successfully');
    expect((await cellTexts(page, 'Table of registry items', 'Sunset Sail')).slice(0, 3)).toEqual(['Sunset Sail', '$45.00', '5 / 5']);
    const [item] = (await guest.rest('GET', '/api/registry-items')).body as Array<{ id: number; price: number; remainingQuantity: number }>;
    expect(item).toMatchObject({ price: 4500, remainingQuantity: 5 });

    // Two guests say they paid: 2 units by Zelle, 1 by Venmo with a note.
    const pay = (guestName: string, quantity: number, paymentMethod: string, message?: string) =>
      guest.rest('POST', '/api/payment-confirmations/batch', { items: [{ registryItemId: item.id, quantity, amount: 4500 * quantity }], guestName, paymentMethod, message });
    expect((await pay('Ana Garcia', 2, 'zelle')).status).toBe(201);
    expect((await pay('Luis Lopez', 1, 'venmo', 'Enjoy the sunset!')).status).toBe(201);

    await page.reload();
    const pending = page.getByRole('region', { name: 'Pending Payment Confirmations', exact: true });
    await pending.getByText('Pending: 2 · Confirmed so far: 0 · Rejected: 0').waitFor();
    expect((await cellTexts(page, 'Table of registry items', 'Sunset Sail')).slice(0, 3)).toEqual(['Sunset Sail', '$45.00', '2 / 5']);
    expect((await cellTexts(page, 'Table of pending payment confirmations', 'Luis Lopez')).slice(1, 8)).toEqual([
      'Luis Lopez',
      '',
      'Sunset Sail',
      '1',
      '$45.00',
      'Venmo',
      'Enjoy the sunset!',
    ]);
    await pending.scrollIntoViewIfNeeded();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'admin-registry-pending-320');

    // Confirm Ana's; reject Luis's after the question, which gives his unit back.
    await pending.getByRole('button', { name: 'Confirm payment from Ana Garcia for Sunset Sail' }).click();
    await toast(page, 'Payment confirmed');
    await pending.getByText('Pending: 1 · Confirmed so far: 1 · Rejected: 0').waitFor();
    // The dashboard's own dialog asks (never the browser's confirm box).
    let browserBox = false;
    page.once('dialog', (dialog) => {
      browserBox = true;
      void dialog.dismiss();
    });
    await pending.getByRole('button', { name: 'Reject payment from Luis Lopez for Sunset Sail' }).click();
    const question = page.getByRole('alertdialog', { name: 'Reject this payment?' });
    await question.getByText('Reject the payment from Luis Lopez for Sunset Sail? The quantity goes back to the item.').waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await axeFindings(page), 'axe with the question').toEqual([]);
    await question.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(page, 'Payment rejected and quantity restored');
    expect(browserBox).toBe(false);
    await pending.getByText('No pending payment confirmations.').waitFor();
    await pending.getByText('Pending: 0 · Confirmed so far: 1 · Rejected: 1').waitFor();
    expect((await cellTexts(page, 'Table of registry items', 'Sunset Sail')).slice(0, 3)).toEqual(['Sunset Sail', '$45.00', '3 / 5']);
    expect(((await guest.rest('GET', '/api/registry-items')).body as Array<{ remainingQuantity: number }>)[0].remainingQuantity).toBe(3);
    expect(await axeFindings(page)).toEqual([]);

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
