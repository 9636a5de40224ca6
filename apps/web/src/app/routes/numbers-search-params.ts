import { useSearchParams } from 'react-router';

const KEYS = ['from', 'to', 'publisherId'] as const;
type Key = (typeof KEYS)[number];

/**
 * The numbers' and figures' choices (`?from=&to=&publisherId=`), kept in the URL so that a
 * reload, the back button and a shared link show the same days.
 */
export function useNumbersSearchParams() {
  const [params, setParams] = useSearchParams();
  const choice: Partial<Record<Key, string>> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) choice[key] = value;
  }
  const setChoice = (next: Partial<Record<Key, string | undefined>>) => {
    const search = new URLSearchParams();
    for (const key of KEYS) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return { choice, setChoice };
}
