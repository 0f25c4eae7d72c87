import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toaster } from '../components/toaster';
import { activateLocale } from '../i18n/i18n';

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
