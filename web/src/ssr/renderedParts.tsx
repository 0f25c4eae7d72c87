import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';
import { lazyNamed, type Loader } from '../components/lazyNamed';

/**
 * On the server (entry-server.tsx): the build-manifest names of the lazy parts a render drew, so
 * the page's HTML names their chunks as modulepreloads (api/src/web/page-html.ts) and the
 * browser has them before it takes the page over. Null in the browser.
 */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/** Every part's loader by its manifest name, as the parts' modules are evaluated. */
const loaders = new Map<string, Loader<unknown>>();

/**
 * React.lazy (lazyNamed) for a part of a page that only some data shows (the RSVP form, or the
 * summary of a party's answers): its code is a chunk of its own, out of what the page downloads
 * before it is usable when the data calls for the other part. `key` is the part's module as the
 * build manifest names it ("src/pages/rsvp/RsvpForm.tsx"): a server render records it, and
 * loadRenderedParts brings it before the page is taken over. The caller gives it a Suspense
 * boundary for when it renders before its code has come (a page rendered in the browser).
 * (`any`: as in lazyNamed.)
 */
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(key: string, load: Loader<M>, name: K) {
  type P = ComponentProps<M[K]>;
  loaders.set(key, load);
  const Part = lazyNamed(load, name);
  return function RenderedPart(props: P) {
    useContext(RenderedPartsContext)?.add(key);
    return <Part {...props} />;
  };
}

/**
 * Loads the parts a server render drew (RenderedPage.modules), which the server preloaded: a
 * part's loader is known once the module that shows it has been evaluated, so parts inside
 * parts come round by round. Resolves once every known one is in.
 */
export async function loadRenderedParts(keys: readonly string[]): Promise<void> {
  let left = keys.filter((key) => !loaders.get(key)?.loaded);
  for (;;) {
    const ready = left.filter((key) => loaders.has(key));
    if (!ready.length) return;
    await Promise.all(ready.map((key) => loaders.get(key)!()));
    left = left.filter((key) => !ready.includes(key));
  }
}
