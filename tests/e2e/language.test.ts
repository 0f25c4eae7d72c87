import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient, createParty, type Client } from '../support/client.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();
let admin: Client;

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
});

// Written out here rather than asked of Intl, so the test does not share the app's formatter.
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
function fechaEnEspañol(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} de ${MESES[month - 1]} de ${year}`;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe.skipIf(browserMissing)('English and Spanish, in Chromium', () => {
  it('a guest switches to Spanish on the sign-in page, signs in, reloads and stays Spanish, and switches back', async () => {
    const guest = await createParty(admin, { canRsvp: true });
    const wedding = (await admin.rest('GET', '/api/wedding')).body;
    const page = await newPage(browser(), { locale: 'en-US' });

    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Bienvenidos' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await expect.poll(() => page.title()).toBe('Acceso · Nuestra boda'); // pages are lazy chunks that name the tab once rendered
    await screenshot(page, 'login-es');

    await page.getByLabel('Apellido').fill(guest.lastName);
    await page.getByLabel('Código postal').fill(guest.zipCode);
    await page.getByRole('button', { name: 'Entrar' }).click();

    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const link of ['Inicio', 'Los novios', 'Confirmar asistencia']) await nav.getByRole('link', { name: link, exact: true }).waitFor();
    await page.getByText(fechaEnEspañol(wedding.date), { exact: true }).waitFor();
    await page.getByText('¡Nos casamos!').waitFor();
    // The couple's names are their own words in every language.
    expect(await page.getByRole('heading', { name: wedding.coupleNames }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Inicio · Nuestra boda'); // pages are lazy chunks that name the tab once rendered
    await screenshot(page, 'landing-es');

    await page.reload();
    await nav.getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    await page.getByText(fechaEnEspañol(wedding.date), { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('es');

    await nav.getByRole('button', { name: 'English' }).click();
    const english = page.getByRole('navigation', { name: 'Main' });
    await english.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await page.getByText(wedding.dateText, { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page.reload();
    await english.getByRole('link', { name: 'The Couple', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Home · Our Wedding'); // pages are lazy chunks that name the tab once rendered
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('?lang=es opens any page in Spanish; the browser language decides a first visit', async () => {
    const guest = await createParty(admin);
    const page = await newPage(browser(), { locale: 'en-US' });
    await page.goto('/no-such-page?lang=es');
    await page.getByRole('heading', { name: '404 Página no encontrada' }).waitFor();
    await page.goto('/auth?lang=en');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByLabel('Last Name').fill(guest.lastName);
    await page.getByLabel('ZIP Code').fill(guest.zipCode);
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await page.getByText('Are getting married').waitFor();
    await page.goto('/registry?lang=es');
    await page.getByRole('heading', { name: 'Acceso restringido' }).waitFor();
    await expect.poll(() => page.title()).toBe('Acceso restringido · Nuestra boda'); // pages are lazy chunks that name the tab once rendered
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();

    const spanishBrowser = await newPage(browser(), { locale: 'es-ES' });
    await spanishBrowser.goto('/auth');
    await spanishBrowser.getByRole('heading', { name: 'Bienvenidos' }).waitFor();
    expect(await htmlLang(spanishBrowser)).toBe('es');
    expect(pageErrors.get(spanishBrowser)).toEqual([]);
    await spanishBrowser.context().close();
  });

  it('on a phone the switch is inside the menu', async () => {
    const guest = await createParty(admin);
    const page = await newPage(browser(), { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/auth');
    await page.getByLabel('Last Name').fill(guest.lastName);
    await page.getByLabel('ZIP Code').fill(guest.zipCode);
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await page.getByText('Are getting married').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-nav-menu');
    await menu.getByRole('button', { name: 'Español' }).click();
    await menu.getByRole('link', { name: 'Los novios', exact: true }).waitFor();
    await screenshot(page, 'phone-menu-es');
    await menu.getByRole('link', { name: 'Los novios', exact: true }).click();
    await page.waitForURL('**/couple');
    await page.getByRole('heading', { name: 'Nuestra historia' }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it("the admin dashboard's own texts follow the language, switched there and after a reload", async () => {
    const page = await newPage(browser(), { locale: 'en-US' });
    await openDashboard(page);
    await page.getByRole('region', { name: 'Guest Groups', exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
    await page.getByRole('region', { name: 'Grupos de invitados', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Invitaciones e invitados', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
    await page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: 'Grupos de invitados' }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
