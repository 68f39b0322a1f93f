import { QueryClient } from '@tanstack/react-query';

/** Refusals are already shown by the request layer (spec §8), so queries are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
