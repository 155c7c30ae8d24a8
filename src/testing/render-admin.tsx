import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRouteObjects } from '@/app/admin/routes';
import { createQueryClient, setQueryClient } from '@/lib/query-client';
import { setStore, StoreError, type DataStore } from '@/data/store';
import { demoAuthAccounts } from '@/data/seed';
import { setAuthServiceForTesting } from '@/features/auth/service';
import { FakeAuthService } from './fake-auth';
import { createTestStore } from './render';

export { DEMO_STAFF as DEMO, demoPasswordOf as passwordOf } from '@/data/seed';

/** A fake Auth holding the demo accounts (same uids as the seed's staff records). */
export function createTestAuth(): FakeAuthService {
  const auth = new FakeAuthService();
  for (const account of demoAuthAccounts) auth.addAccount({ ...account });
  return auth;
}

/** The seeded test store, except that the staff directory (admins) cannot be read: the gate's check fails. */
export function createStoreWithUnreadableDirectory(): DataStore {
  const store = createTestStore();
  const read = store.get.bind(store);
  store.get = (collection, id) =>
    collection === 'admins'
      ? Promise.reject(new StoreError('unavailable', 'The directory is offline.'))
      : read(collection, id);
  return store;
}

export interface RenderAdminResult extends RenderResult {
  user: UserEvent;
  store: DataStore;
  auth: FakeAuthService;
  /** The router's current path and query. */
  location(): string;
}

/**
 * Renders the back office at an admin URL with its real route table (a memory router over the same route
 * objects as admin.html's browser router) and providers, over the memory store (seeded) and a fake Auth.
 * `signedInAs` starts the session as that account.
 */
export function renderAdmin(
  url: string,
  options: {
    store?: DataStore;
    auth?: FakeAuthService;
    signedInAs?: string;
    state?: unknown;
    /** Called on every commit of the rendered tree (React's Profiler). */
    onCommit?: ProfilerOnRenderCallback;
  } = {},
): RenderAdminResult {
  const store = options.store ?? createTestStore();
  const auth = options.auth ?? createTestAuth();
  if (options.signedInAs) auth.signInAs(options.signedInAs);
  setStore(store);
  setAuthServiceForTesting(auth);
  setQueryClient(createQueryClient({ retry: false }));
  const user = userEvent.setup({ delay: null });
  const router = createMemoryRouter(adminRouteObjects, {
    initialEntries: [
      {
        pathname: url.split('?')[0],
        search: url.includes('?') ? `?${url.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  const app = <RouterProvider router={router} />;
  const result = render(
    options.onCommit ? (
      <Profiler id="admin" onRender={options.onCommit}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, user, store, auth, location };
}
