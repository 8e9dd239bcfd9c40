import { onlineManager, QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  // TanStack Query assumes a network until an `offline` event. An app opened without one (installed, or
  // reloaded offline) must pause its queries rather than fail them, or a failed session read signs the
  // user out; they run as soon as the connection returns.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
