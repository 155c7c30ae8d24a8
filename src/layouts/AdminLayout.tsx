import { Suspense, useEffect, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { usePreferences } from '@/stores/preferences';
import { SiteRebuildNotices } from '@/features/site-settings/admin/SiteRebuildNotices';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopbar } from './AdminTopbar';

/** The mobile sidebar: a drawer from the left, with focus trapped while open. */
function SidebarDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink-950/60 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-lift outline-none lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Admin menu</DialogPrimitive.Title>
          <AdminSidebar onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The back office frame (spec section 2): a collapsible sidebar (16rem / 4rem, remembered per browser),
 * a drawer on small screens, the top bar, and the screen.
 */
export function AdminLayout() {
  const collapsed = usePreferences((preferences) => preferences.sidebarCollapsed);
  const setPreferences = usePreferences((preferences) => preferences.set);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // The next screen's code is on its way (links prefetch it on intent, so this is rarely seen).
  const loadingScreen = useNavigation().state === 'loading';

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-muted/60 text-foreground dark:bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 hidden transition-[width] duration-200 motion-reduce:transition-none lg:block',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <AdminSidebar
          collapsed={collapsed}
          onToggleCollapsed={() => setPreferences({ sidebarCollapsed: !collapsed })}
        />
      </aside>
      <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
      <div
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-200 motion-reduce:transition-none',
          collapsed ? 'lg:pl-16' : 'lg:pl-64',
        )}
      >
        <AdminTopbar onOpenMenu={() => setDrawerOpen(true)} />
        <SiteRebuildNotices />
        <div
          aria-hidden="true"
          className={cn(
            'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-primary transition-transform duration-500 motion-reduce:transition-none',
            loadingScreen ? 'scale-x-75' : 'scale-x-0 duration-0',
          )}
        />
        <main
          id="main"
          tabIndex={-1}
          aria-busy={loadingScreen || undefined}
          className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-7xl">
            <Suspense fallback={<LoadingState label="Loading..." />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
