import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { BrowserRouter } from 'react-router';
import { AppRouteTree } from '@/app/router';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** Every page under the browser's router, with the query cache and the signed-in user. */
export function RoutedApp() {
  const [queryClient] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRouteTree />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
