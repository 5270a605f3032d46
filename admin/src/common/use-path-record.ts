import { errorMessage } from '@celebra/shared/client';
import { type RaRecord, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from './AlertProvider';

/** A record id as an address carries it: a positive whole number, else nothing to load. */
export function parsePathId(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export type PathRecord<T> =
  | { state: 'loading' }
  | { state: 'ready'; record: T }
  | { state: 'missing'; detail?: string | undefined };

/**
 * The record an edit page's address names (/events/:id). An id that is not a number is missing
 * without asking the server; an answer the server refuses (404 and other 4xx) is missing at once,
 * the page saying so; any other failure is also told by the error alert with the screen's
 * `fallback` text.
 */
export function usePathRecord<T extends RaRecord>(resource: string, fallback: string): PathRecord<T> {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const id = parsePathId(useParams().id);
  const { data, error, isPending } = useGetOne<T>(
    resource,
    { id: id ?? 0 },
    {
      enabled: id !== undefined,
      onError: (failure) => {
        if (!isClientError(failure)) void showError(failure, translate(fallback));
      },
    },
  );
  if (id === undefined) return { state: 'missing' };
  if (error) return { state: 'missing', detail: isClientError(error) ? errorMessage(error) : undefined };
  if (isPending) return { state: 'loading' };
  return data ? { state: 'ready', record: data } : { state: 'missing' };
}
