import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * What the site loaded and keeps (react-query): form definitions, their texts, validators, the fee table. Each is
 * kept for the page's life and never refetched behind the applicant's back (a step must not change while it is
 * filled in); a failure is shown with "Try again" rather than retried unseen.
 */
export function SiteQueries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
