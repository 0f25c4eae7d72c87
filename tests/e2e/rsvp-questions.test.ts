import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminClient, uniqueLastName, type Client } from '../support/client.js';
import { axeFindings } from './axe.js';
import { join } from 'node:path';
import { artifacts, browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { createFamily, guestBlock, pageWidth, toast } from './rsvp-support.js';

const browser = useBrowser();
let admin: Client;

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
});

/** A family in a guest group of its own, asked a required song request and the shuttle per guest (issue 21 §3). */
async function familyWithQuestions() {
  const group = uniqueLastName('questions').toLowerCase();
  const created = await admin.rest('POST', '/api/admin/guest-groups', { name: group, allowedPages: ['home', 'couple', 'rsvp'] });
  if (created.status !== 201) throw new Error(`group: ${created.status}`);
  const family = await createFamily(admin, { guestGroup: group });
  const questions = [
    { text: 'Song request', textEs: 'Petición de canción', type: 'text', required: true, guestGroups: [group] },
    { text: 'Will you use the shuttle?', textEs: '¿Usarás el autobús?', type: 'yesno', perGuest: true, guestGroups: [group] },
  ];
  const ids: number[] = [];
  for (const q of questions) ids.push((await admin.rest('POST', '/api/admin/rsvp-questions', q)).body.id);
  return { ...family, questionIds: ids };
}

async function openRsvp(width: number, lang: 'en' | 'es', family: Awaited<ReturnType<typeof familyWithQuestions>>): Promise<Page> {
  const page = await newPage(browser(), { locale: 'en-US', viewport: { width, height: 900 }, isMobile: width < 768, hasTouch: width < 768 });
  await signIn(page, family.lastName, family.zipCode);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`/rsvp?lang=${lang}`);
  return page;
}

describe.skipIf(browserMissing)('the couple’s RSVP questions in Chromium', () => {
  it('en español, at 390 px: a required question left empty is named, then answered; the summary and the server keep the answers', async () => {
    const family = await familyWithQuestions();
    const page = await openRsvp(390, 'es', family);
    await page.getByRole('heading', { level: 1, name: 'Confirmar asistencia', exact: true }).waitFor();
    const maria = guestBlock(page, family.names.adult);
    await maria.getByText(family.names.adult, { exact: true }).tap();
    const shuttle = maria.getByRole('group', { name: '¿Usarás el autobús?' });
    await shuttle.getByText('Sí', { exact: true }).tap();
    const song = page.getByLabel('Petición de canción (obligatoria)');
    await song.waitFor();
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();
    await page.getByText('Responde a «Petición de canción»', { exact: true }).waitFor();
    expect(await song.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page), 'axe on the Spanish form with a missing answer').toEqual([]);
    await screenshot(page, 'rsvp-questions-form-es-390');

    await song.fill('Bailando');
    await page.getByRole('button', { name: 'Enviar confirmación' }).tap();
    await toast(page, 'Confirmación enviada');
    await page.getByRole('heading', { level: 1, name: 'Confirmación recibida' }).waitFor();
    const attending = page.getByRole('list', { name: 'Invitados que asistirán' }).getByRole('listitem');
    expect((await attending.allInnerTexts()).map((text) => text.split('\n').filter(Boolean))).toEqual([[family.names.adult, '¿Usarás el autobús?: Sí']]);
    await page.getByText('Petición de canción: Bailando', { exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'rsvp-questions-summary-es-390');

    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body.questions as Array<{ questionId: number; options: unknown; textAnswers: Array<{ value: string }> }>;
    expect(stats.find((q) => q.questionId === family.questionIds[0])?.textAnswers.map((a) => a.value)).toEqual(['Bailando']);
    expect(stats.find((q) => q.questionId === family.questionIds[1])?.options).toEqual([
      { option: 'yes', count: 1 },
      { option: 'no', count: 0 },
    ]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  for (const [width, lang] of [
    [390, 'en'],
    [1280, 'en'],
    [1280, 'es'],
  ] as const) {
    it(`the form with its questions at ${width} px in ${lang === 'en' ? 'English' : 'Spanish'}: nothing wider than the screen, axe clean`, async () => {
      const family = await familyWithQuestions();
      const page = await openRsvp(width, lang, family);
      const maria = guestBlock(page, family.names.adult);
      await maria.getByRole('checkbox').waitFor();
      await maria.getByRole('checkbox').check();
      await page.getByRole('heading', { name: lang === 'en' ? 'A Few Questions' : 'Unas preguntas' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      expect(await axeFindings(page)).toEqual([]);
      await page.screenshot({ path: join(artifacts, `rsvp-questions-form-${lang}-${width}.png`), fullPage: true });
      expect(pageErrors.get(page)).toEqual([]);
      await page.context().close();
    });
  }
});
