import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router-dom';
import { getStore, requireAppCheckBeforeData } from '@/data/store';
import { getAuthService } from '@/features/auth/service';
import { adminRoutes } from '@/lib/admin-paths';
import { adminRouteObjects } from './routes';
import '@/styles/index.css';

// Every back-office request carries App Check's token (README "App Check").
requireAppCheckBeforeData();

// Firebase Auth (the session) and, on a staff screen, the Firestore store start downloading now, beside the
// screen's route modules, rather than once the screen has rendered: a signed-in screen waits on all three.
void getAuthService().catch(() => {});
const onSignInScreen = Object.values(adminRoutes).some(
  (route) => route.group === 'signedOut' && matchPath(route.path, window.location.pathname),
);
if (!onSignInScreen) void getStore().catch(() => {});

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element.');

const root = createRoot(container);
const router = createBrowserRouter(adminRouteObjects);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree (the page already shows admin.html's loading state meanwhile).
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
