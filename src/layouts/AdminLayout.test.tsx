import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/lib/query-client';
import { notify } from '@/lib/notify';
import { useNotificationReadState } from '@/stores/notification-read-state';
import { PREFERENCES_KEY } from '@/stores/preferences';
import { storedInquiry } from '@/testing/inquiries';
import { createTestStore } from '@/testing/render';
import { recallStaffGrant } from '@/features/auth/staff-grant';
import { createTestAuth, DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  useNotificationReadState.setState({ readBefore: null, readOne: {} });
});

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' });

describe('Admin guard', () => {
  it('shows "Verifying authentication..." and then sends a signed-out visitor to the login screen', async () => {
    const auth = createTestAuth();
    let release = () => {};
    auth.initialStateHeld = new Promise((resolve) => {
      release = resolve;
    });
    const { location } = renderAdmin('/admin/users', { auth });
    expect(await screen.findByText('Verifying authentication...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(location()).toBe('/admin/login'));
  });

  it('sends a signed-in staff member from a login screen to the admin', async () => {
    const { location } = renderAdmin('/admin/login', { signedInAs: DEMO.editor });
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('signs out an account without a staff record with "Access Denied"', async () => {
    const { auth, location } = renderAdmin('/admin', { signedInAs: DEMO.outsider });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have admin privileges")).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
    await waitFor(() => expect(location()).toBe('/admin/login'));
  });

  it('signs out an inactive staff member with "Access Denied"', async () => {
    const { auth } = renderAdmin('/admin', { signedInAs: DEMO.inactive });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
  });

  it('tries the staff record again when a read fails for a moment, and lets the account in', async () => {
    let failures = 1;
    const store = createTestStore({
      failWhen: (_operation, collection) => collection === 'admins' && failures-- > 0,
    });
    const { auth } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(failures).toBeLessThan(0);
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
    expect(auth.currentUser?.email).toBe(DEMO.admin);
  });

  it('says "Authentication Error" when the staff record cannot be read', async () => {
    const store = createTestStore({ failWhen: (_operation, collection) => collection === 'admins' });
    const { auth } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Could not verify admin privileges. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
  });
});

/** Lets every pending promise settle and React commit what they set. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('Returning staff (a remembered grant)', () => {
  const dashboardHeading = () => screen.findByRole('heading', { name: 'Dashboard', level: 1 });

  /** Signs in once (the check passes and is remembered), leaves, and holds the next visit's Auth restore. */
  async function returningVisit() {
    const auth = createTestAuth();
    const first = renderAdmin('/admin', { auth, signedInAs: DEMO.admin });
    await dashboardHeading();
    first.unmount();
    expect(recallStaffGrant()?.staff.role).toBe('admin');
    let release = () => {};
    auth.initialStateHeld = new Promise((resolve) => {
      release = resolve;
    });
    return { auth, store: first.store, release };
  }

  it('shows the screen while the account is checked again, then what the check read', async () => {
    const { auth, store, release } = await returningVisit();
    const uid = auth.accounts.get(DEMO.admin)?.uid ?? '';
    await store.update('admins', uid, { name: 'Aamir Qadri Bhat' });
    renderAdmin('/admin', { auth, store });
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(screen.queryByText('Verifying authentication...')).not.toBeInTheDocument();
    expect(screen.getByText('Aamir Qadri')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Aamir Qadri Bhat')).toBeInTheDocument();
    expect(recallStaffGrant()?.staff.name).toBe('Aamir Qadri Bhat');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('renders nothing again when the check finds what the remembered grant shows', async () => {
    const { auth, store, release } = await returningVisit();
    const uid = auth.accounts.get(DEMO.admin)?.uid ?? '';
    const directoryReads = vi.spyOn(store, 'get');
    let commits = 0;
    renderAdmin('/admin', { auth, store, onCommit: () => (commits += 1) });
    await dashboardHeading();
    // Every card's data has arrived: nothing else is left to render.
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    await nextTask();
    const settled = commits;
    release();
    await waitFor(() => expect(directoryReads).toHaveBeenCalledWith('admins', uid));
    // The check's promise chain (the read, then the session's update) runs out before the next task.
    await nextTask();
    expect(commits).toBe(settled);
    expect(recallStaffGrant()?.staff.name).toBe('Aamir Qadri');
  });

  it('signs out with "Access Denied" and forgets the grant when the check now refuses', async () => {
    const { auth, store, release } = await returningVisit();
    const uid = auth.accounts.get(DEMO.admin)?.uid ?? '';
    await store.update('admins', uid, { status: 'inactive' });
    const { location } = renderAdmin('/admin', { auth, store });
    await dashboardHeading();
    release();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(auth.currentUser).toBeNull();
    expect(recallStaffGrant()).toBeNull();
  });

  it('goes to the login screen and forgets the grant when Auth no longer has the account', async () => {
    const { auth, store, release } = await returningVisit();
    await auth.signOut();
    const { location } = renderAdmin('/admin/users', { auth, store });
    release();
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(recallStaffGrant()).toBeNull();
  });
});

describe('AdminLayout', () => {
  it("shows the spec's sidebar entries, the top bar title and who is signed in", async () => {
    renderAdmin('/admin', { signedInAs: DEMO.admin });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const links = within(sidebar())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Blog Posts', '/admin/blog-posts'],
      ['Projects', '/admin/projects'],
      ['Inquiries', '/admin/inquiries'],
      ['Subscribers', '/admin/subscribers'],
      ['Users', '/admin/users'],
      ['Activity', '/admin/activity'],
      ['Recently deleted', '/admin/recently-deleted'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link', { name: 'Back to Website' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Admin Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Aamir Qadri')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Admin | Chinar Digital');
  });

  it.each([
    ['the read-only role', DEMO.viewer],
    ['editors', DEMO.editor],
  ])('hides Users, Activity and Recently deleted from %s', async (_who, email) => {
    renderAdmin('/admin', { signedInAs: email });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    for (const name of ['Users', 'Activity', 'Recently deleted']) {
      expect(within(sidebar()).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(sidebar()).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('names the read-only role in the top bar', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.viewer });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(screen.getByText('User (read-only)')).toBeInTheDocument();
  });

  it('collapses the sidebar to icons and remembers it in this browser', async () => {
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).getByRole('link', { name: 'Projects' })).toHaveAttribute('title', 'Projects');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').state.sidebarCollapsed).toBe(true);
  });

  it('switches to dark mode from the top bar, at once and remembered', async () => {
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').state.darkMode).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('shows its messages in the same theme: a toast raised in dark mode is dark, and light again after', async () => {
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    notify.success('Saved in the dark');
    const toaster = () => screen.getByText('Saved in the dark').closest('[data-sonner-toaster]');
    await waitFor(() => expect(toaster()).toHaveAttribute('data-sonner-theme', 'dark'));
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    await waitFor(() => expect(toaster()).toHaveAttribute('data-sonner-theme', 'light'));
  });

  it('opens the menu as a drawer on small screens and closes it when a link is chosen', async () => {
    const { user, location } = renderAdmin('/admin', { signedInAs: DEMO.admin });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/admin/settings'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument());
  });

  it('logs out to the login screen, and says "Logout Failed" when that fails', async () => {
    const { user, auth, location } = renderAdmin('/admin', { signedInAs: DEMO.admin });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    auth.failNext.set('signOut', 'auth/network-request-failed');
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout Failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during logout')).toBeInTheDocument();
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(auth.currentUser).toBeNull();
  });

  it('shows an unknown admin address as not found inside the layout', async () => {
    renderAdmin('/admin/no-such-screen', { signedInAs: DEMO.admin });
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  });
});

describe('Notification bell', () => {
  it('counts new inquiries and subscribers, lists them, and marks them read', async () => {
    const store = createTestStore();
    await store.create('subscribers', 'reader@example.com', {
      email: 'reader@example.com',
      createdAt: new Date(),
    });
    const { user, location } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });
    // Seed inquiries from the last 30 days (18, 14, 6 Nov and 22 Oct 2026, relative to now) plus the subscriber.
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const unread = Number(/(\d+) unread/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);
    expect(unread).toBeGreaterThanOrEqual(1);

    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: /New subscriber.*reader@example\.com/ }),
    ).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: /New subscriber/ }));
    await waitFor(() => expect(location()).toBe('/admin/subscribers'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
        unread - 1 > 0 ? `Notifications, ${unread - 1} unread` : 'Notifications',
      ),
    );

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    if (unread - 1 > 0) {
      await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
      await user.click(screen.getByRole('button', { name: 'Notifications' }));
    }
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });

  it('stops leaving out an event read here once it is gone (deleted elsewhere) when the menu reads its kind', async () => {
    const store = createTestStore();
    await store.create('subscribers', 'reader@example.com', {
      email: 'reader@example.com',
      createdAt: new Date(),
    });
    // Read here, then removed by a colleague: the count of subscribers no longer holds it.
    useNotificationReadState.setState({
      readBefore: null,
      readOne: { 'subscriber:left@example.com': Date.now() - 60_000 },
    });
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });
    const before = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(before).toHaveAccessibleName(/unread$/));
    const shown = Number(/(\d+) unread/.exec(before.getAttribute('aria-label') ?? '')?.[1]);

    await user.click(before);
    await screen.findByRole('menuitem', { name: /New subscriber.*reader@example\.com/ });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
        `Notifications, ${shown + 1} unread`,
      ),
    );
    expect(useNotificationReadState.getState().readOne).toEqual({});
  });

  it('counts every unread event, however many arrived, and lists the newest', async () => {
    const store = createTestStore();
    for (let index = 0; index < 9; index++) {
      await store.create(
        'contact_inquiries',
        `burst-${index}`,
        storedInquiry({
          name: `Visitor ${index}`,
          subject: `Burst ${index}`,
          createdAt: new Date(Date.now() - (10 - index) * 60_000),
        }),
      );
    }
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });

    // The seed's inquiries of the last 30 days and the nine.
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const unread = Number(/(\d+) unread/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);
    expect(unread).toBeGreaterThanOrEqual(9);
    expect(bell).toHaveTextContent(String(unread));
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem', { name: /New inquiry from Visitor/ })).toHaveLength(6);
    expect(within(menu).getByRole('menuitem', { name: /Visitor 8.*Burst 8/ })).toBeInTheDocument();
    expect(
      within(menu).getByText(`and ${unread - 6} more: see Inquiries and Subscribers`),
    ).toBeInTheDocument();
  });
});
