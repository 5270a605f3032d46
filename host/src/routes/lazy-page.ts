import { type ComponentType, createElement, lazy } from 'react';

/**
 * A route's page in its own chunk: each page folder's index exports `{ X as Component }`. The
 * query client's provider is fetched alongside (one chunk for all pages) and wraps the page.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(async () => {
    const [{ Component }, { WithQueryClient }] = await Promise.all([
      load(),
      import('../common/query/WithQueryClient'),
    ]);
    return { default: () => createElement(WithQueryClient, null, createElement(Component)) };
  });
}
