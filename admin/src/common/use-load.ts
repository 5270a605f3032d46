import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  /** Loads again (after a change the screen made). */
  refetch: () => void;
};

/**
 * Reads something that is not a react-admin record (the dashboard totals, the settings, an event's
 * balance) through one of the data provider's extra methods. Loads again when `key` changes; an
 * answer that arrives after the screen moved on is dropped.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
  onError?: (error: unknown) => void,
): LoadState<T> {
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; isPending: boolean }>({
    data: undefined,
    error: undefined,
    isPending: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `version` are what trigger a load.
  useEffect(() => {
    let isCurrent = true;
    setState((current) => ({ ...current, isPending: true }));
    loadRef.current().then(
      (data) => {
        if (isCurrent) setState({ data, error: undefined, isPending: false });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setState({ data: undefined, error, isPending: false });
        onErrorRef.current?.(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key, version]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, refetch };
}
