import type { ReactNode } from 'react';
import { ToasterHost } from '@/layouts/ToasterHost';

/**
 * What every page needs around it; the router is added by the entry (browser or static). Data pages add
 * their own QueryProvider (see src/lib/QueryProvider.tsx) to keep TanStack Query out of the entry chunk.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
