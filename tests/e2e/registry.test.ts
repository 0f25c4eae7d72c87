import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { adminClient, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { weakFocusRings } from './contrast.js';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createGuestSeeingEverything } from './pages.js';
import { pageWidth, toast } from './rsvp-support.js';

// Registry items and the payment settings are site-wide: a server of its own, so the other
// tests (the a11y walk over /registry) never meet them.
const ADMIN = { lastName: 'Registrypageadmin', zipCode: '90210-0010' };
const VENMO = 'ana-and-ben';
const ZELLE = 'ana.ben@example.com';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: OwnServer;
let admin: Client;
const browser = useBrowser();

interface Item {
  id: number;
  name: string;
  remainingQuantity: number;
}

/** A registry item made by the couple through the admin API; names are unique per test. */
async function createItem(name: string, price: number, totalQuantity: number, displayOrder: number): Promise<Item> {
  const res = await admin.rest<Item>('POST', '/api/admin/registry-items', {
    name,
    description: `${name}, on our honeymoon`,
    price,
    totalQuantity,
    displayOrder,
    active: true,
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`Creating an item failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('registrypage', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'registry-page' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  const settings = await admin.rest('PUT', '/api/admin/settings', { venmoUsername: VENMO, zelleEmail: ZELLE });
  if (settings.status !== 200) throw new Error(`Payment settings failed: ${settings.status} ${JSON.stringify(settings.body)}`);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function openRegistry(options: Parameters<typeof newPage>[1]) {
  const guest = await createGuestSeeingEverything(admin);
  const page = await newPage(browser(), { baseURL: server.baseUrl, ...options });
  await signIn(page, guest.lastName, guest.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/registry');
  await page.getByRole('heading', { level: 1, name: 'Honeymoon Registry' }).waitFor();
  await page.getByRole('list', { name: 'Gifts' }).waitFor();
  return page;
}

/** Waits for a dialog's opening animation to end: axe mid-fade sees washed-out text. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Adds `quantity` of the item from its card, as a guest would. */
async function add(page: Page, name: string, quantity = 1) {
  const item = card(page, name);
  for (let i = 1; i < quantity; i++) await item.getByRole('button', { name: `One more ${name}` }).click();
  await item.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(page, `${quantity} x ${name} added to cart`);
}

async function checkout(page: Page, count: number) {
  await page.getByRole('button', { name: `Open your cart, ${count} ${count === 1 ? 'item' : 'items'}` }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await cart.waitFor();
  await settled(page);
  expect(await axeFindings(page), 'axe on the cart').toEqual([]);
  await cart.getByRole('button', { name: 'Checkout' }).click();
  const methods = page.getByRole('dialog', { name: 'Choose Payment Method' });
  await methods.waitFor();
  return methods;
}

describe.skipIf(browserMissing)('the honeymoon registry in Chromium', () => {
  it('on a phone at 320 px: two gifts in the cart, paid by Zelle, confirmed; the thanks and the new stock show', async () => {
    const tag = Date.now().toString(36);
    const dinner = await createItem(`Sunset Dinner ${tag}`, 12000, 3, 1);
    const kayak = await createItem(`Kayak Tour ${tag}`, 4550, 5, 2);
    const page = await openRegistry({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    await card(page, dinner.name).getByText('3 remaining', { exact: true }).waitFor();
    expect(await card(page, dinner.name).getByText('$120.00', { exact: true }).count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe on the grid').toEqual([]);
    await add(page, dinner.name, 2);
    await add(page, kayak.name);
    await screenshot(page, 'registry-grid-320');

    const methods = await checkout(page, 3);
    await methods.getByRole('tab', { name: 'Zelle' }).click();
    const zelle = methods.getByRole('tabpanel', { name: 'Zelle' });
    await zelle.getByText(`Send to: ${ZELLE}`, { exact: true }).waitFor();
    await zelle.getByText(`${dinner.name} x2 + ${kayak.name}`, { exact: true }).waitFor();
    await settled(page);
    expect(await axeFindings(page), 'axe on the payment methods').toEqual([]);
    await zelle.getByRole('button', { name: "I've Sent via Zelle" }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.waitFor();
    await confirm.getByLabel('Your Name *').fill('Rosa Diaz');
    await confirm.getByLabel('Your Email (optional)').fill('rosa@example.com');
    await settled(page);
    expect(await axeFindings(page), 'axe on the confirmation').toEqual([]);
    await screenshot(page, 'registry-confirm-320');
    await confirm.getByRole('button', { name: 'Confirm Payment' }).click();

    await toast(page, 'Your payment confirmation for 3 items has been submitted!');
    await confirm.waitFor({ state: 'hidden' });
    await card(page, dinner.name).getByText('1 remaining', { exact: true }).waitFor();
    await card(page, kayak.name).getByText('4 remaining', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open your cart', exact: true }).waitFor();

    // What the couple will reconcile: one pending line per gift, at the server's price.
    const stored = await admin.rest<Array<{ registryItemId: number; guestName: string; guestEmail: string | null; amount: number; paymentMethod: string; status: string }>>(
      'GET',
      '/api/admin/payment-confirmations',
    );
    const mine = stored.body.filter((c) => c.registryItemId === dinner.id || c.registryItemId === kayak.id);
    expect(mine.map(({ registryItemId, guestName, guestEmail, amount, paymentMethod, status }) => ({ registryItemId, guestName, guestEmail, amount, paymentMethod, status })).sort((a, b) => a.registryItemId - b.registryItemId)).toEqual([
      { registryItemId: dinner.id, guestName: 'Rosa Diaz', guestEmail: 'rosa@example.com', amount: 24000, paymentMethod: 'zelle', status: 'pending' },
      { registryItemId: kayak.id, guestName: 'Rosa Diaz', guestEmail: 'rosa@example.com', amount: 4550, paymentMethod: 'zelle', status: 'pending' },
    ]);
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('on a desktop, Venmo shows a QR code that holds the link a phone would open', async () => {
    const tag = Date.now().toString(36);
    const lanterns = await createItem(`Lantern Walk ${tag}`, 2500, 4, 3);
    const page = await openRegistry({ viewport: { width: 1280, height: 800 } });
    expect(await weakFocusRings(page), 'focus rings on the grid').toEqual([]);
    // By keyboard: the arrow key steps the quantity, Tab reaches "+" then "Add to Cart".
    const quantity = card(page, lanterns.name).getByRole('spinbutton', { name: `Quantity of ${lanterns.name}` });
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, `2 x ${lanterns.name} added to cart`);
    expect(await quantity.inputValue()).toBe('1');
    const methods = await checkout(page, 2);
    await methods.getByText(`Send to: @${VENMO}`, { exact: true }).waitFor();
    await methods.getByRole('button', { name: 'Pay with Venmo' }).click();

    const scan = page.getByRole('dialog', { name: 'Scan to Pay' });
    const qr = scan.getByRole('img', { name: 'QR code that opens Venmo to send the payment' });
    await qr.waitFor();
    await scan.getByText('Amount: $50.00', { exact: true }).waitFor();
    await scan.getByText(`${lanterns.name} x2`, { exact: true }).waitFor();
    // The code's pixels, read back and decoded the way a phone's camera would.
    const pixels = await qr.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(`venmo://paycharge?txn=pay&recipients=${VENMO}&amount=50.00&note=${encodeURIComponent(`${lanterns.name} x2`)}`);
    await settled(page);
    expect(await axeFindings(page), 'axe on Scan to Pay').toEqual([]);
    await screenshot(page, 'registry-scan-to-pay');

    await scan.getByRole('button', { name: "I've Sent the Payment" }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.getByText('Payment method: Venmo', { exact: true }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('on an iPhone, Venmo opens the app’s link, then asks for the confirmation', async () => {
    const tag = Date.now().toString(36);
    const snorkel = await createItem(`Snorkel Trip ${tag}`, 3000, 2, 4);
    const page = await openRegistry({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE });
    const opened: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('venmo:')) opened.push(request.url());
    });
    await add(page, snorkel.name);
    const methods = await checkout(page, 1);
    await methods.getByRole('button', { name: 'Pay with Venmo' }).click();
    await page.getByRole('dialog', { name: 'Confirm Payment' }).waitFor();
    expect(opened).toEqual([`venmo://paycharge?txn=pay&recipients=${VENMO}&amount=30.00&note=${encodeURIComponent(snorkel.name)}`]);
    expect(await page.getByRole('dialog', { name: 'Scan to Pay' }).count()).toBe(0);
  });

  it('en español on a phone: prices and words in Spanish, a gift paid by Zelle, the thanks in Spanish; the note stays in English', async () => {
    const tag = Date.now().toString(36);
    const tapas = await createItem(`Tapas Night ${tag}`, 4550, 3, 5);
    const guest = await createGuestSeeingEverything(admin);
    const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/registry?lang=es');
    await page.getByRole('heading', { level: 1, name: 'Lista de bodas' }).waitFor();
    const gift = page.getByRole('list', { name: 'Regalos' }).getByRole('listitem', { name: tapas.name, exact: true });
    await gift.getByText('Quedan 3', { exact: true }).waitFor();
    // "45,50 US$", as the browser's own Spanish formatting writes it.
    const price = await page.evaluate(() => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'USD' }).format(45.5));
    expect(await gift.getByText(price, { exact: true }).count()).toBe(1);
    await gift.getByRole('button', { name: `Uno más de ${tapas.name}` }).click();
    await gift.getByRole('button', { name: 'Añadir al carrito' }).click();
    await toast(page, `2 x ${tapas.name} añadido al carrito`);

    await page.getByRole('button', { name: 'Abrir tu carrito, 2 regalos' }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    await cart.getByText('Total del carrito:', { exact: true }).waitFor();
    await cart.getByRole('button', { name: 'Pagar', exact: true }).click();
    const methods = page.getByRole('dialog', { name: 'Elige cómo pagar' });
    await methods.getByRole('tab', { name: 'Zelle' }).click();
    const zelle = methods.getByRole('tabpanel', { name: 'Zelle' });
    await zelle.getByText(`Enviar a: ${ZELLE}`, { exact: true }).waitFor();
    // The couple read the note in their bank app: the spec's English form, whatever the page's language.
    await zelle.getByText(`${tapas.name} x2`, { exact: true }).waitFor();
    await zelle.getByRole('button', { name: 'Ya lo he enviado por Zelle' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirmar pago' });
    await confirm.getByLabel('Tu nombre *').fill('Lola Ruiz');
    await settled(page);
    expect(await axeFindings(page), 'axe on the Spanish confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Confirmar pago' }).click();
    await toast(page, '¡Hemos recibido la confirmación de tu pago de 2 regalos!');
    await gift.getByText('Quedan 1', { exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
