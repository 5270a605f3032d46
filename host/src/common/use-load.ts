import { useCallback, useEffect, useRef, useState } from 'react';

export type TLoad<T> = {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Loads again (after a change); resolves once the new data is in. */
  reload: () => Promise<void>;
  /** Replaces the data with what a change answered, without another call. */
  setData: (data: T) => void;
};

/**
 * Loads data for a screen: `load` runs on mount and whenever `key` changes; a call still in
 * flight when the screen leaves (or the key changes) is aborted and its answer ignored.
 * `onError` is told of a failure (the screen's alert).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string | number,
  onError?: (error: unknown) => void,
): TLoad<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  const latest = useRef({ load, onError });
  latest.current = { load, onError };
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const result = await latest.current.load(current.signal);
      if (current.signal.aborted) return;
      setData(result);
      setError(undefined);
    } catch (failure) {
      if (current.signal.aborted) return;
      setError(failure);
      latest.current.onError?.(failure);
    } finally {
      if (!current.signal.aborted) setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what triggers a new load.
  useEffect(() => {
    void run();
    return () => controller.current?.abort();
  }, [run, key]);

  return { data, loading, error, reload: run, setData };
}
