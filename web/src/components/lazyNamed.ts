import { lazy, type ComponentProps, type ComponentType } from 'react';

/** A chunk's loader that remembers the module once it has arrived (see lazyNamed). */
export interface Loader<M> {
  (): Promise<M>;
  loaded?: M;
}

export function loader<M>(load: () => Promise<M>): Loader<M> {
  const wrapped: Loader<M> = () => load().then((module) => (wrapped.loaded = module));
  return wrapped;
}

/**
 * React.lazy for a module's named export: the component's code becomes its own chunk. When its
 * loader (made with `loader`) has already brought the module, the component renders at once
 * instead of suspending for a tick: taking over a page rendered on the server (main.tsx), a
 * part left waiting for its code would be drawn anew should anything above it change meanwhile.
 * (`any`: a component of any props, as React's own types take it; the module's other exports may be anything.)
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: (() => Promise<M>) & { loaded?: M }, name: K) {
  type P = ComponentProps<M[K]>;
  return lazy(() => {
    const module = load.loaded;
    // A thenable that answers at once: React.lazy then renders the component without suspending.
    if (module) return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: module[name] }) } as Promise<{ default: ComponentType<P> }>;
    return load().then((loaded) => ({ default: loaded[name] as ComponentType<P> }));
  });
}
