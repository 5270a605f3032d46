import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's query client. A failed load is told to the host at once, by the screen's
 * alert, rather than retried in silence. A screen loads when it opens (or when a change of its own
 * asks), not again each time the browser tab regains focus; and what it loaded is dropped when it
 * closes, so a screen opened again waits for fresh data, as its forms are filled once from it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: 0 },
      mutations: { retry: false },
    },
  });
}
