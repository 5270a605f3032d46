import { type ComponentType, lazy } from 'react';

/** A route's page in its own chunk: each page folder's index exports `{ X as Component }`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(async () => ({ default: (await load()).Component }));
}
