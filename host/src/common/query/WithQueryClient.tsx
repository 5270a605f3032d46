import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './create-query-client';

/** One client for the whole app: every page shares it. */
const appClient = createQueryClient();

/**
 * Gives a page the app's query client. It lives with the lazily loaded pages, not at the root,
 * so TanStack Query stays out of the script the first view waits for. A client already given
 * above (each test renders with a fresh one) is kept.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appClient}>{children}</QueryClientProvider>;
}
