import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * Wraps the parts of the site that read or write data. It lives with them (data pages, the home page's
 * projects section) rather than at the root, so pages with static content never download TanStack Query.
 * Every boundary shares one client, so the cache survives navigation.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/** A page component wrapped in the QueryProvider: `export default withQueryProvider(function Page() {…})`. */
export function withQueryProvider<Props extends object>(Page: ComponentType<Props>) {
  function PageWithData(props: Props) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  }
  PageWithData.displayName = `withQueryProvider(${Page.displayName ?? Page.name})`;
  return PageWithData;
}
