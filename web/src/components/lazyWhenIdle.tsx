import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyNamed } from './lazyNamed';

/** Runs `callback` once the browser is idle after the page appears (at the latest after 3 s); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

/**
 * Starts these chunks' loaders once the browser is idle: code a page shows only after the
 * reader acts (a tab, an answer's overlay) is not part of what the page downloads before it is
 * usable, and has arrived by the time it is wanted, so lazyNamed renders it without suspending.
 */
export function usePreloadWhenIdle(...loaders: Array<() => Promise<unknown>>) {
  // Once, on mount: the loaders are module-level constants.
  useEffect(() => whenIdle(() => loaders.forEach((load) => void load().catch(() => undefined))), []);
}

/**
 * A dialog whose code the page does not need to show (Chakra's dialog and portal, 18 KiB
 * gzipped): it loads once the browser is idle after the page appears, or at once if the
 * dialog is opened before. Mounted from then on, so opening, closing and focus behave as with
 * the dialog itself.
 */
export function lazyWhenIdle<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
) {
  const Dialog = lazyNamed(load, name) as unknown as ComponentType<P>;
  return function WhenIdle(props: P) {
    const [wanted, setWanted] = useState(false);
    useEffect(() => whenIdle(() => setWanted(true)), []);
    if (!wanted && !isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
