import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, createParty, type Client } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import { axeFindings } from './axe.js';
import { weakFocusRings } from './contrast.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { pageWidth, toast } from './rsvp-support.js';

// The switch puts a button on every page: a server of its own, so the other browser tests'
// pages stay as they were. No model is configured: the offline answerer replies.
const ADMIN = { lastName: 'Chatbote2eadmin', zipCode: '90210-0013' };
const CONTEXT = [
  'Venue: Masia Can Ribas, Carrer de la Vinya 12, Sant Pere de Ribes, near Sitges.',
  '',
  'Dress code: cocktail attire. The ceremony is on grass, so block heels or flats are best.',
  '',
  'Shuttle:',
  '- 4:00 pm from Hotel Calipolis to the venue',
  '- Return shuttles leave at 12:30 am and 2:15 am',
].join('\n');
let server: OwnServer;
let admin: Client;
const browser = useBrowser();

beforeAll(async () => {
  if (browserMissing) return;
  server = await startOwnServer('chatbote2e', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'chatbot-e2e' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(browserMissing)('the AI assistant in Chromium', () => {
  it('the couple switches it on and writes the context; a guest asks and reads the answer', async () => {
    // The couple, in the dashboard.
    const couple = await newPage(browser(), { baseURL: server.baseUrl });
    await openDashboard(couple, ADMIN);
    const section = couple.getByRole('region', { name: 'AI Chatbot Settings', exact: true });
    await section.getByText("No context set yet. Click 'Edit Context' to add information.").waitFor();
    await section.getByRole('button', { name: 'Edit Context' }).click();
    const box = section.getByRole('textbox', { name: 'Chatbot Context', exact: true });
    expect(await box.getAttribute('placeholder')).toMatch(/Tell your story/);
    await box.fill(CONTEXT);
    // Before any toast: one fading in is caught half-way by the contrast check.
    expect(await axeFindings(couple), 'axe on the settings while editing').toEqual([]);
    const toggle = section.getByRole('switch', { name: 'Enable AI Chatbot' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await toast(couple, 'AI Chatbot enabled');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await section.getByRole('button', { name: 'Save Context' }).click();
    await toast(couple, 'Chatbot context updated successfully');
    await section.getByText('Return shuttles leave at 12:30 am and 2:15 am', { exact: false }).waitFor();
    await section.getByText('The assistant answers from this context only.').waitFor();
    expect(pageErrors.get(couple)).toEqual([]);

    // A guest, on a phone.
    const party = await createParty(admin);
    const page = await newPage(browser(), { baseURL: server.baseUrl, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await signIn(page, party.lastName, party.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    const launcher = page.getByRole('button', { name: 'Ask us anything!' });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Ask us anything!' });
    const input = panel.getByPlaceholder('Type your question...');
    await input.waitFor();
    const send = panel.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('What time is the shuttle?');
    await send.click();
    const log = panel.getByRole('log', { name: 'Conversation' });
    await log.getByText('What time is the shuttle?').waitFor();
    await log.getByText('4:00 pm from Hotel Calipolis to the venue', { exact: false }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await screenshot(page, 'chatbot-answer-320');
    expect(await axeFindings(page), 'axe with the conversation open').toEqual([]);

    // By keyboard: Enter sends, Escape closes and focus goes back to the button.
    await input.fill('What should I wear?');
    await page.keyboard.press('Enter');
    await log.getByText('cocktail attire', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await weakFocusRings(page), 'focus rings with the assistant').toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);

  it('a visitor who is not signed in sees the button and is asked to sign in', async () => {
    await admin.rest('PUT', '/api/admin/chatbot-enabled', { enabled: true });
    const page = await newPage(browser(), { baseURL: server.baseUrl });
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Ask us anything!' }).click();
    const panel = page.getByRole('dialog', { name: 'Ask us anything!' });
    await panel.getByText('Please sign in to ask us anything.').waitFor();
    expect(await axeFindings(page), 'axe on the sign-in prompt').toEqual([]);

    // In Spanish.
    await page.goto('/auth?lang=es');
    await page.getByRole('button', { name: '¡Pregúntanos lo que quieras!' }).click();
    await page.getByRole('dialog', { name: '¡Pregúntanos lo que quieras!' }).getByText('Inicia sesión para preguntarnos lo que quieras.').waitFor();
    expect(pageErrors.get(page)).toEqual([]);
  }, 120_000);
});
