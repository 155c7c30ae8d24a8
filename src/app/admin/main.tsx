import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { requireAppCheckBeforeData } from '@/data/store';
import { adminRouteObjects } from './routes';
import '@/styles/index.css';

// Every back-office request carries App Check's token (README "App Check").
requireAppCheckBeforeData();

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(adminRouteObjects)} />
  </StrictMode>,
);
