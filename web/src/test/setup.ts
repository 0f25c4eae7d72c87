import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { toaster } from '../components/toastStore';
// The app loads the toast area lazily; loading it here keeps that out of the first test's time.
import '../components/Toaster';
import { CATALOG_PARTS, loadCatalogPart } from '../i18n/catalogParts';
import { activateLocale } from '../i18n/i18n';
import { weddingSystem } from '../theme/system';
import { failOnMissingRecipes } from './chakraRecipes';

failOnMissingRecipes(weddingSystem());
// Components are tested on their own, without the page that loads their texts in the app.
for (const part of CATALOG_PARTS) void loadCatalogPart(part);

// Pages, the nav bar and the session guard are lazy chunks (web/src/AppRoutes.tsx): the first
// test to open one imports and transforms it, which on a busy machine outlasts the default 1 s
// that findBy* waits; a dialog closing took over 5 s once while CI ran the browser tests beside.
configure({ asyncUtilTimeout: 10_000 });

// Every test starts in English with no remembered language; tests of Spanish switch themselves.
beforeEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The toaster is a module-level store: a toast from one test must not leak into the next.
  toaster.remove();
});

// The web project runs its files one after another in one window (isolate: false in
// vitest.config.ts), and this file runs again before each. A file that forgot to put back fake
// timers, a stubbed global or a spy would change the files after it (fake timers left on make
// their waits never end), so each file's end puts them back here.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  // The app marks the page taken over (App.tsx); the next file starts on a page not yet taken over.
  delete document.documentElement.dataset.app;
});

// jsdom does not implement scrolling; ScrollToTop calls it on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no matchMedia; Chakra and Ark query it for breakpoints and reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// Ark's toast group measures toast heights with ResizeObserver, which jsdom lacks.
if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverShim;
}
