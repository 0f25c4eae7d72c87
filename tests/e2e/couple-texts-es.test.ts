import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, uniqueLastName, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createFamily, guestBlock, storedAnswers } from './rsvp-support.js';

// Issue 20 §4: a Spanish guest reads the couple's own words in Spanish: the group's welcome,
// the meal options and the gifts. Meal options are site-wide: a server of its own.
const ADMIN = { lastName: 'Bilingualadmin', zipCode: '90210-0020' };
let server: OwnServer;
let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('bilingual', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'bilingual' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(browserMissing)("the couple's texts in Spanish, in Chromium", () => {
  // The same rules are tested over the API in api/src/i18n/couple-texts-in-spanish.test.ts and
  // rsvp-options.test.ts; here as a guest sees them.
  it('the header switch shows the Spanish welcome, meals and gifts without a reload; a meal chosen as "Pollo" is stored as "Chicken"', async () => {
    expect((await admin.rest('PUT', '/api/admin/rsvp-options', { mealOptions: ['Chicken', 'Fish'], mealOptionsEs: ['Pollo', 'Pescado'] })).status).toBe(200);
    const group = await admin.rest('POST', '/api/admin/guest-groups', {
      name: uniqueLastName('familia'),
      allowedPages: ['home', 'rsvp', 'registry'],
      welcomeMessage: 'Dear family, welcome!',
      welcomeMessageEs: '¡Querida familia, bienvenidos!',
    });
    expect(group.status).toBe(201);
    const gift = await admin.rest('POST', '/api/admin/registry-items', {
      name: 'Hot-air balloon ride',
      nameEs: 'Paseo en globo',
      description: 'Sunrise over the plains',
      descriptionEs: 'El amanecer sobre la llanura',
      price: 25000,
      totalQuantity: 1,
    });
    expect(gift.status).toBe(201);
    const family = await createFamily(admin, { guestGroup: group.body.name });

    {
      const page = await newPage(browser(), { baseURL: server.baseUrl, locale: 'en-US', viewport: { width: 1280, height: 900 } });
      await signIn(page, family.lastName, family.zipCode);
      await page.getByText('Dear family, welcome!').waitFor();
      // Marked before the switch: a reload would lose it.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Español' }).click();
      await page.getByText('¡Querida familia, bienvenidos!').waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.context().close();
    }

    for (const width of [1280, 390]) {
      const page = await newPage(browser(), { baseURL: server.baseUrl, locale: 'es-ES', viewport: { width, height: 900 } });
      await page.goto('/auth?lang=es');
      await page.getByLabel('Apellido').fill(family.lastName);
      await page.getByLabel('Código postal').fill(family.zipCode);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('¡Querida familia, bienvenidos!').waitFor();

      await page.goto('/rsvp');
      const maria = guestBlock(page, family.names.adult);
      const attending = maria.getByRole('checkbox', { name: family.names.adult });
      const pollo = maria.getByRole('radio', { name: 'Pollo' });
      if (width === 1280) {
        await page.getByRole('heading', { level: 1, name: 'Confirmar asistencia' }).waitFor();
        await attending.check();
        await pollo.waitFor();
        expect(await maria.getByRole('radio', { name: 'Pescado' }).count()).toBe(1);
        expect(await page.getByText('Chicken', { exact: true }).count()).toBe(0);
        await pollo.check();
        await screenshot(page, `couple-texts-rsvp-es-${width}`);
        await page.getByRole('button', { name: 'Enviar confirmación' }).click();
        await page.getByRole('heading', { level: 1, name: 'Confirmación recibida' }).waitFor();
        // Stored in English, read back in Spanish.
        await expect.poll(async () => (await storedAnswers(admin, [family.adult.id]))[0]?.mealPreference).toBe('Chicken');
        await page.getByText('Menú: Pollo', { exact: true }).waitFor();
      } else {
        // Answered above: the summary, then the form with the saved meal in Spanish.
        await page.getByText('Menú: Pollo', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Editar respuesta' }).click();
        await pollo.waitFor();
        expect(await attending.isChecked()).toBe(true);
        expect(await pollo.isChecked()).toBe(true);
        expect(await page.getByText('Chicken', { exact: true }).count()).toBe(0);
        await screenshot(page, `couple-texts-rsvp-es-${width}`);
      }

      await page.goto('/registry');
      await page.getByText('Paseo en globo').first().waitFor();
      await page.getByText('El amanecer sobre la llanura').first().waitFor();
      expect(await page.getByText('Hot-air balloon ride').count()).toBe(0);
      await screenshot(page, `couple-texts-registry-es-${width}`);
      expect(pageErrors.get(page)).toEqual([]);
      await page.context().close();
    }
  });
});
