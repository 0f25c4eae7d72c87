import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GUEST_PAGES } from '../../api/src/auth/policy.js';
import { adminClient, uniqueLastName, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createFamily, guestBlock, pageWidth, toast } from './rsvp-support.js';

// Several events (issue 21 §2). Events are site-wide (statistics, export columns): a server of
// its own, so the other tests' exports and counts never meet them.
const ADMIN = { lastName: 'Eventsbrowseradmin', zipCode: '90210-0022' };
let server: OwnServer;
let admin: Client;
const browser = useBrowser();
let family: Awaited<ReturnType<typeof createFamily>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('events_e2e', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'events-e2e' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  const group = (await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('family'), allowedPages: [...GUEST_PAGES] })).body.name as string;
  const events = [
    { name: 'Welcome dinner', nameEs: 'Cena de bienvenida', start: '2026-06-10T20:00', end: '2026-06-10T23:30', venue: 'Restaurante El Cable', address: 'Carrer de Barcelona, 1, 08870 Sitges', note: 'Smart casual.', noteEs: 'Elegante informal.', guestGroups: [group] },
    { name: 'Ceremony', nameEs: 'Ceremonia', start: '2026-06-11T17:30', end: '2026-06-11T19:00', venue: 'Masia Can Ribes', address: 'Camí de Can Ribes, 12, 08870 Sitges', note: 'Formal attire. The ceremony is outdoors, on grass.', noteEs: 'Vestimenta formal. La ceremonia es al aire libre, sobre césped.', guestGroups: [group] },
    { name: 'Farewell brunch', nameEs: 'Brunch de despedida', start: '2026-06-12T11:00', end: '2026-06-12T13:30', venue: 'Hotel Terramar', address: 'Passeig Marítim, 80, 08870 Sitges', guestGroups: [group] },
  ];
  for (const e of events) ids[e.name] = (await admin.rest('POST', '/api/admin/events', e)).body.id;
  family = await createFamily(admin, { guestGroup: group });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

async function signedIn(width: number): Promise<Page> {
  const phone = width < 500;
  const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });
  await signIn(page, family.lastName, family.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

describe.skipIf(browserMissing)('several events, in Chromium', () => {
  it('a family answers for two of three events from a phone in Spanish', async () => {
    const page = await signedIn(390);
    await page.goto('/rsvp?lang=es');
    await page.getByRole('heading', { level: 1, name: 'Confirmar asistencia' }).waitFor();
    const maria = guestBlock(page, family.names.adult);
    const lucia = guestBlock(page, family.names.child);
    await maria.getByRole('checkbox', { name: family.names.adult }).check();
    await lucia.getByRole('checkbox', { name: family.names.child }).check();
    const mariaEvents = maria.getByRole('group', { name: '¿A qué eventos asistirá Maria?' });
    await mariaEvents.waitFor();
    expect(await mariaEvents.getByRole('checkbox').count()).toBe(3);
    // Both come to the dinner and the ceremony, not the brunch.
    for (const block of [maria, lucia]) {
      const brunch = block.getByRole('checkbox', { name: /Brunch de despedida/ });
      await brunch.uncheck();
      await block.getByText('No asistirá').waitFor();
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'events-rsvp-form-390-es');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();
    await toast(page, 'Confirmación enviada');
    await page.getByRole('heading', { level: 1, name: 'Confirmación recibida' }).waitFor();

    const answers = (await admin.rest('GET', '/api/admin/guest-attendance')).body as Array<{ guestId: number; events: Array<{ eventId: number; attending: boolean }> }>;
    const of = (guestId: number) => answers.find((a) => a.guestId === guestId)?.events;
    const expected = [
      { eventId: ids['Welcome dinner'], attending: true },
      { eventId: ids.Ceremony, attending: true },
      { eventId: ids['Farewell brunch'], attending: false },
    ];
    expect(of(family.adult.id)).toEqual(expected);
    expect(of(family.child.id)).toEqual(expected);
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body.events as Array<{ name: string; attending: number; notAttending: number }>;
    expect(stats.map((e) => [e.name, e.attending, e.notAttending])).toEqual([
      ['Welcome dinner', 2, 0],
      ['Ceremony', 2, 0],
      ['Farewell brunch', 0, 2],
    ]);
    expect(pageErrors.get(page)).toEqual([]);
  });

  for (const [width, lang] of [[390, 'es'], [390, 'en'], [1280, 'es'], [1280, 'en']] as const) {
    it(`the schedule's timeline and the RSVP page at ${width} px in ${lang === 'es' ? 'Spanish' : 'English'}`, async () => {
      const page = await signedIn(width);
      await page.goto(`/schedule?lang=${lang}`);
      await page.getByRole('region', { name: lang === 'es' ? 'Tus eventos' : 'Your Events' }).waitFor();
      await page.getByRole('heading', { level: 4, name: lang === 'es' ? 'Cena de bienvenida' : 'Welcome dinner' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `tests/.artifacts/events-schedule-${width}-${lang}.png`, fullPage: true });
      expect(await axeFindings(page)).toEqual([]);
      await page.goto(`/rsvp?lang=${lang}`);
      await page.getByRole('button', { name: lang === 'es' ? 'Editar respuesta' : 'Edit Response' }).click();
      await guestBlock(page, family.names.adult).getByRole('group').first().waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `tests/.artifacts/events-rsvp-${width}-${lang}.png`, fullPage: true });
      expect(pageErrors.get(page)).toEqual([]);
    });
  }
});
