import { useEffect, useRef } from 'react';

/**
 * Tells the user of a failed load once per failure (the screen's alert): `error` is the data
 * query's, a new value each time a load fails. Queries have no failure callback of their own.
 */
export function useErrorAlert(error: unknown, show: (error: unknown) => void): void {
  const latest = useRef(show);
  latest.current = show;
  useEffect(() => {
    if (error) latest.current(error);
  }, [error]);
}
