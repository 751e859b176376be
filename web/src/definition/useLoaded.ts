import { useQuery, type QueryKey } from '@tanstack/react-query';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown; retry(): void };

/**
 * What `load` resolves with, for rendering: loading, ready or failed with a retry. react-query loads it and keeps it
 * under `key` for the page's life (what a key names does not change: a fresh copy is asked for under a new key), so
 * every component asking for one thing shares one request. `key` undefined: nothing to load yet, stays loading. A
 * failure is not retried by itself: the page offers "Try again", which loads once more.
 */
export function useLoaded<T>(key: QueryKey | undefined, load: () => Promise<T>): Loaded<T> {
  const query = useQuery({
    queryKey: key ?? ['nothing to load'],
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    enabled: key !== undefined,
  });
  if (query.status === 'success') return { state: 'ready', value: query.data };
  // While "Try again" loads, the page says it is loading, as on the first attempt.
  if (query.status === 'error' && query.fetchStatus === 'idle') return { state: 'failed', error: query.error, retry: () => void query.refetch() };
  return { state: 'loading' };
}
