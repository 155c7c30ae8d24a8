import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { setStore } from '@/data/store';
import { setQueryClient } from '@/lib/query-client';
import { setAuthServiceForTesting } from '@/features/auth/service';
import { DEFAULT_PREFERENCES, usePreferences } from '@/stores/preferences';
import { resetLiveSiteForTesting } from '@/features/site-settings/live-site';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { resetSearchForTesting } from '@/features/search/search';
import { setAuditActor } from '@/data/repos/audit-actor';
import { setEmbeddedAt, setPageDataForRender } from '@/lib/page-data';
import { resetBeforeStartForTesting } from '@/lib/before-start';
import { resetAppCheckForTesting } from '@/lib/app-check';
import { resetVisitCounterForTesting } from '@/features/visits/visit-counter';

// Lazy routes and chunks (the rich-text editor) compile on first use in a worker, slowly on CI's two busy
// cores beside the Firestore suites (a post page's first render took over 10 s on a busy machine): give findBy*
// queries time for that. No test sets a shorter wait of its own. (Compiling every page in this setup instead
// made the whole suite slower than the waits it saved.)
configure({ asyncUtilTimeout: 20_000 });

// The writes download with the first save in the app (the editors' budget); here they load with the test
// file, so that a test's first save does not also wait for them to compile on a busy machine.
await Promise.all([
  import('@/data/repos/blog-post-writes'),
  import('@/data/repos/project-writes'),
  import('@/data/repos/history-writes'),
  import('@/data/repos/audit'),
]);

// Most tests run in jsdom; a few (the prerender's) run in Node, where none of the browser set-up applies.
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // jsdom lacks these browser APIs; the app calls them, tests do not assert on them.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
}

beforeEach(() => {
  if (!inBrowser) return;
  sessionStorage.clear();
  localStorage.clear();
});

// Page and unit tests share workers (vite.config.ts), so every module-level state a test can leave behind is
// put back here, as a fresh worker would have it: the next file in the worker may be any file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setStore(null);
  setQueryClient(null);
  setAuthServiceForTesting(null);
  if (inBrowser) {
    document.documentElement.classList.remove('dark');
    resetBeforeStartForTesting();
  }
  usePreferences.setState(DEFAULT_PREFERENCES);
  resetLiveSiteForTesting();
  // A server time one test's answers taught would bound the next test's reads.
  resetServerClockForTesting();
  // Search files a test downloaded (or failed to) would answer the next test's search.
  resetSearchForTesting();
  setAuditActor(null);
  setPageDataForRender(null);
  setEmbeddedAt(null);
  resetAppCheckForTesting();
  resetVisitCounterForTesting();
  // Toasts live in sonner's module-level store, which outlives a render (and a file, in a shared worker).
  toast.dismiss();
});
