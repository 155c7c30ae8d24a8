import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataStore } from '@/data/store';
import { currentContent, seedRevisions } from '@/testing/history-fixtures';
import { formatDateTimeToSecond } from '@/lib/dates';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';
import { todayIsoDate } from '@/lib/utils';

// The rich-text editors load Quill when they open (the editors' budget); here it loads with the test file, so
// that the first editor a test opens does not also wait on a cold compile of it (past 10 s on a busy CI).
await import('@/components/admin/rich-text-editor/quill-editor');

afterEach(() => {
  toast.dismiss();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const list = (name: string) => screen.getByRole('group', { name });

async function fillRequired(user: UserEvent) {
  await user.type(field('Project Title'), 'Dal Lake Water Taxi App');
  await user.type(field('Client'), 'Shikara Cooperative');
  await user.selectOptions(select('Category'), 'Mobile App');
  await user.type(field('Description'), 'Book a shikara ride across Dal Lake.');
}

/** Adds entries to a list field, by Add button or by Enter. */
async function addToList(
  user: UserEvent,
  listName: string,
  entry: string,
  by: 'button' | 'enter' = 'button',
) {
  const group = list(listName);
  await user.type(within(group).getByRole('textbox'), by === 'enter' ? `${entry}{Enter}` : entry);
  if (by === 'button') await user.click(within(group).getByRole('button', { name: /^Add / }));
}

function chips(listName: string): string[] {
  const items = within(list(listName)).queryByRole('list');
  return items
    ? within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

/** Opens a case-study section's editor, switches it to its HTML source box and pastes the HTML there. */
async function writeRichText(user: UserEvent, name: string, html: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^(Write|Edit) ${name}$`) }));
  const editor = await screen.findByRole('textbox', { name });
  await waitFor(() => expect(editor).toHaveFocus());
  const toolbar = screen
    .getAllByRole('toolbar')
    .find((candidate) => candidate.getAttribute('aria-controls') === editor.id);
  await user.click(within(toolbar!).getByRole('button', { name: 'HTML source' }));
  const source = screen.getByRole('textbox', { name });
  await user.clear(source);
  await user.click(source);
  await user.paste(html);
}

/** A store whose batched writes (every save: the project with its revision and audit entry) wait until `release()` is called. */
function storeHolding() {
  const seeded = createTestStore();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = async (...args: Parameters<DataStore['batch']>) => {
    await gate;
    return seeded.batch(...args);
  };
  const store: DataStore = { ...seeded, batch: held };
  return { store, release };
}

describe('ProjectFormPage: new project', () => {
  it('starts with the spec defaults and required markers', async () => {
    renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('heading', { name: 'Create New Project', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/admin/projects');
    expect(select('Status')).toHaveValue('In Progress');
    expect(
      within(select('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In Progress', 'Completed', 'Planning']);
    expect(select('Category')).toHaveValue('');
    expect(
      within(select('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category', 'Web Design', 'Mobile App', 'E-commerce', 'IoT']);
    expect(screen.getByLabelText(/^Date/)).toHaveValue(todayIsoDate());
    expect(field('Image URL')).toHaveValue('/images/projects/placeholder.svg');
    expect(screen.getByRole('img', { name: 'Preview of the cover' })).toHaveAttribute(
      'src',
      '/images/projects/placeholder.svg',
    );
    // The spec's {host}: this site's own (.env.test: VITE_SITE_URL=http://127.0.0.1:4173).
    expect(screen.getByRole('textbox', { name: /^Live Site URL/ })).toHaveAttribute(
      'placeholder',
      'https://127.0.0.1:4173',
    );
    expect(field('Description')).toHaveAttribute('rows', '5');
    expect(chips('Features')).toEqual([]);
    expect(chips('Technologies')).toEqual([]);
    expect(chips('Gallery images')).toEqual([]);
    for (const label of [
      'Project Title',
      'Client',
      'Category',
      'Status',
      'Date',
      'Image URL',
      'Description',
    ]) {
      const marked = (_: string, element: Element | null) =>
        element?.tagName === 'LABEL' && element.textContent === `${label}*`;
      expect(screen.getByText(marked)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  it('creates a project with the defaults, goes back to the list and toasts', async () => {
    const { user, store, location } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await fillRequired(user);
    await addToList(user, 'Features', 'Live boat locations');
    await addToList(user, 'Technologies', 'Flutter', 'enter');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/projects'));
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeInTheDocument();
    const stored = await store.get('projects', '10');
    expect(stored?.data).toMatchObject({
      title: 'Dal Lake Water Taxi App',
      client: 'Shikara Cooperative',
      category: 'Mobile App',
      status: 'In Progress',
      date: todayIsoDate(),
      image: '/images/projects/placeholder.svg',
      images: [],
      liveSiteUrl: '',
      website: '',
      description: 'Book a shikara ride across Dal Lake.',
      longDescription: '',
      features: ['Live boat locations'],
      technologies: ['Flutter'],
    });
    expect(stored?.data.createdAt).toBeInstanceOf(Date);
    expect(stored?.data.updatedAt).toBeInstanceOf(Date);
  });

  it('shows the busy text while creating', async () => {
    const { store, release } = storeHolding();
    const { user } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor, store });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
  });

  it('says what is missing and saves nothing', async () => {
    const { user, store } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await user.clear(field('Image URL'));
    await user.clear(screen.getByLabelText(/^Date/));
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    for (const message of [
      'Project title is required',
      'Client is required',
      'Category is required',
      'Date is required',
      'Image URL is required',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Project Title')).toHaveFocus();
    expect(field('Project Title')).toHaveAttribute('aria-invalid', 'true');
    expect(await store.get('projects', '10')).toBeNull();
  });

  it('asks before unsaved changes are lost: a link, Cancel, Logout', async () => {
    const { user, location } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    // Nothing typed yet: Cancel just leaves.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/admin/projects'));

    await user.click(await screen.findByRole('link', { name: 'Add New Project' }));
    await user.type(await screen.findByRole('textbox', { name: 'Project Title' }), 'Half a project');
    await addToList(user, 'Features', 'Booking');

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    const prompt = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    expect(location()).toBe('/admin/projects/new');
    expect(field('Project Title')).toHaveValue('Half a project');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep editing' }),
    );
    expect(location()).toBe('/admin/projects/new');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(location()).toBe('/admin/projects'));
  });

  it('accepts only http(s) addresses (or site images) in the URL fields', async () => {
    const { user, store } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await fillRequired(user);
    await user.clear(field('Image URL'));
    await user.type(field('Image URL'), 'javascript:alert(1)');
    expect(screen.getByText('No preview')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Live Site URL/ }), 'example');
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(
      await screen.findByText(
        'Please enter a full URL starting with http:// or https://, or a path under /images/ on this site',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a full URL starting with http:// or https://')).toHaveLength(2);
    expect(await store.get('projects', '10')).toBeNull();

    await addToList(user, 'Gallery images', 'data:image/png;base64,AAAA');
    expect(
      within(list('Gallery images')).getByText(
        'Please enter a full URL starting with http:// or https://, or a path under /images/ on this site',
      ),
    ).toBeInTheDocument();
    expect(chips('Gallery images')).toEqual([]);
    await user.clear(within(list('Gallery images')).getByRole('textbox'));
    await addToList(user, 'Gallery images', 'https://cdn.example.com/taxi-1.png');
    await addToList(user, 'Gallery images', '/images/projects/shikara-stays-2.svg', 'enter');
    expect(chips('Gallery images')).toEqual([
      'https://cdn.example.com/taxi-1.png',
      '/images/projects/shikara-stays-2.svg',
    ]);

    await user.clear(field('Image URL'));
    await user.type(field('Image URL'), 'https://cdn.example.com/taxi.png');
    expect(screen.getByRole('img', { name: 'Preview of the cover' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/taxi.png',
    );
    await user.clear(screen.getByRole('textbox', { name: /^Live Site URL/ }));
    await user.type(screen.getByRole('textbox', { name: /^Live Site URL/ }), 'https://taxi.example.com');
    await user.clear(screen.getByRole('textbox', { name: /^Website/ }));
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect((await store.get('projects', '10'))?.data).toMatchObject({
      image: 'https://cdn.example.com/taxi.png',
      liveSiteUrl: 'https://taxi.example.com',
      images: ['https://cdn.example.com/taxi-1.png', '/images/projects/shikara-stays-2.svg'],
    });
  });

  it('adds trimmed list entries, ignores empty and repeated ones, and removes them one by one', async () => {
    const { user, location } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await addToList(user, 'Features', '   Online booking   ');
    await addToList(user, 'Features', 'Live map', 'enter');
    expect(chips('Features')).toEqual(['Online booking', 'Live map']);
    // Enter added the entry instead of submitting the form.
    expect(location()).toBe('/admin/projects/new');
    expect(screen.queryByText('Project title is required')).not.toBeInTheDocument();

    await addToList(user, 'Features', '    ');
    expect(chips('Features')).toEqual(['Online booking', 'Live map']);
    await addToList(user, 'Features', 'Online booking');
    expect(
      within(list('Features')).getByText('"Online booking" is already in the list.'),
    ).toBeInTheDocument();
    expect(chips('Features')).toEqual(['Online booking', 'Live map']);
    expect(within(list('Features')).getByText('2 of 30. Press Enter or Add to add one.')).toBeInTheDocument();

    await user.click(within(list('Features')).getByRole('button', { name: 'Remove Online booking' }));
    expect(chips('Features')).toEqual(['Live map']);
    expect(within(list('Features')).getByRole('textbox')).toHaveFocus();

    await addToList(user, 'Technologies', 'React');
    await addToList(user, 'Technologies', 'x'.repeat(61));
    expect(
      within(list('Technologies')).getByText('Keep each technology under 60 characters.'),
    ).toBeInTheDocument();
    expect(chips('Technologies')).toEqual(['React']);
  });

  it('stores the case-study rich text sanitized', async () => {
    const { user, store } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await fillRequired(user);
    await user.selectOptions(select('Status'), 'Completed');
    await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '3 months');
    await writeRichText(
      user,
      'About the Project',
      '<p>Water taxis for <strong>Dal Lake</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    );
    await writeRichText(user, 'Results', '<p><br></p>');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    const stored = (await store.get('projects', '10'))?.data;
    expect(stored).toMatchObject({ status: 'Completed', duration: '3 months', results: '' });
    expect(stored?.longDescription).toBe('<p>Water taxis for <strong>Dal Lake</strong>.</p><img src="x">');
  });

  it('keeps everything typed and toasts when the project cannot be created', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'create' && collection === 'projects',
    });
    const { user, location } = renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor, store });
    await screen.findByRole('heading', { name: 'Create New Project', level: 1 });
    await fillRequired(user);
    await addToList(user, 'Features', 'Live boat locations');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
    expect(location()).toBe('/admin/projects/new');
    expect(field('Project Title')).toHaveValue('Dal Lake Water Taxi App');
    expect(select('Category')).toHaveValue('Mobile App');
    expect(chips('Features')).toEqual(['Live boat locations']);
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });
});

describe('ProjectFormPage: editing', () => {
  it('loads the project, saves the changes, goes back to the list and toasts', async () => {
    const { user, store, location } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('heading', { name: 'Edit Project', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Project Title' })).toHaveValue(
      'Gulmarg Ski Rentals App',
    );
    expect(select('Category')).toHaveValue('Mobile App');
    expect(select('Status')).toHaveValue('In Progress');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-10-05');
    expect(chips('Technologies')).toEqual(['Flutter', 'Firebase', 'Node.js', 'Razorpay']);
    const before = await store.get('projects', '7');

    await user.clear(field('Project Title'));
    await user.type(field('Project Title'), 'Gulmarg Ski Rentals');
    await user.selectOptions(select('Status'), 'Completed');
    await user.click(within(list('Technologies')).getByRole('button', { name: 'Remove Node.js' }));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/projects'));
    const after = await store.get('projects', '7');
    expect(after?.data).toMatchObject({
      title: 'Gulmarg Ski Rentals',
      status: 'Completed',
      technologies: ['Flutter', 'Firebase', 'Razorpay'],
      client: 'Apharwat Adventures, Gulmarg',
    });
    expect(after?.data.createdAt).toEqual(before?.data.createdAt);
    expect((after?.data.updatedAt as Date).getTime()).toBeGreaterThan(
      (before?.data.updatedAt as Date).getTime(),
    );
  });

  it('previews the case-study sections and opens an editor holding the stored HTML on demand', async () => {
    const { user, store } = renderAdmin('/admin/projects/1/edit', { signedInAs: DEMO.editor });
    await screen.findByRole('textbox', { name: 'Project Title' });
    expect(screen.getByText(/^Shikara Stays has hosted guests on Dal Lake/)).toBeInTheDocument();
    expect(screen.getByText(/^In the first full season after launch:/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Results' })).not.toBeInTheDocument();

    await writeRichText(user, 'Results', '<p>Bookings doubled.</p>');
    expect(screen.getByRole('button', { name: 'Edit About the Project' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect((await store.get('projects', '1'))?.data).toMatchObject({
      results: '<p>Bookings doubled.</p>',
      longDescription: expect.stringMatching(/^<p>Shikara Stays has hosted guests/),
    });
  });

  it('reads a stored category case-insensitively and a Planned status as Planning', async () => {
    const store = createTestStore();
    await store.update('projects', '8', { category: ' iot ', status: 'Planned' });
    renderAdmin('/admin/projects/8/edit', { signedInAs: DEMO.editor, store });
    await screen.findByRole('textbox', { name: 'Project Title' });
    expect(select('Category')).toHaveValue('IoT');
    expect(select('Status')).toHaveValue('Planning');
  });

  it('shows the busy text while updating', async () => {
    const { store, release } = storeHolding();
    const { user } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.editor, store });
    await screen.findByRole('textbox', { name: 'Project Title' });
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
  });

  it('keeps the changes and toasts when the update fails', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'update' && collection === 'projects',
    });
    const { user, location } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.editor, store });
    await screen.findByRole('textbox', { name: 'Project Title' });
    await user.clear(field('Client'));
    await user.type(field('Client'), 'Apharwat Adventures');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Failed to update project')).toBeInTheDocument();
    expect(location()).toBe('/admin/projects/7/edit');
    expect(field('Client')).toHaveValue('Apharwat Adventures');
  });

  it('redirects /admin/projects/edit/{id} to /admin/projects/{id}/edit', async () => {
    const { location } = renderAdmin('/admin/projects/edit/7', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('textbox', { name: 'Project Title' })).toHaveValue(
      'Gulmarg Ski Rentals App',
    );
    expect(screen.getByRole('heading', { name: 'Edit Project', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/admin/projects/7/edit');
  });

  it('says Project Not Found for an unknown id', async () => {
    renderAdmin('/admin/projects/999/edit', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('heading', { name: 'Project Not Found', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText("The project you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/admin/projects');
    expect(screen.queryByRole('button', { name: 'Update Project' })).not.toBeInTheDocument();
  });

  it('shows the error with Retry when the project cannot be loaded', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (operation, collection) => failing && operation === 'get' && collection === 'projects',
    });
    const { user } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.editor, store });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Projects')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load projects. Please check your connection.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Project Title' })).toHaveValue(
      'Gulmarg Ski Rentals App',
    );
  });
});

describe('ProjectFormPage: read-only role', () => {
  it.each([
    ['/admin/projects/new', 'Create New Project'],
    ['/admin/projects/7/edit', 'Edit Project'],
  ])('shows %s without a form', async (url, heading) => {
    renderAdmin(url, { signedInAs: DEMO.viewer });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Read-only access')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Project$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toBeInTheDocument();
  });
});

/** The History button once its code has loaded (a disabled twin holds its place until then). */
async function historyButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'History' })).toBeEnabled());
  return screen.getByRole('button', { name: 'History' });
}

describe('ProjectFormPage: history', () => {
  const OLD_TITLE = 'Gulmarg Ski Rentals (pilot)';
  const dates = { created: new Date('2025-04-01T08:00:00Z'), edited: new Date('2025-05-01T08:00:00Z') };

  /** Project 7 created under another title and without Razorpay, then edited into what it is now. */
  async function storeWithHistory() {
    const store = createTestStore();
    const current = await currentContent(store, 'projects', '7');
    await seedRevisions(store, 'projects', '7', [
      {
        id: 'rev-create',
        kind: 'create',
        content: { ...current, title: OLD_TITLE, technologies: ['Flutter', 'Firebase', 'Node.js'] },
        savedAt: dates.created,
        savedBy: 'demo-admin',
        savedByName: 'Aamir Qadri',
      },
      { id: 'rev-edit', kind: 'update', content: current, savedAt: dates.edited },
    ]);
    return store;
  }

  async function openHistory(user: UserEvent) {
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    return within(dialog).findByRole('list', { name: 'Versions' });
  }

  it('lists the versions and restores one for an editor, then the form shows it', async () => {
    const store = await storeWithHistory();
    const { user } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.editor, store });
    expect(await screen.findByRole('textbox', { name: 'Project Title' })).toHaveValue(
      'Gulmarg Ski Rentals App',
    );
    const versions = await openHistory(user);
    const [edit, create] = within(versions).getAllByRole('listitem');
    expect(edit).toHaveTextContent('by Saima Mir');
    expect(edit).toHaveTextContent('Changed project title, technologies');
    expect(create).toHaveTextContent('Created the project');
    expect(create).toHaveTextContent('by Aamir Qadri');

    await user.click(
      within(create!).getByRole('button', {
        name: `Compare the version of ${formatDateTimeToSecond(dates.created)}`,
      }),
    );
    const compare = await screen.findByRole('dialog', { name: 'Compare with the current version' });
    expect(within(compare).getByRole('region', { name: 'Project Title' })).toHaveTextContent('(pilot)');
    const technologies = within(compare).getByRole('region', { name: 'Technologies' });
    expect(within(technologies).getByRole('insertion')).toHaveTextContent('Razorpay');

    await user.click(within(compare).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    await waitFor(() => expect(field('Project Title')).toHaveValue(OLD_TITLE));
    expect(chips('Technologies')).toEqual(['Flutter', 'Firebase', 'Node.js']);
    expect((await store.get('projects', '7'))?.data).toMatchObject({
      title: OLD_TITLE,
      technologies: ['Flutter', 'Firebase', 'Node.js'],
      client: 'Apharwat Adventures, Gulmarg',
    });
  });

  it('lets a read-only user read and compare the versions, with no Restore', async () => {
    const store = await storeWithHistory();
    const { user } = renderAdmin('/admin/projects/7/edit', { signedInAs: DEMO.viewer, store });
    expect(await screen.findByText('Read-only access')).toBeInTheDocument();
    const versions = await openHistory(user);
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    await user.click(
      within(versions).getByRole('button', {
        name: `Compare the version of ${formatDateTimeToSecond(dates.created)}`,
      }),
    );
    const compare = await screen.findByRole('dialog', { name: 'Compare with the current version' });
    expect(within(compare).getByRole('region', { name: 'Project Title' })).toBeInTheDocument();
    expect(within(compare).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('offers no history while creating a project', async () => {
    renderAdmin('/admin/projects/new', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('heading', { name: 'Create New Project', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });
});
