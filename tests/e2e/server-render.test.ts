import { describe, expect, it } from 'vitest';
import { adminClient, createParty } from '../support/client.js';
import { browserMissing, newPage, pageErrors, screenshot, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

describe.skipIf(browserMissing)('a guest page rendered on the server, in Chromium (issue 23 §2)', () => {
  it('shows the couple page without JavaScript, and the app takes it over without drawing it again', async () => {
    const guest = await createParty(await adminClient());
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = await page.context().cookies();

    // Without scripts: the HTML alone is the page.
    const noScript = await browser().newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await noScript.addCookies(cookies);
    const still = await noScript.newPage();
    await still.goto('/couple');
    expect(await still.getByRole('heading', { name: 'How We Met' }).isVisible()).toBe(true);
    expect(await still.getByText(/college/).first().isVisible()).toBe(true);
    await still.goto('/couple?lang=es');
    expect(await still.getByRole('heading', { name: 'Cómo nos conocimos' }).isVisible()).toBe(true);
    await screenshot(still, 'server-render-couple-no-js');
    await noScript.close();

    // With scripts: the story's heading and text the HTML brought are the ones the app ends up with.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const heading = [...document.querySelectorAll('main h2')].find((h) => h.textContent === 'How We Met');
        Object.assign(window, { storyFromHtml: heading, textFromHtml: [...document.querySelectorAll('main p')].find((p) => p.textContent?.includes('college')) });
      });
    });
    await page.goto('/couple');
    await page.waitForFunction(() => {
      const story = (window as unknown as { storyFromHtml?: Element | null }).storyFromHtml;
      // React marks every element it has taken over with its own properties.
      return !!story && Object.keys(story).some((key) => key.startsWith('__reactFiber'));
    });
    // The photos' frames were rendered with their photos: the first one is there.
    await page.getByRole('button', { name: /^View photo/ }).first().waitFor();
    expect(await page.evaluate(() => [window as unknown as Record<string, Element>].map((w) => [w.storyFromHtml.isConnected, w.textFromHtml.isConnected]))).toEqual([[true, true]]);
    await screenshot(page, 'server-render-couple');
    // A mismatch between the HTML and the app's first render is reported as an error.
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps a tap made before the app has taken the page over, and does it once the app has', async () => {
    const guest = await createParty(await adminClient());
    const page = await newPage(browser(), { locale: 'en-US' });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');

    // A slow phone: the app's code is held back until the reader has tapped; only the small
    // script that keeps the tap (web/src/ssr/earlyTaps.ts) comes at once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!early-taps-)[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const earlyTaps = page.waitForResponse(/\/assets\/early-taps-[^/]*\.js$/);
    // Not page.goto: it waits for the app (browser.ts), which is held back.
    await page.evaluate(() => window.location.assign('/couple'));
    await page.waitForURL((url) => url.pathname === '/couple', { waitUntil: 'commit' });
    await earlyTaps;
    const spanish = page.getByRole('navigation').getByRole('button', { name: 'Español' });
    await spanish.waitFor();
    // The script runs as soon as it has arrived; a frame later it listens.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await spanish.click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Story');

    release();
    await page.getByRole('heading', { level: 1, name: 'Nuestra historia' }).waitFor();
    await page.getByRole('heading', { name: 'Cómo nos conocimos' }).waitFor();
    // Switched once the whole page was the app's: no part was taken over in the other language.
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it("asks for the app's code only once the page has been painted, and the app takes the page over", async () => {
    const guest = await createParty(await adminClient());
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await signIn(page, guest.lastName, guest.zipCode);
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/couple', '/']) {
      // goto waits for the app to be ready (browser.ts).
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname));
        const app = scripts.filter((e) => !/\/early-taps-/.test(e.name));
        return { fcp, earliestApp: Math.min(...app.map((e) => e.startTime)), apps: app.length, earlyTaps: scripts.length - app.length };
      });
      // Lighthouse's simulated LCP counts every script that came before the largest paint
      // (web/src/ssr/appCodeAfterPaint.ts): none of the app's may start before the first one.
      expect(timing.earlyTaps, path).toBe(1);
      expect(timing.apps, path).toBeGreaterThan(3);
      expect(timing.earliestApp, path).toBeGreaterThanOrEqual(timing.fcp);
    }
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
