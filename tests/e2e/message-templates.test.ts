import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, useBrowser } from './browser.js';

// Issue 22 §4: the couple edits a message template in the Messages panel. This file edits the
// confirmation only (message-templates.test.ts edits the reminder), and restores it.
const browser = useBrowser();
afterAll(async () => {
  // Whatever happened above, the built-in wording is back for everyone else.
  await (await adminClient()).rest('DELETE', '/api/admin/message-templates/confirmation');
});

describe.skipIf(browserMissing)('message templates in the dashboard, in Chromium', () => {
  it('at 1280 px the couple edits the confirmation in both languages, is told of an unknown placeholder, previews it, saves it and restores the default', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await openDashboard(page);
    const form = page.getByRole('region', { name: 'Messages', exact: true }).getByRole('form', { name: 'Message templates' });
    await form.getByLabel('Template').selectOption('confirmation');
    const subject = form.getByLabel(/^Subject(?!.*Spanish)/);
    const body = form.getByLabel(/^Message \(Markdown\)(?!.*Spanish)/);
    const bodyEs = form.getByLabel(/^Message \(Markdown\).*Spanish/);
    await expect.poll(() => subject.inputValue()).toBe('Your RSVP for {{coupleNames}}');
    // The help lists this kind's placeholders, {{answers}} among them.
    await form.getByText('{{answers}}', { exact: true }).waitFor();

    await subject.fill('Thanks, {{partyName}}!');
    await body.fill('We got it, **{{partyName}}**:\n\n{{answers}}\n\nSee you on {{date}}. {{guestCount}}');
    await bodyEs.fill('¡Recibido, **{{partyName}}**!\n\n{{answers}}');
    await form.getByRole('button', { name: 'Save template' }).click();
    // Refused, named beside the field: nothing was saved.
    await form.getByText(/“guestCount” is not a placeholder/).first().waitFor();
    expect(await body.getAttribute('aria-invalid')).toBe('true');

    await body.fill('We got it, **{{partyName}}**:\n\n{{answers}}\n\nSee you on {{date}}.');
    await form.getByRole('button', { name: 'Preview in Spanish' }).click();
    const preview = form.getByRole('region', { name: 'Preview of the message' });
    await preview.getByText('Preview in Spanish').waitFor();
    const frame = page.frameLocator('iframe[title="Preview of the message"]');
    await frame.getByText('¡Recibido, García!').waitFor();
    await frame.getByText('Ana García: asiste (menú: pescado)').waitFor();
    expect(await axeFindings(page), 'axe on the template editor with its preview').toEqual([]);
    await screenshot(page, 'admin-message-templates-1280');

    await form.getByRole('button', { name: 'Save template' }).click();
    await page.getByRole('status').filter({ hasText: 'Template saved' }).waitFor();
    await form.getByRole('option', { name: 'Confirmation (edited)' }).waitFor({ state: 'attached' });
    const admin = await adminClient();
    const saved = (await admin.rest('GET', '/api/admin/message-templates')).body.find((t: { kind: string }) => t.kind === 'confirmation');
    expect(saved).toMatchObject({ subject: 'Thanks, {{partyName}}!', bodyEs: '¡Recibido, **{{partyName}}**!\n\n{{answers}}', isDefault: false });

    await form.getByRole('button', { name: 'Restore the default' }).click();
    await page.getByRole('alertdialog', { name: 'Restore the default' }).getByRole('button', { name: 'Restore the default' }).click();
    await page.getByRole('status').filter({ hasText: 'The default template is back' }).waitFor();
    await expect.poll(() => subject.inputValue()).toBe('Your RSVP for {{coupleNames}}');

    // On a phone, in Spanish: the editor fits, its help and buttons in Spanish.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Español' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    const formEs = page.getByRole('form', { name: 'Plantillas de mensajes' });
    await formEs.getByRole('button', { name: 'Vista previa en inglés' }).click();
    await page.frameLocator('iframe[title="Vista previa del mensaje"]').getByText('Thank you! This is what we have for your party:').waitFor();
    await formEs.getByLabel('Plantilla').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page), 'axe on the Spanish editor at 390 px').toEqual([]);
    await screenshot(page, 'admin-message-templates-390-es');
    expect(pageErrors.get(page) ?? []).toEqual([]);
  }, 120_000);
});
