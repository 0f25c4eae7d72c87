import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GUEST_PAGES } from '../../api/src/auth/policy.js';
import { Client, adminClient, uniqueLastName, uniqueZip } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { artifacts, browserMissing, newPage, openDashboard, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { guestBlock, pageWidth, toast, type GuestRow } from './rsvp-support.js';

// Issue 21 as a new user tries it ("Done when"): a family answers for the welcome dinner and the
// ceremony, names a plus-one and requests a song from a phone in Spanish; the couple sees the
// per-event counts and the answers in the dashboard and the export. Events and questions are
// site-wide (statistics, export columns): a server of its own, so this file runs beside the others.
const ADMIN = { lastName: 'Familyesadmin', zipCode: '90210-0121' };
let server: OwnServer;
let admin: Client;
const browser = useBrowser();
/** The family's group: invited to both events and asked for a song. */
let group: string;
/** A group with nothing of issue 21 but the plus-one: its answers stay out of the family's counts. */
let plainGroup: string;
const ids = { dinner: 0, ceremony: 0, song: 0 };

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('rsvp_family_es', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'rsvp-family-es' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
  const newGroup = async (prefix: string) => (await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName(prefix), allowedPages: [...GUEST_PAGES] })).body.name as string;
  group = await newGroup('family');
  plainGroup = await newGroup('plain');
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await admin.rest('POST', path, { ...body, guestGroups: [group] });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  ids.dinner = await created('/api/admin/events', { name: 'Welcome dinner', nameEs: 'Cena de bienvenida', start: '2026-06-10T20:00', end: '2026-06-10T23:30', venue: 'Restaurante El Cable', address: 'Carrer de Barcelona, 1, 08870 Sitges' });
  ids.ceremony = await created('/api/admin/events', { name: 'Ceremony', nameEs: 'Ceremonia', start: '2026-06-11T17:30', end: '2026-06-11T19:00', venue: 'Masia Can Ribes', address: 'Camí de Can Ribes, 12, 08870 Sitges' });
  ids.song = await created('/api/admin/rsvp-questions', { text: 'Song request', textEs: 'Petición de canción', type: 'text', required: true });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** A family (an adult and a child) allowed one guest of its own naming. */
async function family(guestGroup: string) {
  const lastName = uniqueLastName('Familia');
  const zipCode = uniqueZip();
  const party = await admin.rest('POST', '/api/admin/parties', { lastName, zipCode, canRsvp: true, guestGroup, plusOnesAllowed: 1 });
  expect(party.status, JSON.stringify(party.body)).toBe(201);
  const added = await admin.rest<GuestRow[]>('POST', '/api/admin/party-guests', {
    guests: [
      { partyId: party.body.id, firstName: 'Maria', lastName, sortOrder: 0 },
      { partyId: party.body.id, firstName: 'Lucia', lastName, isChild: true, sortOrder: 1 },
    ],
  });
  expect(added.status).toBe(201);
  const [adultId, childId] = added.body.map((g) => g.id);
  return { id: party.body.id as number, lastName, zipCode, adult: `Maria ${lastName}`, child: `Lucia ${lastName}`, adultId, childId };
}

/** The family signed in on a phone (the sign-in helper reads the English form), then the RSVP page in Spanish. */
async function onPhoneInSpanish(f: { lastName: string; zipCode: string }): Promise<Page> {
  const page = await newPage(browser(), { baseURL: server.baseUrl, locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(page, f.lastName, f.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/rsvp?lang=es');
  await page.getByRole('heading', { level: 1, name: 'Confirmar asistencia' }).waitFor();
  return page;
}

/** Names a plus-one in "¿Traes acompañante?" and waits for their answer block. */
async function namePlusOne(page: Page, firstName: string, lastName: string) {
  const section = page.getByRole('region', { name: '¿Traes acompañante?' });
  await section.getByLabel('Su nombre').fill(firstName);
  await section.getByLabel('Su apellido').fill(lastName);
  await section.getByRole('button', { name: 'Añadir acompañante' }).tap();
  await guestBlock(page, `${firstName} ${lastName}`).waitFor();
  return section;
}

const partyGuests = async (partyId: number) =>
  (await admin.rest<Array<GuestRow & { isPlusOne: boolean }>>('GET', `/api/admin/party-guests/${partyId}`)).body.map((g) => [g.firstName, g.lastName, g.isPlusOne]);

describe.skipIf(browserMissing)('a family answers the whole RSVP from a phone in Spanish, in Chromium', () => {
  it('names a plus-one at 390 px in Spanish: both names asked, the guest listed and changeable, then a guest like the others', async () => {
    const f = await family(plainGroup);
    const page = await onPhoneInSpanish(f);
    const section = page.getByRole('region', { name: '¿Traes acompañante?' });
    await section.getByText('Tu invitación incluye acompañantes que puedes nombrar tú: 1.', { exact: false }).waitFor();
    // A first name alone is not enough: said beside the fields, nothing sent.
    await section.getByLabel('Su nombre').fill('Sofía');
    await section.getByRole('button', { name: 'Añadir acompañante' }).tap();
    await section.getByRole('alert').filter({ hasText: 'Escribe su nombre y su apellido.' }).waitFor();
    expect(await partyGuests(f.id)).toEqual([
      ['Maria', f.lastName, false],
      ['Lucia', f.lastName, false],
    ]);

    await namePlusOne(page, 'Sofía', 'Ruiz');
    const named = section.getByRole('list', { name: 'Acompañantes que traes' }).getByRole('listitem');
    expect((await named.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Sofía Ruiz']);
    // The allowance is used up: no more fields to name another.
    await section.getByText('Ya has nombrado a todos los acompañantes que incluye tu invitación.').waitFor();
    expect(await section.getByRole('button', { name: 'Añadir acompañante' }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page), 'axe with a plus-one named').toEqual([]);
    await screenshot(page, 'rsvp-plus-one-named-es-390');

    // Changed before the deadline: the new name everywhere.
    await section.getByRole('button', { name: 'Cambiar Sofía Ruiz' }).tap();
    await section.getByLabel('Su apellido').fill('Ruiz Mora');
    await section.getByRole('button', { name: 'Guardar nombre' }).tap();
    await guestBlock(page, 'Sofía Ruiz Mora').waitFor();
    expect(await partyGuests(f.id)).toEqual([
      ['Maria', f.lastName, false],
      ['Lucia', f.lastName, false],
      ['Sofía', 'Ruiz Mora', true],
    ]);

    // Then she answers like any guest: named to come, she is ticked as coming, and shows in the summary.
    expect(await guestBlock(page, 'Sofía Ruiz Mora').getByRole('checkbox', { name: 'Sofía Ruiz Mora' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Confirmación recibida' }).waitFor();
    const attending = page.getByRole('list', { name: 'Invitados que asistirán' }).getByRole('listitem');
    expect((await attending.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Sofía Ruiz Mora']);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('the family answers for the welcome dinner and the ceremony, names a plus-one and requests a song; the couple sees it in the dashboard and the export', async () => {
    const f = await family(group);
    const page = await onPhoneInSpanish(f);
    await namePlusOne(page, 'Sofía', 'Ruiz');
    const maria = guestBlock(page, f.adult);
    const lucia = guestBlock(page, f.child);
    const sofia = guestBlock(page, 'Sofía Ruiz');
    // The plus-one comes already ticked (she was named to come); the family ticks its own two.
    expect(await sofia.getByRole('checkbox', { name: 'Sofía Ruiz' }).isChecked()).toBe(true);
    for (const [block, name] of [[maria, f.adult], [lucia, f.child]] as const) await block.getByText(name, { exact: true }).tap();
    // Each coming guest is asked about both events, yes unless unticked; Lucia skips the dinner.
    for (const [block, first] of [[maria, 'Maria'], [lucia, 'Lucia'], [sofia, 'Sofía']] as const) {
      const events = block.getByRole('group', { name: `¿A qué eventos asistirá ${first}?` });
      await events.waitFor();
      expect(await events.getByRole('checkbox', { checked: true }).count()).toBe(2);
    }
    await lucia.getByRole('checkbox', { name: /Cena de bienvenida/ }).uncheck();
    await lucia.getByText('No asistirá', { exact: true }).waitFor();

    // The song request is required: sending without it names it.
    const song = page.getByLabel('Petición de canción (obligatoria)');
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();
    await page.getByText('Responde a «Petición de canción»', { exact: true }).waitFor();
    await song.fill('Bailando');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page), 'axe on the filled form').toEqual([]);
    await screenshot(page, 'rsvp-family-form-es-390');
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();
    await toast(page, 'Confirmación enviada');
    await page.getByRole('heading', { level: 1, name: 'Confirmación recibida' }).waitFor();

    // The summary: every guest with their events, then the party's song.
    const attending = page.getByRole('list', { name: 'Invitados que asistirán' }).getByRole('listitem');
    await page.getByText('Ceremonia: Asistirá').first().waitFor();
    expect((await attending.allInnerTexts()).map((t) => t.split('\n').filter(Boolean))).toEqual([
      [f.adult, 'Cena de bienvenida: Asistirá', 'Ceremonia: Asistirá'],
      [f.child, 'Cena de bienvenida: No asistirá', 'Ceremonia: Asistirá'],
      ['Sofía Ruiz', 'Cena de bienvenida: Asistirá', 'Ceremonia: Asistirá'],
    ]);
    await page.getByText('Petición de canción: Bailando', { exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page), 'axe on the summary').toEqual([]);
    await screenshot(page, 'rsvp-family-summary-es-390');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();

    // The couple, in the dashboard: per-event counts with who, and the song.
    const couple = await newPage(browser(), { baseURL: server.baseUrl, acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    await openDashboard(couple, ADMIN);
    const stats = couple.getByRole('region', { name: 'RSVP Statistics', exact: true });
    const card = (event: string, label: string, count: number) =>
      stats.getByRole('region', { name: event, exact: true }).getByRole('button', { name: `${label} ${count} Show the guests`, exact: true });
    await card('Welcome dinner', 'Attending', 2).waitFor();
    await card('Welcome dinner', 'Not Attending', 1).waitFor();
    await card('Ceremony', 'Attending', 3).waitFor();
    await card('Ceremony', 'Not Attending', 0).waitFor();
    await card('Welcome dinner', 'Not Attending', 1).dblclick();
    const dialog = couple.getByRole('dialog', { name: 'Guests Not Attending Welcome dinner' });
    // The list is read from the server once the dialog opens (its rows page).
    await dialog.getByRole('listitem').first().waitFor();
    expect((await dialog.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([`Lucia ${f.lastName} (Child) ${f.lastName} Party`]);
    await couple.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const songAnswers = stats.getByRole('list', { name: /Song request/ }).getByRole('listitem');
    expect((await songAnswers.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([`${f.lastName}: Bailando`]);
    await stats.getByRole('heading', { level: 3, name: 'Events' }).scrollIntoViewIfNeeded();
    await screenshot(couple, 'rsvp-family-dashboard-1280');

    // And in the guest list the caterer gets: a column per event and per question, the plus-one marked.
    const section = couple.getByRole('region', { name: 'Parties and Guests', exact: true });
    const link = section.getByRole('link', { name: 'Download guest list (CSV)' });
    const [download] = await Promise.all([couple.waitForEvent('download'), link.click()]);
    const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    const ours = rows
      .filter((r) => r.PartyLastName === f.lastName)
      .map((r) => [r.FirstName, r.LastName, r.RsvpStatus, r.IsPlusOne, r['Event: Welcome dinner'], r['Event: Ceremony'], r['Song request']]);
    expect(ours).toEqual([
      ['Maria', f.lastName, 'attending', 'no', 'attending', 'attending', 'Bailando'],
      ['Lucia', f.lastName, 'attending', 'no', 'not attending', 'attending', 'Bailando'],
      ['Sofía', 'Ruiz', 'attending', 'yes', 'attending', 'attending', 'Bailando'],
    ]);
    expect(pageErrors.get(couple)).toEqual([]);
    await couple.context().close();
  }, 180_000);

  // After the test above (its per-event counts are this group's): a family that answered over the API.
  it('the RSVP summary with events and answers at 320, 390 and 1280 px in English and Spanish: axe clean, nothing wider than the screen', async () => {
    const f = await family(group);
    const guest = new Client(undefined, server.baseUrl);
    expect((await guest.login(f.lastName, f.zipCode)).status).toBe(200);
    const answered = await guest.rest('POST', '/api/guest-attendance', {
      attendanceData: [
        { guestId: f.adultId, attending: true, dietaryRestrictions: 'Sin gluten', events: [{ eventId: ids.dinner, attending: true }, { eventId: ids.ceremony, attending: true }] },
        { guestId: f.childId, attending: true, events: [{ eventId: ids.dinner, attending: false }, { eventId: ids.ceremony, attending: true }] },
      ],
      answers: [{ questionId: ids.song, value: 'Bailando' }],
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    for (const width of [320, 390, 1280]) {
      for (const lang of ['en', 'es'] as const) {
        const phone = width < 500;
        const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });
        await signIn(page, f.lastName, f.zipCode);
        await page.waitForURL((url) => url.pathname === '/');
        await page.goto(`/rsvp?lang=${lang}`);
        const words = lang === 'en' ? { list: 'Guests attending', dinner: 'Welcome dinner: Not attending', song: 'Song request: Bailando' } : { list: 'Invitados que asistirán', dinner: 'Cena de bienvenida: No asistirá', song: 'Petición de canción: Bailando' };
        const child = page.getByRole('list', { name: words.list }).getByRole('listitem').nth(1);
        await child.getByText(words.dinner, { exact: true }).waitFor();
        await page.getByText(words.song, { exact: true }).waitFor();
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        expect(await axeFindings(page), `axe at ${width} px in ${lang}`).toEqual([]);
        if (width !== 320) await page.screenshot({ path: join(artifacts, `rsvp-summary-${lang}-${width}.png`), fullPage: true });
        expect(pageErrors.get(page)).toEqual([]);
        await page.context().close();
      }
    }
  }, 240_000);
});
