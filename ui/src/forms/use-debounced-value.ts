import { useEffect, useState } from 'react';

/** `value` once it stopped changing for `delay` ms: a field typed letter by letter asks once. */
export function useDebouncedValue<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
