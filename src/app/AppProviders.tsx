import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterHost } from '@/components/layout/ToasterHost';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Everything every page needs around it; the router is added by the entry (browser or static). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
