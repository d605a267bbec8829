import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** One cache for every screen; loaded with the first lazy screen, not with the first page. */
export const queryClient = new QueryClient({
  // 'always': offline, a call fails at once and the screens fall back to what the browser kept
  // (issue #16) instead of waiting for the connection.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' } },
});

export function withQueryClient<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  };
}
