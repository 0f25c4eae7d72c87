import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';
import { createGuestSeeingEverything } from './pages.js';

// The wedding details are site-wide: a server of its own, so the other tests keep the spec's facts.
const ADMIN = { lastName: 'Weddingdetailsbrowser', zipCode: '90210-0021' };
let server: OwnServer;
let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('wedding_browser', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'wedding-browser' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const section = (page: Page) => page.getByRole('region', { name: 'Wedding Details' });

describe.skipIf(browserMissing)('the couple sets their wedding details; guests read them, in Chromium', () => {
  it('filled in at 1280 px, they show on a Spanish guest\'s landing and travel pages at 390 px', async () => {
    const couple = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await openDashboard(couple, ADMIN);
    const checklist = couple.getByRole('region', { name: 'Get your site ready' });
    await checklist.waitFor();
    expect(await checklist.getByRole('listitem').first().innerText()).toContain('Set your names, the date and the venue');

    const form = section(couple);
    await form.getByLabel(/^Partner's name/).fill('Lucía');
    await form.getByLabel("Other partner's name").fill('Marc');
    await form.getByLabel('Wedding date').fill('2027-09-18');
    await form.getByLabel('Ceremony time').fill('17:30');
    await form.getByLabel('Time zone').selectOption('Europe/Madrid');
    await form.getByLabel('Venue name').fill('Masia Can Ribes');
    await form.getByLabel('Street address').fill('Camí de Can Ribes, 12');
    await form.getByLabel('City').fill('08870 Sitges');
    await form.getByLabel('Country').selectOption('ES');
    await form.getByLabel('Registry currency').selectOption('EUR');
    // A link that is not https is refused beside its field, and nothing is saved.
    await form.getByLabel('Maps link').fill('http://maps.example.com');
    await form.getByRole('button', { name: 'Save Wedding Details' }).click();
    await form.getByText('The link must start with https://').waitFor();
    expect((await admin.rest('GET', '/api/wedding')).body.coupleNames).toBe('Alex & Jordan');
    await form.getByLabel('Maps link').fill('');
    await form.getByRole('button', { name: 'Save Wedding Details' }).click();
    await couple.getByText('Wedding details updated successfully').first().waitFor();
    // The first step ticks itself off.
    await checklist.getByRole('listitem').first().getByText('(done)').waitFor();
    await couple.mouse.move(0, 0); // off the Save button: its hover colour is not what axe should judge
    await screenshot(couple, 'wedding-details-admin-1280');
    expect(await axeFindings(couple)).toEqual([]);
    expect(pageErrors.get(couple)).toEqual([]);
    await couple.context().close();

    const family = await createGuestSeeingEverything(admin);
    const guest = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await guest.goto('/auth?lang=es');
    await guest.getByLabel('Apellido').fill(family.lastName);
    await guest.getByLabel('Código postal').fill(family.zipCode);
    await guest.getByRole('button', { name: 'Entrar' }).click();
    await guest.waitForURL((url) => url.pathname === '/');

    await guest.getByRole('heading', { level: 1, name: 'Lucía & Marc' }).waitFor();
    await guest.getByText('18 de septiembre de 2027').waitFor();
    await guest.getByText('Organiza tu viaje a España').waitFor();
    await screenshot(guest, 'wedding-details-landing-es-390');
    expect(await axeFindings(guest)).toEqual([]);

    await guest.goto('/logistics');
    const venue = guest.getByRole('region', { name: 'Lugar y ubicación' });
    await venue.waitFor();
    await venue.getByText('18 de septiembre de 2027').waitFor();
    await venue.getByText('Ceremonia a las 17:30').waitFor();
    const mapLink = venue.getByRole('link', { name: /Masia Can Ribes/ });
    expect(await mapLink.innerText()).toBe('Masia Can Ribes\nCamí de Can Ribes, 12\n08870 Sitges\nEspaña');
    expect(new URL((await mapLink.getAttribute('href'))!).searchParams.get('query')).toBe('Masia Can Ribes, Camí de Can Ribes, 12, 08870 Sitges, Spain');
    expect(await venue.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain('dates=20270918T173000%2F20270919T000000');
    await venue.scrollIntoViewIfNeeded();
    await screenshot(guest, 'wedding-details-travel-es-390');
    expect(await axeFindings(guest)).toEqual([]);
    expect(pageErrors.get(guest)).toEqual([]);
    await guest.context().close();
  }, 180_000);
});
