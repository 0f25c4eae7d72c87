import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type Client } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, screenshot, signIn, useBrowser } from './browser.js';
import { createAnsweredParty } from './pages.js';
import { pageWidth } from './rsvp-support.js';

const browser = useBrowser();
let admin: Client;

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
});

// Issue 22 §1: under its answers a party adds or corrects the e-mail its confirmation goes to.
describe.skipIf(browserMissing)('the e-mail for the RSVP confirmation', () => {
  for (const [width, lang] of [[390, 'en'], [1280, 'en'], [390, 'es'], [1280, 'es']] as const) {
    it(`is added and checked on the RSVP summary at ${width} px in ${lang}`, async () => {
      const family = await createAnsweredParty(admin);
      const page = await newPage(browser(), { viewport: { width, height: 900 }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
      await signIn(page, family.lastName, family.zipCode);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/rsvp?lang=${lang}`);
      const words =
        lang === 'en'
          ? { add: 'Add e-mail', label: 'E-mail for your confirmation', save: 'Save', sent: 'We send a confirmation of your answers to' }
          : { add: 'Añadir correo', label: 'Correo para vuestra confirmación', save: 'Guardar', sent: 'Enviamos una confirmación de vuestras respuestas a' };
      await page.getByRole('button', { name: words.add }).click();
      const field = page.getByLabel(words.label);
      await field.fill('not an address');
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await page.getByText(lang === 'en' ? 'Please enter a valid email address' : 'Introduce', { exact: false }).first().waitFor();
      await field.scrollIntoViewIfNeeded();
      await screenshot(page, `rsvp-email-error-${width}-${lang}`);
      await field.fill(`${family.lastName.toLowerCase()}@Example.com`);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      const sent = page.getByText(`${words.sent} ${family.lastName.toLowerCase()}@example.com.`);
      await sent.waitFor();
      await sent.scrollIntoViewIfNeeded();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `rsvp-email-${width}-${lang}`);
      const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string; email: string | null }>;
      expect(parties.find((p) => p.lastName === family.lastName)?.email).toBe(`${family.lastName.toLowerCase()}@example.com`);
    });
  }
});
