import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/client/lib/query-client';
import { AppErrorBoundary } from './layouts/app-error-boundary';
import { AppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
