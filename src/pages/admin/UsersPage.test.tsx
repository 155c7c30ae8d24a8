import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DataStore } from '@/data/store';
import { createTestStore } from '@/testing/render';
import { createTestAuth, DEMO, renderAdmin } from '@/testing/render-admin';

/** The admin is a tree of lazy chunks: the first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 10_000;

const SEED_NAMES = ['Aamir Qadri', 'Owais Bhat', 'Saima Mir', 'Tariq Lone', 'Mehvish Rather'];
const SELF_LOCK = "You can't change your own role or status.";
const LAST_ADMIN = 'At least one active admin is required.';
const DUPLICATE = 'A staff member with this email already exists.';

afterEach(() => {
  toast.dismiss();
});

async function openUsers(options: Parameters<typeof renderAdmin>[1] = {}) {
  const result = renderAdmin('/admin/users', { signedInAs: DEMO.admin, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: LOAD_TIMEOUT });
  return result;
}

/** Opens the screen and waits for the directory to load. */
async function openLoadedUsers(options: Parameters<typeof renderAdmin>[1] = {}) {
  const result = await openUsers(options);
  await screen.findByText('Connected');
  return result;
}

function gate() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** A seeded store whose listing of the staff directory waits for `hold`. */
function storeWithHeldDirectory(hold: Promise<void>): DataStore {
  const base = createTestStore();
  return {
    ...base,
    list: async (...args: Parameters<DataStore['list']>) => {
      if (args[0] === 'admins') await hold;
      return base.list(...args);
    },
  };
}

const table = () => screen.getByRole('region', { name: 'Staff directory' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The names in the table, in order (the name cell also holds the You / Invited badges). */
const shownNames = () =>
  bodyRows().map(
    (row) => within(row).getAllByRole('cell')[0]?.firstElementChild?.firstElementChild?.textContent,
  );
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

async function openAddDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add New User' }));
  return screen.findByRole('dialog', { name: 'Add New User' });
}

async function openEditDialog(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit User' });
}

interface NewPerson {
  name: string;
  username: string;
  email: string;
  role?: 'Admin' | 'Editor' | 'User (read-only)';
  password?: string;
}

async function fillNewPerson(user: UserEvent, dialog: HTMLElement, person: NewPerson) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Name'), person.name);
  await user.type(form.getByLabelText('Username'), person.username);
  await user.type(form.getByLabelText('Email'), person.email);
  if (person.role) await user.selectOptions(form.getByLabelText('Role'), person.role);
  if (person.password) await user.type(form.getByLabelText(/Password/), person.password);
}

describe('UsersPage', () => {
  it('shows Checking... and skeleton rows while loading, then Connected with the count of staff records', async () => {
    const hold = gate();
    await openUsers({ store: storeWithHeldDirectory(hold.promise) });
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    expect(within(table()).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add New User' })).toBeDisabled();

    hold.release();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('4 staff records')).toBeInTheDocument();
    expect(screen.getByText(/1 pending invite/)).toBeInTheDocument();
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
    expect(document.title).toBe('Users | Admin | Chinar Digital');
  });

  it('lists staff records and invites with every column', async () => {
    await openLoadedUsers();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Username', 'Email', 'Role', 'Status', 'Last Login', 'Actions']);
    expect(shownNames()).toEqual(SEED_NAMES);

    const editor = within(rowOf('Saima Mir'));
    expect(editor.getByText('saima')).toBeInTheDocument();
    expect(editor.getByText(DEMO.editor)).toBeInTheDocument();
    expect(editor.getByText('Editor')).toBeInTheDocument();
    expect(editor.getByText('Active')).toBeInTheDocument();
    expect(editor.getByText(/2026/)).toBeInTheDocument();
    expect(within(rowOf('Tariq Lone')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Owais Bhat')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Aamir Qadri')).getByText('You')).toBeInTheDocument();
  });

  it("marks a pending invite 'Invited', never signed in, joining at the first e-mail-link sign-in", async () => {
    await openLoadedUsers();
    const invite = within(rowOf('Mehvish Rather'));
    expect(invite.getByText('Invited')).toBeInTheDocument();
    expect(invite.getByText('Never')).toBeInTheDocument();
    expect(invite.getByText('Joins at their first e-mail-link sign-in')).toBeInTheDocument();
    expect(within(rowOf('Saima Mir')).queryByText('Invited')).not.toBeInTheDocument();
  });

  it('shows Error with the message and a Retry button when the directory cannot load, then recovers', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (operation, collection) => failing && operation === 'list' && collection === 'admins',
    });
    const { user } = await openUsers({ store });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The data service is unavailable (list admins).')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff directory' })).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(shownNames()).toEqual(SEED_NAMES);
  });

  it('filters by role', async () => {
    const { user } = await openLoadedUsers();
    const roleFilter = screen.getByLabelText('Filter by role');
    expect(
      within(roleFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Roles', 'Admin', 'Editor', 'User']);
    await user.selectOptions(roleFilter, 'Editor');
    expect(shownNames()).toEqual(['Saima Mir', 'Tariq Lone', 'Mehvish Rather']);
    await user.selectOptions(roleFilter, 'Admin');
    expect(shownNames()).toEqual(['Aamir Qadri']);
    await user.selectOptions(roleFilter, 'User');
    expect(shownNames()).toEqual(['Owais Bhat']);
    await user.selectOptions(roleFilter, 'All Roles');
    expect(shownNames()).toEqual(SEED_NAMES);
  });

  it('pages the directory, starting again at page 1 when the filter changes', async () => {
    const store = createTestStore();
    for (let index = 1; index <= 8; index += 1) {
      await store.create('invites', `invitee${index}@example.in`, {
        email: `invitee${index}@example.in`,
        name: `Invitee ${index}`,
        username: `invitee${index}`,
        role: 'user',
        status: 'active',
        createdAt: new Date('2026-11-01T00:00:00.000Z'),
      });
    }
    const { user } = await openLoadedUsers({ store });
    const pager = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pager).getByText('Showing 1–13')).toBeInTheDocument();
    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(bodyRows()).toHaveLength(10);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(within(pager).getByText('Showing 11–13')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Invitee 7', 'Invitee 8', 'Mehvish Rather']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Filter by role'), 'User');
    expect(within(pager).getByText('Showing 1–9')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('keeps the role filter and search in the address, so a link opens the same view', async () => {
    const first = renderAdmin('/admin/users', { signedInAs: DEMO.admin });
    const role = await screen.findByRole('combobox', { name: 'Filter by role' });
    await first.user.selectOptions(role, 'editor');
    await first.user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'a');
    const link = first.location();
    expect(link).toBe('/admin/users?role=editor&q=a');
    first.unmount();

    renderAdmin(link, { signedInAs: DEMO.admin });
    expect(await screen.findByRole('combobox', { name: 'Filter by role' })).toHaveValue('editor');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('a');
  });

  it('searches name, username and email without regard to case, and says when nothing matches', async () => {
    const store = createTestStore();
    await store.create('admins', 'demo-writer', {
      email: 'rifat@chinardigital.test',
      name: 'Rifat Dar',
      username: 'quill',
      role: 'editor',
      status: 'active',
      lastLogin: null,
    });
    const { user } = await openLoadedUsers({ store });
    const search = screen.getByLabelText('Search users');

    await user.type(search, 'QADRI');
    expect(shownNames()).toEqual(['Aamir Qadri']);
    await user.clear(search);
    await user.type(search, 'Quill');
    expect(shownNames()).toEqual(['Rifat Dar']);
    await user.clear(search);
    await user.type(search, 'Viewer@Chinar');
    expect(shownNames()).toEqual(['Owais Bhat']);

    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Admin');
    expect(within(table()).getByText('No users found matching your criteria.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody at all');
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'All Roles');
    expect(within(table()).getByText('No users found matching your criteria.')).toBeInTheDocument();
  });

  it('adds a person with a password: the account and staff record exist and the admin stays signed in', async () => {
    const { user, store, auth } = await openLoadedUsers();
    const dialog = await openAddDialog(user);
    const form = within(dialog);
    expect(form.getByLabelText('Role')).toHaveValue('user');
    expect(form.getByLabelText('Status')).toHaveValue('active');
    expect(form.getByText(/With a password, they can sign in at once/)).toBeInTheDocument();

    await fillNewPerson(user, dialog, {
      name: 'Nadia Wani',
      username: 'nadia',
      email: 'Nadia.Wani@ChinarDigital.test',
      role: 'Editor',
      password: 'kangri-2026',
    });
    await user.click(form.getByRole('button', { name: 'Add User' }));

    expect(
      await screen.findByText('User nadia.wani@chinardigital.test created successfully in Firebase'),
    ).toBeInTheDocument();
    const account = auth.accounts.get('nadia.wani@chinardigital.test');
    expect(account?.password).toBe('kangri-2026');
    const record = await store.get('admins', account?.uid ?? '');
    expect(record?.data).toMatchObject({
      email: 'nadia.wani@chinardigital.test',
      name: 'Nadia Wani',
      username: 'nadia',
      role: 'editor',
      status: 'active',
      lastLogin: null,
    });
    expect(auth.currentUser?.email).toBe(DEMO.admin);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Nadia Wani')).getByText('Editor')).toBeInTheDocument();
    expect(screen.getByText('5 staff records')).toBeInTheDocument();
  });

  it('adds a person without a password as an invite', async () => {
    const { user, store, auth } = await openLoadedUsers();
    const dialog = await openAddDialog(user);
    await fillNewPerson(user, dialog, {
      name: 'Bilal Shah',
      username: 'bilal',
      email: 'bilal@chinardigital.test',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(
      await screen.findByText('Added user to Firestore without authentication account'),
    ).toBeInTheDocument();
    const invite = await store.get('invites', 'bilal@chinardigital.test');
    expect(invite?.data).toMatchObject({
      name: 'Bilal Shah',
      username: 'bilal',
      role: 'user',
      status: 'active',
    });
    expect(auth.accounts.has('bilal@chinardigital.test')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Bilal Shah')).getByText('Invited')).toBeInTheDocument();
  });

  it("shows the form's validation messages and writes nothing", async () => {
    const { user, store, auth } = await openLoadedUsers();
    const accountsBefore = auth.accounts.size;
    const dialog = await openAddDialog(user);
    const form = within(dialog);
    await user.type(form.getByLabelText('Name'), 'Al');
    await user.type(form.getByLabelText('Username'), 'ab');
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.type(form.getByLabelText(/Password/), '12345');
    await user.click(form.getByRole('button', { name: 'Add User' }));

    expect(await form.findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(form.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveFocus();
    expect(auth.accounts.size).toBe(accountsBefore);
    expect(await store.list('admins')).toHaveLength(4);
    expect(await store.list('invites')).toHaveLength(1);
  });

  it.each([
    ['a staff record', DEMO.editor.toUpperCase()],
    ['an invite', DEMO.invited],
  ])('refuses an e-mail that already has %s, inline on the e-mail field', async (_kind, email) => {
    const { user, store, auth } = await openLoadedUsers();
    const accountsBefore = auth.accounts.size;
    const dialog = await openAddDialog(user);
    await fillNewPerson(user, dialog, {
      name: 'Someone Else',
      username: 'someone',
      email,
      password: 'secret-2026',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    const emailField = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(emailField).toHaveAccessibleDescription(DUPLICATE));
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(auth.accounts.size).toBe(accountsBefore);
    expect(await store.list('admins')).toHaveLength(4);
    expect(await store.list('invites')).toHaveLength(1);
  });

  it("reports a failed account creation as 'Firebase error: ...' and keeps everything typed", async () => {
    const { user, store, auth } = await openLoadedUsers();
    auth.failNext.set('createAccount', 'auth/email-already-in-use');
    const dialog = await openAddDialog(user);
    const person = {
      name: 'Nadia Wani',
      username: 'nadia',
      email: 'nadia@chinardigital.test',
      role: 'Editor',
      password: 'kangri-2026',
    } as const;
    await fillNewPerson(user, dialog, person);
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(
      await screen.findByText(
        'Firebase error: This email address already has a sign-in account. Add the person without a password to invite them instead.',
      ),
    ).toBeInTheDocument();
    const form = within(screen.getByRole('dialog', { name: 'Add New User' }));
    expect(form.getByLabelText('Name')).toHaveValue(person.name);
    expect(form.getByLabelText('Username')).toHaveValue(person.username);
    expect(form.getByLabelText('Email')).toHaveValue(person.email);
    expect(form.getByLabelText('Role')).toHaveValue('editor');
    expect(form.getByLabelText(/Password/)).toHaveValue(person.password);
    expect(form.getByRole('button', { name: 'Add User' })).toBeEnabled();
    expect(await store.list('admins')).toHaveLength(4);
  });

  it('edits a staff member: e-mail read-only, no password, the row and the record updated', async () => {
    const { user, store } = await openLoadedUsers();
    const dialog = await openEditDialog(user, 'Saima Mir');
    const form = within(dialog);
    expect(form.getByLabelText('Email')).toHaveValue(DEMO.editor);
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(form.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(form.getByLabelText('Role')).toBeEnabled();

    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Saima Mir Khan');
    await user.selectOptions(form.getByLabelText('Status'), 'Inactive');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(rowOf('Saima Mir Khan'));
    expect(row.getByText('Inactive')).toBeInTheDocument();
    expect((await store.get('admins', 'demo-editor'))?.data).toMatchObject({
      name: 'Saima Mir Khan',
      status: 'inactive',
      email: DEMO.editor,
      role: 'editor',
    });
  });

  it('edits a pending invite', async () => {
    const { user, store } = await openLoadedUsers();
    const dialog = await openEditDialog(user, 'Mehvish Rather');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'User (read-only)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect((await store.get('invites', DEMO.invited))?.data).toMatchObject({
      role: 'user',
      name: 'Mehvish Rather',
    });
    await waitFor(() => expect(within(rowOf('Mehvish Rather')).getByText('User')).toBeInTheDocument());
  });

  it("reports a failed update as 'Error: ...' and keeps the dialog open", async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'update' && collection === 'admins',
    });
    const { user } = await openLoadedUsers({ store });
    const dialog = await openEditDialog(user, 'Owais Bhat');
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'owaisb');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Error: The data service is unavailable (update admins).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('owaisb');
  });

  it('lets you edit your own name but not your own role or status (you are also the last active admin)', async () => {
    const { user, store } = await openLoadedUsers();
    const dialog = await openEditDialog(user, 'Aamir Qadri');
    const form = within(dialog);
    expect(form.getByLabelText('Role')).toBeDisabled();
    expect(form.getByLabelText('Status')).toBeDisabled();
    expect(form.getByText(SELF_LOCK)).toBeInTheDocument();
    expect(form.getByText(LAST_ADMIN)).toBeInTheDocument();

    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Aamir Q. Qadri');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect((await store.get('admins', 'demo-admin'))?.data).toMatchObject({
      name: 'Aamir Q. Qadri',
      role: 'admin',
      status: 'active',
    });
    // The session re-reads the record: the top bar shows the new name.
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByText('Aamir Q. Qadri')).toBeInTheDocument());
  });

  it('cannot delete yourself', async () => {
    await openLoadedUsers();
    const ownDelete = screen.getByRole('button', { name: 'Delete Aamir Qadri' });
    expect(ownDelete).toBeDisabled();
    expect(ownDelete).toHaveAccessibleDescription("You can't delete your own account.");
    expect(screen.getByRole('button', { name: 'Delete Saima Mir' })).toBeEnabled();
  });

  it('locks the last active admin, and frees another admin once a second active admin exists', async () => {
    // Signed in as a second admin who was deactivated meanwhile: Aamir is now the only active admin.
    const hold = gate();
    const store = storeWithHeldDirectory(hold.promise);
    await store.create('admins', 'demo-second', {
      email: 'second@chinardigital.test',
      name: 'Zahid Wani',
      username: 'zahid',
      role: 'admin',
      status: 'active',
      lastLogin: null,
    });
    const auth = createTestAuth();
    auth.addAccount({ uid: 'demo-second', email: 'second@chinardigital.test', password: 'second-2026' });
    const { user } = await openUsers({ store, auth, signedInAs: 'second@chinardigital.test' });
    await store.update('admins', 'demo-second', { status: 'inactive' });
    hold.release();
    await screen.findByText('Connected');

    const lastAdminDelete = screen.getByRole('button', { name: 'Delete Aamir Qadri' });
    expect(lastAdminDelete).toBeDisabled();
    expect(lastAdminDelete).toHaveAccessibleDescription(LAST_ADMIN);
    const dialog = await openEditDialog(user, 'Aamir Qadri');
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByLabelText('Status')).toBeDisabled();
    expect(within(dialog).getByText(LAST_ADMIN)).toBeInTheDocument();
    expect(within(dialog).queryByText(SELF_LOCK)).not.toBeInTheDocument();
  });

  it("another active admin's role, status and deletion stay open", async () => {
    const store = createTestStore();
    await store.create('admins', 'demo-second', {
      email: 'second@chinardigital.test',
      name: 'Zahid Wani',
      username: 'zahid',
      role: 'admin',
      status: 'active',
      lastLogin: null,
    });
    const { user } = await openLoadedUsers({ store });
    expect(screen.getByRole('button', { name: 'Delete Zahid Wani' })).toBeEnabled();
    const dialog = await openEditDialog(user, 'Zahid Wani');
    expect(within(dialog).getByLabelText('Role')).toBeEnabled();
    expect(within(dialog).getByLabelText('Status')).toBeEnabled();
    expect(within(dialog).queryByText(LAST_ADMIN)).not.toBeInTheDocument();
  });

  it('deletes a staff member after confirmation, with any invite for the address', async () => {
    const store = createTestStore();
    // A stale invite for the same address (e.g. written before the account existed).
    await store.create('invites', DEMO.inactive, {
      email: DEMO.inactive,
      name: 'Tariq L.',
      username: 'tariq',
    });
    const { user } = await openLoadedUsers({ store });
    await user.click(screen.getByRole('button', { name: 'Delete Tariq Lone' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(confirm).toHaveTextContent(
      `Remove Tariq Lone (${DEMO.inactive}) from the staff directory? They will no longer be able to sign in to the admin. Their sign-in account remains but grants no access.`,
    );

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(await store.get('admins', 'demo-inactive')).toBeNull();
    expect(await store.get('invites', DEMO.inactive)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(table()).queryByText('Tariq Lone')).not.toBeInTheDocument();
    expect(within(table()).queryByText('Tariq L.')).not.toBeInTheDocument();
  });

  it('withdraws a pending invite, and Cancel deletes nothing', async () => {
    const { user, store } = await openLoadedUsers();
    await user.click(screen.getByRole('button', { name: 'Delete Saima Mir' }));
    const cancelled = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    expect(await store.get('admins', 'demo-editor')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Mehvish Rather' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(await store.get('invites', DEMO.invited)).toBeNull();
  });

  it("reports a failed deletion as 'Error: ...' and keeps the confirmation open", async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'delete' && collection === 'admins',
    });
    const { user } = await openLoadedUsers({ store });
    await user.click(screen.getByRole('button', { name: 'Delete Owais Bhat' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Error: The data service is unavailable (delete admins).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete user' })).toBeInTheDocument();
    expect(await store.get('admins', 'demo-viewer')).not.toBeNull();
  });

  it.each([
    ['an editor', DEMO.editor],
    ['a read-only user', DEMO.viewer],
  ])('tells %s that only administrators manage staff, with no table or controls', async (_who, email) => {
    await openUsers({ signedInAs: email });
    expect(screen.getByText('Only administrators can manage staff.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff directory' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New User' })).not.toBeInTheDocument();
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
  });
});
