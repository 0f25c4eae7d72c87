/**
 * The app's code for a page rendered on the server, asked for once the page has been painted
 * (issue 23 §2). The page's first screen is all in its HTML and needs no script; asked for by
 * the HTML itself, the app's scripts (about 200 KiB) downloaded beside the page's fonts and
 * backdrop and, on this machine, finished before the first paint. Lighthouse's simulated phone
 * then counts every request that ended before the largest paint as needed for it (Lantern's
 * LCP graph: everything but low-priority images; module scripts are never ruled out by their
 * evaluation, which it cannot tell apart), so it charged the whole download at 1.6 Mbit/s to
 * the LCP: 2.6-3.3 s where the first paint simulated at 0.8-1.5 s (bench/results-web.md). On a
 * phone the code is only the takeover, which waits anyway; taps before it are kept
 * (ssr/earlyTaps.ts).
 *
 * Here: once the document is parsed, its first contentful paint has been shown, and the
 * images it asks for at high priority (the backdrop on /, the first photo on /couple) have
 * come, the app's modules are added to the head as the server listed them. A page that is
 * never painted (opened in a background tab) gets them after MAX_WAIT_MS all the same.
 */

/** The id of the data block listing the app's code (api/src/web/page-html.ts writes it). */
export const APP_CODE_ID = 'app-code';

export interface AppCode {
  /** The entry module (main.tsx's chunk). */
  entry: string;
  /** The modules it and the page will import, to fetch alongside it. */
  preload: string[];
}

/** However the paint goes, the app's code is asked for by then. */
const MAX_WAIT_MS = 3000;
/** An image at high priority that has not come by then does not hold the code back further. */
const MAX_IMAGE_WAIT_MS = 1500;

/**
 * Puts a module tag in the head, at low priority as the server named them before: on a slow
 * link the page's photos still come first. Its fetch starts once it is in the document.
 */
function appendLow(element: HTMLLinkElement | HTMLScriptElement): void {
  element.crossOrigin = '';
  element.fetchPriority = 'low';
  document.head.append(element);
}

function addModules({ entry, preload }: AppCode): void {
  for (const href of preload) appendLow(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  appendLow(Object.assign(document.createElement('script'), { type: 'module', src: entry }));
}

/** Resolves once the page has shown its first contentful paint. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // No paint timing in this browser (observing it would wait for nothing): the next frame
    // stands in for it.
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the images the page asks for at high priority have come (or failed). */
function highPriorityImages(): Promise<void> {
  const urls = [...document.querySelectorAll<HTMLLinkElement | HTMLImageElement>('link[rel="preload"][as="image"][fetchpriority="high"], img[fetchpriority="high"]')]
    .map((el) => (el instanceof HTMLImageElement ? el.currentSrc || el.src : el.href))
    .filter(Boolean);
  if (!urls.length) return Promise.resolve();
  const pending = new Set(urls.map((url) => new URL(url, location.href).href));
  const arrived = () => {
    for (const entry of performance.getEntriesByType('resource')) pending.delete(entry.name);
    return pending.size === 0;
  };
  if (arrived()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!arrived()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, MAX_IMAGE_WAIT_MS);
  });
}

const parsed = () =>
  document.readyState === 'loading' ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();

/** Starts the app's code after the first paint; does nothing on a page without the data block. */
export function loadAppAfterPaint(): void {
  void parsed().then(() => {
    const block = document.getElementById(APP_CODE_ID);
    if (!block?.textContent) return;
    const code = JSON.parse(block.textContent) as AppCode;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      addModules(code);
    };
    setTimeout(start, MAX_WAIT_MS);
    // A task after the paint's frame, so the requests start after the paint has been shown.
    void Promise.all([firstContentfulPaint(), highPriorityImages()]).then(() => requestAnimationFrame(() => setTimeout(start)));
  });
}
