import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen loaded on first visit: the login page and the dashboard come with the first view, every
 * other screen in a chunk of its own (react-admin's layout shows a loader meanwhile).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
