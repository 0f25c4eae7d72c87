import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type Client } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createFamily, guestBlock, pageWidth, storedAnswers, toast } from './rsvp-support.js';

const browser = useBrowser();
let admin: Client;

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
});

describe.skipIf(browserMissing)('a party answers its RSVP on a phone, in Chromium', () => {
  it('at 320 px: answers for both guests, sees the summary, edits it, and the server keeps what was chosen', async () => {
    const family = await createFamily(admin);
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await signIn(page, family.lastName, family.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/rsvp');

    await page.getByRole('heading', { level: 1, name: 'RSVP', exact: true }).waitFor();
    await page.getByText('Please Respond', { exact: true }).waitFor();
    const maria = guestBlock(page, family.names.adult);
    const lucia = guestBlock(page, family.names.child);
    expect(await lucia.getByText('Child', { exact: true }).count()).toBe(1);
    expect(await maria.getByText('Child', { exact: true }).count()).toBe(0);
    expect(await maria.getByLabel('Dietary Restrictions or Allergies').isDisabled()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe on the form').toEqual([]);

    // Tapping the name ticks the box: the whole label is the target.
    await maria.getByText(family.names.adult, { exact: true }).tap();
    expect(await maria.getByRole('checkbox', { name: family.names.adult }).isChecked()).toBe(true);
    const box = await maria.getByRole('checkbox').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    await maria.getByLabel('Dietary Restrictions or Allergies').fill('Vegetarian');
    await screenshot(page, 'rsvp-form-320');
    await page.getByRole('button', { name: 'Submit RSVP' }).tap();

    await toast(page, 'RSVP Submitted');
    await page.getByRole('heading', { level: 1, name: 'RSVP Received' }).waitFor();
    const attending = page.getByRole('list', { name: 'Guests attending' }).getByRole('listitem');
    /** Each attending guest's lines as the reader sees them. */
    const summary = async () => (await attending.allInnerTexts()).map((text) => text.split('\n').filter(Boolean));
    expect(await summary()).toEqual([[family.names.adult, 'Dietary: Vegetarian']]);
    expect(await storedAnswers(admin, [family.adult.id, family.child.id])).toEqual([
      { attending: true, dietaryRestrictions: 'Vegetarian', mealPreference: null },
      { attending: false, dietaryRestrictions: null, mealPreference: null },
    ]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe on the summary').toEqual([]);
    await screenshot(page, 'rsvp-summary-320');

    // The summary survives a reload: it comes from the server, not from the page's memory.
    await page.reload();
    await page.getByRole('button', { name: 'Edit Response' }).tap();
    await page.getByText('Edit Your Response', { exact: true }).waitFor();
    expect(await maria.getByRole('checkbox').isChecked()).toBe(true);
    expect(await maria.getByLabel('Dietary Restrictions or Allergies').inputValue()).toBe('Vegetarian');
    expect(await lucia.getByRole('checkbox').isChecked()).toBe(false);
    await maria.getByRole('checkbox').uncheck();
    expect(await maria.getByLabel('Dietary Restrictions or Allergies').getAttribute('placeholder')).toBe('Not attending');
    await lucia.getByRole('checkbox').check();
    await lucia.getByLabel('Dietary Restrictions or Allergies').fill('Nut allergy');
    await page.getByRole('button', { name: 'Update RSVP' }).tap();

    await page.getByRole('heading', { level: 1, name: 'RSVP Received' }).waitFor();
    await expect.poll(summary).toEqual([[family.names.child, 'Dietary: Nut allergy']]);
    expect(await storedAnswers(admin, [family.adult.id, family.child.id])).toEqual([
      { attending: false, dietaryRestrictions: null, mealPreference: null },
      { attending: true, dietaryRestrictions: 'Nut allergy', mealPreference: null },
    ]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('en español, at 320 px: the same form, toast and summary in Spanish; the server keeps both answers', async () => {
    const family = await createFamily(admin);
    const page = await newPage(browser(), { locale: 'en-US', viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await signIn(page, family.lastName, family.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/rsvp?lang=es');

    await page.getByRole('heading', { level: 1, name: 'Confirmar asistencia', exact: true }).waitFor();
    await page.getByText('Por favor, responde', { exact: true }).waitFor();
    await page.getByText('Información de los invitados', { exact: true }).waitFor();
    const maria = guestBlock(page, family.names.adult);
    const lucia = guestBlock(page, family.names.child);
    expect(await lucia.getByText('Niño/a', { exact: true }).count()).toBe(1);
    const dietary = (block: typeof maria) => block.getByLabel('Restricciones alimentarias o alergias');
    expect(await dietary(maria).getAttribute('placeholder')).toBe('No asistirá');
    expect(await dietary(maria).isDisabled()).toBe(true);

    await maria.getByText(family.names.adult, { exact: true }).tap();
    await lucia.getByText(family.names.child, { exact: true }).tap();
    expect(await dietary(lucia).getAttribute('placeholder')).toBe('p. ej., vegetariano, sin gluten, alergia a los frutos secos...');
    await dietary(lucia).fill('Sin gluten');
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page), 'axe on the Spanish form').toEqual([]);
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();

    await toast(page, 'Confirmación enviada');
    await page.getByRole('heading', { level: 1, name: 'Confirmación recibida' }).waitFor();
    const attending = page.getByRole('list', { name: 'Invitados que asistirán' }).getByRole('listitem');
    expect((await attending.allInnerTexts()).map((text) => text.split('\n').filter(Boolean))).toEqual([[family.names.adult], [family.names.child, 'Dieta: Sin gluten']]);
    await page.getByRole('button', { name: 'Editar respuesta' }).waitFor();
    expect(await storedAnswers(admin, [family.adult.id, family.child.id])).toEqual([
      { attending: true, dietaryRestrictions: null, mealPreference: null },
      { attending: true, dietaryRestrictions: 'Sin gluten', mealPreference: null },
    ]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
