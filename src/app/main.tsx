import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { installPopStateHold } from '@/lib/pop-state-hold';
import '@/styles/index.css';

// Before the router's own listener (the back office's unsaved-changes prompt holds Back and Forward).
installPopStateHold();

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

// Prerendered pages arrive with markup to hydrate; the SPA shell (data-driven routes) arrives empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
