import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { PageFallback } from './PageFallback';
import { HydrationPart } from './HydrationPart';
import { requireAppCheckBeforeData } from '@/data/store';
import { usePublicSiteSettings, useLiveSiteRefresh } from '@/features/site-settings/live-site';
import { useCountPageView } from '@/features/visits';
import { switchToCachedBrandFonts } from '@/lib/brand-fonts';
import { isWithinList } from '@/lib/list-navigation';
import { SiteNameProvider } from '@/lib/site-name';

/**
 * Pages scroll to the top when the path changes (a new post, a new project), not on query changes, not on
 * a move within a list (its pages and filters keep the list in view), and not when the app starts: a
 * visitor may have scrolled the prerendered page already.
 */
function ScrollToTop() {
  const { pathname, state } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!isWithinList(state)) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, state]);
  return null;
}

/**
 * A page reached by an in-app navigation reads its content from Firestore (the prerendered data was for the
 * first address only), so from then on reads wait for App Check's token and still work where it is
 * enforced (README "App Check"). Set while rendering, before the new page renders and starts its queries;
 * setting it twice is harmless.
 */
function AppCheckAfterNavigation() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  if (pathname !== firstPath) requireAppCheckBeforeData();
  return null;
}

/** After an in-app navigation, the brand's web fonts once their files are cached (src/lib/brand-fonts.ts). */
function BrandFontsAfterNavigation() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (pathname !== firstPath) void switchToCachedBrandFonts();
  }, [pathname, firstPath]);
  return null;
}

export function SiteLayout() {
  useLiveSiteRefresh();
  useCountPageView();
  const { siteName } = usePublicSiteSettings();
  return (
    <SiteNameProvider value={siteName}>
      <HydrationPart layout className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <AppCheckAfterNavigation />
        <BrandFontsAfterNavigation />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageFallback />}>
            <HydrationPart>
              <Outlet />
            </HydrationPart>
          </Suspense>
        </main>
        <SiteFooter />
      </HydrationPart>
    </SiteNameProvider>
  );
}
