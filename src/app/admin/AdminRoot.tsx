import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { QueryProvider } from '@/lib/QueryProvider';
import { markInteractive } from '@/lib/interactive-signal';
import { RoutePrefetchProvider, type RoutePrefetch } from '@/lib/route-prefetch';
import { ToasterHost } from '@/layouts/ToasterHost';
import { SessionProvider } from '@/features/auth/session';
import { usePreferences } from '@/stores/preferences';

/** Dark mode is an admin preference: the class lives on <html> (admin-start.js sets it before first paint). */
function useAdminTheme(): 'light' | 'dark' {
  const darkMode = usePreferences((preferences) => preferences.darkMode);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', darkMode);
  }, [darkMode]);
  return darkMode ? 'dark' : 'light';
}

/**
 * The back office's root route: its providers around every screen, scroll restoration, the readiness signal
 * once the first screen has rendered, and `prefetch` for links (a screen's code loads on hover or focus).
 */
export function AdminRoot({ prefetch }: { prefetch: RoutePrefetch }) {
  const theme = useAdminTheme();
  useEffect(markInteractive, []);
  return (
    <QueryProvider>
      <SessionProvider>
        <RoutePrefetchProvider prefetch={prefetch}>
          <Outlet />
        </RoutePrefetchProvider>
      </SessionProvider>
      <ScrollRestoration />
      <ToasterHost theme={theme} />
    </QueryProvider>
  );
}
