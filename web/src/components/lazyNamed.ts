import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: the component's code becomes its own chunk. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
