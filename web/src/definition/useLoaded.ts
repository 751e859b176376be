import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown; retry(): void };

/**
 * What `load` resolves with, for rendering: loading, ready or failed with a retry. `key` says when to load again
 * (undefined: nothing to load yet, stays loading); a retry calls `load` once more.
 */
export function useLoaded<T>(key: string | undefined, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; outcome: Loaded<T> }>();
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    load().then(
      (value) => current && setResult({ key, attempt, outcome: { state: 'ready', value } }),
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setResult({ key, attempt, outcome: { state: 'failed', error, retry } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is read when the key or the attempt changes, as a fetch in an effect would be.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  // An outcome of another key (the route changed) or of an earlier attempt is not this one.
  return result && result.key === key && result.attempt === attempt ? result.outcome : { state: 'loading' };
}
