import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyNamed } from './lazyNamed';

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
    useEffect(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setWanted(true), { timeout: 3000 });
        return () => window.cancelIdleCallback(id);
      }
      const id = window.setTimeout(() => setWanted(true), 1);
      return () => window.clearTimeout(id);
    }, []);
    if (!wanted && !isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
