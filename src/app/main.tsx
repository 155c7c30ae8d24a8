import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { requireAppCheckBeforeData } from '@/data/store';
import '@/styles/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

/**
 * Prerendered pages arrive with markup to hydrate; the SPA shell arrives empty. The markup stands for the
 * address it was rendered for ('*': the not-found page, any address); /blog with a query string is an address
 * of the blog's first version (/blog?tag=…), which renders afresh and moves to its list rather than hydrate
 * markup made for /blog.
 */
function renderedForThisAddress(root: HTMLElement): boolean {
  const { prerenderedPath, prerenderedSearch } = root.dataset;
  if (!root.firstElementChild || !prerenderedPath) return false;
  if (prerenderedPath === '*') return true;
  const path = window.location.pathname.replace(/(.)\/$/, '$1');
  return path === prerenderedPath && (prerenderedSearch !== 'exact' || window.location.search === '');
}

if (renderedForThisAddress(container)) {
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main
  // thread for the whole page; what the visitor does meanwhile is held and replayed (src/lib/before-start.ts).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Nothing prerendered: this page reads its content now, with App Check's token (README "App Check").
  requireAppCheckBeforeData();
  createRoot(container).render(app);
}
