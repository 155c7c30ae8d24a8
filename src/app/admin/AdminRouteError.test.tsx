import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminRouteError } from './AdminRouteError';

/** A router whose one screen fails as given, with the back office's error element. */
function renderFailingScreen(fail: () => Promise<never> | never) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/screen',
        errorElement: <AdminRouteError />,
        HydrateFallback: () => null,
        lazy: async () => fail(),
      },
    ],
    { initialEntries: ['/admin/screen'] },
  );
  render(<RouterProvider router={router} />);
}

describe('AdminRouteError', () => {
  it("says a screen's code did not load (a dropped connection, a newer deploy) and offers a reload", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingScreen(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/DashboardPage-abc.js');
    });
    expect(await screen.findByRole('heading', { name: 'This Screen Did Not Load', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('says something went wrong when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingScreen(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong', level: 1 })).toBeVisible();
  });

  it('says an address outside the back office is not found', async () => {
    const router = createMemoryRouter(
      [{ path: '/admin', element: <p>Dashboard</p>, errorElement: <AdminRouteError /> }],
      {
        initialEntries: ['/elsewhere'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
