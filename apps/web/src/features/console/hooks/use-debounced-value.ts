import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `delayMs` (objects compared by their JSON). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(JSON.parse(key) as T);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  return settled;
}
