import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it is first rendered, from a module that exports it by name (React's lazy()
 * wants a default export; the site names every export).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself puts on a component
export function lazyNamed<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
