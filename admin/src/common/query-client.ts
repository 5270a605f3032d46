import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed call, when it had an answer (ApiError and react-admin's HttpError carry one). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/**
 * Whether a failed load is tried again: never when the server answered 4xx (a record that does not
 * exist will not appear by asking again, and the screen should say so at once), and at most once
 * more for a server failure or a dropped connection.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** The back office's query client: react-admin's loads and the screens' own follow `shouldRetry`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
