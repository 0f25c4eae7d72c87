import { beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import sharp from 'sharp';
import { adminClient, Client, createParty, uniqueLastName } from '../support/client.js';
import { axeFindings } from './axe.js';
import { browserMissing, newPage, openDashboard, pageErrors, screenshot, signIn, useBrowser } from './browser.js';
import { toast } from './rsvp-support.js';

const TO_FRIENDS = "You're viewing the parent-friendly photos. Click here to see the close friends version";
const TO_PARENTS = "You're viewing the close friends version. Click here to see what the parents see";

let admin: Client;
const browser = useBrowser();
const tag = Date.now().toString(36);
const PARENTS_ALT = `Grandma's garden ${tag}`;
const FRIENDS_ALT = `The stag night ${tag}`;
let friendsKey = '';

const photo = (r: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 160, b: 140 } } }).jpeg().toBuffer();

async function uploadPhoto(alt: string, photoVersion: string, location = 'gallery') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(await photo(alt.length * 3))], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await admin.raw('POST', `/api/admin/site-images?${new URLSearchParams({ location, alt, photoVersion })}`, { body });
  if (res.status !== 201) throw new Error(`Uploading failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; url: string };
}

async function guestOf(photoVersion: string) {
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('gallery'), photoVersion, allowedPages: ['home', 'couple'] });
  if (group.status !== 201) throw new Error(`Creating a guest group failed: ${group.status}`);
  return createParty(admin, { guestGroup: group.body.name });
}

beforeAll(async () => {
  if (browserMissing) return;
  admin = await adminClient();
  await uploadPhoto(PARENTS_ALT, 'parents');
  const secret = await uploadPhoto(FRIENDS_ALT, 'close-friends');
  friendsKey = new URL(secret.url, 'http://x').pathname.split('/')[4];
}, 120_000);

const photoButton = (alt: string) => `View photo: ${alt}`;

describe.skipIf(browserMissing)('the photo gallery in Chromium', () => {
  it('a close-friends guest sees the tooltip when the gallery comes into view and switches sets', async () => {
    const guest = await guestOf('close-friends');
    const page = await newPage(browser());
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/couple');
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    await page.getByRole('button', { name: photoButton(FRIENDS_ALT) }).scrollIntoViewIfNeeded();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(TO_PARENTS);
    expect(await page.getByRole('button', { name: photoButton(PARENTS_ALT) }).count()).toBe(0);
    await screenshot(page, 'gallery-close-friends');
    expect(await axeFindings(page), 'axe with the toggle and its tooltip').toEqual([]);

    await page.getByRole('button', { name: TO_PARENTS }).click();
    await page.getByRole('button', { name: photoButton(PARENTS_ALT) }).waitFor();
    expect(await page.getByRole('button', { name: photoButton(FRIENDS_ALT) }).count()).toBe(0);
    await page.getByRole('button', { name: TO_FRIENDS }).waitFor();

    // The full-size view, closed with Escape.
    await page.getByRole('button', { name: photoButton(PARENTS_ALT) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: PARENTS_ALT }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a parents guest never receives a close-friends photo, and sees no toggle', async () => {
    const guest = await guestOf('parents');
    const page = await newPage(browser(), { viewport: { width: 320, height: 640 }, isMobile: true });
    const answers: Promise<string>[] = [];
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    page.on('response', (res: Response) => {
      if (res.url().includes('/api/site-images')) answers.push(res.text());
    });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/couple');
    await page.getByRole('button', { name: photoButton(PARENTS_ALT) }).scrollIntoViewIfNeeded();
    const bodies = await Promise.all(answers);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain(FRIENDS_ALT);
      expect((JSON.parse(body) as Array<{ photoVersion: string }>).some((i) => i.photoVersion === 'close-friends')).toBe(false);
    }
    expect(requested.filter((url) => url.includes(friendsKey))).toEqual([]);
    expect(await page.getByRole('button', { name: TO_FRIENDS }).count()).toBe(0);
    // Even asked for by hand, the signed address of the close-friends photo is not given out.
    const signed = await page.evaluate(async (key) => {
      const res = await fetch('/api/images/sign-urls', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ urls: [`/api/images/file/${key}/w800.webp`] }) });
      const url = ((await res.json()) as { signedUrls: Array<{ signedUrl: string }> }).signedUrls[0].signedUrl;
      return (await fetch(url)).status;
    }, friendsKey);
    expect(signed).toBe(403);
    expect(pageErrors.get(page)?.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('the couple uploads a photo in the dashboard and sees it in the gallery', async () => {
    const alt = `Our first dance ${tag}`;
    const page = await newPage(browser());
    await openDashboard(page);
    const section = page.getByRole('region', { name: 'Site Images', exact: true });
    await section.getByRole('button', { name: 'Upload Photo', exact: true }).click();
    const form = page.getByRole('form', { name: 'Upload Photo' });
    await form.locator('input[type="file"]').setInputFiles({ name: 'dance.jpg', mimeType: 'image/jpeg', buffer: await photo(90) });
    await form.getByLabel('Location').selectOption('gallery');
    await form.getByLabel(/^Description for screen readers(?!.*Spanish)/).fill(alt);
    expect(await axeFindings(page), 'axe on the upload form').toEqual([]);
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Image uploaded successfully');
    const row = section.getByRole('row').filter({ hasText: alt });
    await row.getByRole('img', { name: alt }).waitFor();

    await page.goto('/couple');
    const shown = page.getByRole('button', { name: photoButton(alt) });
    await shown.scrollIntoViewIfNeeded();
    const img = shown.getByRole('img', { name: alt });
    await img.waitFor();
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('srcset')).toMatch(/480w/);
    await page.waitForFunction((name) => [...document.images].some((i) => i.alt === name && i.complete && i.naturalWidth > 0), alt);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("the sign-in page shows the couple's hero once it has painted with the built-in one", async () => {
    await uploadPhoto(`Sunset over Sitges ${tag}`, '', 'hero');
    const page = await newPage(browser());
    const heroes: Response[] = [];
    page.on('response', (res: Response) => {
      if (res.url().includes('/api/images/file/')) heroes.push(res);
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Enter Site' }).waitFor();
    const backdrop = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('body *')].map((e) => getComputedStyle(e).backgroundImage).find((b) => b.includes('url(')) ?? '');
    await expect.poll(backdrop, { timeout: 15_000 }).toContain('/api/images/file/');
    await expect.poll(() => heroes.some((r) => r.status() === 200), { timeout: 15_000 }).toBe(true);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
