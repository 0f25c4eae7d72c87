import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, createParty, type Client } from '../support/client.js';
import { inject } from 'vitest';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';

const browser = useBrowser();
let admin: Client;

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
});

describe.skipIf(browserMissing)('signing in, in Chromium', () => {
  it('a guest signs in, sees the landing page and only their pages, and is refused another page', async () => {
    const guest = await createParty(admin, { canRsvp: true });
    const wedding = (await admin.rest('GET', '/api/wedding')).body;
    const page = await newPage(browser());

    await page.goto('/registry');
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.getByText('Please enter your last name and ZIP code to access the site').isVisible()).toBe(true);
    await screenshot(page, 'login');

    await signIn(page, guest.lastName, guest.zipCode);
    await page.getByText('Are getting married').waitFor();
    await page.getByText(wedding.dateText, { exact: true }).first().waitFor();
    await expect.poll(() => page.title()).toBe('Home · Our Wedding'); // pages are lazy chunks that name the tab once rendered
    // The default group opens home, couple and RSVP: the landing page offers only Our Story.
    await page.getByRole('heading', { name: 'Our Story' }).waitFor();
    const explore = page.getByRole('link', { name: 'Explore' });
    expect(await explore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/couple']);
    expect(await page.getByRole('heading', { name: 'Be Part of Our Celebration' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Participate' }).count()).toBe(0);
    await screenshot(page, 'landing');

    const nav = page.getByRole('navigation');
    for (const link of ['Home', 'The Couple', 'RSVP']) {
      expect(await nav.getByRole('link', { name: link, exact: true }).isVisible(), link).toBe(true);
    }
    for (const link of ['Registry', 'Admin', 'Polls', 'Trivia', 'Travel & Accommodations', 'Event Schedule']) {
      expect(await nav.getByRole('link', { name: link, exact: true }).count(), link).toBe(0);
    }

    await page.goto('/registry');
    await page.getByText('Access Restricted').waitFor();
    expect(await page.getByText("You don't have permission to view this page.").isVisible()).toBe(true);
    await screenshot(page, 'access-restricted');
    await page.getByRole('link', { name: /couple/i }).click();
    await page.waitForURL('**/couple');

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByText('You do not have permission to view this page.').isVisible()).toBe(true);

    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a wrong ZIP code shows the spec error toast and stays on the login page', async () => {
    const guest = await createParty(admin);
    const page = await newPage(browser());
    await signIn(page, guest.lastName, '00000');
    await page.getByText('Login failed').waitFor();
    expect(await page.getByText('Invalid last name or zip code').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('the admin signs in and sees Admin in the nav; logout returns to the login page', async () => {
    const creds = inject('admin');
    const page = await newPage(browser());
    await signIn(page, creds.lastName, creds.zipCode);
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    for (const link of ['Registry', 'Polls', 'Trivia', 'Travel & Accommodations', 'Event Schedule']) {
      expect(await nav.getByRole('link', { name: link, exact: true }).isVisible(), link).toBe(true);
    }
    await nav.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('on a phone the menu toggle opens the links and closes after navigating', async () => {
    const guest = await createParty(admin, { canRsvp: true });
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.getByText('Are getting married').waitFor();
    expect(await page.getByRole('link', { name: 'The Couple', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'The Couple', exact: true }).click();
    await page.waitForURL('**/couple');
    // The address changes before the page's code and story have arrived: the screenshot showed
    // the landing page (chromium) or a loading spinner (the headless shell), not the couple page.
    await page.getByText('How We Met', { exact: true }).waitFor();
    await screenshot(page, 'phone-couple');
    expect(await page.getByRole('link', { name: 'RSVP', exact: true }).isVisible()).toBe(false);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a personal link signs the household in on a phone and opens the RSVP page; an old one says so in Spanish', async () => {
    const guest = await createParty(admin, { canRsvp: true });
    const linkOf = async () => ((await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; personalLink: string }>).find((p) => p.id === guest.id)!.personalLink;
    const link = new URL(await linkOf());
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto(link.pathname);
    await page.waitForURL('**/rsvp');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect((await page.request.get('/api/user')).status()).toBe(200);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();

    expect((await admin.rest('POST', `/api/admin/parties/${guest.id}/personal-link`)).status).toBe(200);
    const spanish = await newPage(browser(), { viewport: { width: 390, height: 844 }, locale: 'es-ES' });
    await spanish.goto(`${link.pathname}?lang=es`);
    await spanish.getByRole('heading', { name: 'Este enlace no ha abierto tu invitación' }).waitFor();
    await spanish.getByText('Este enlace ya no es válido. Inicia sesión con tu apellido y tu código postal.').waitFor();
    await screenshot(spanish, 'personal-link-invalid-es-390');
    await spanish.getByRole('link', { name: 'Inicia sesión con tu apellido y código postal' }).click();
    await spanish.waitForURL('**/auth');
    await spanish.context().close();
  });
});
