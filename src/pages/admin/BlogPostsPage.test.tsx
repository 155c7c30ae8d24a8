import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStore } from '@/data/store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('region', { name: 'Blog posts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const titles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const columnHeader = (name: string) => screen.getByRole('columnheader', { name });

async function listLoaded() {
  await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Why a fast website'));
}

/** The seed's 5 posts plus `extra` more, dated one day apart in 2025. */
async function storeWithManyPosts(extra: number): Promise<DataStore> {
  const store = createTestStore();
  for (let index = 1; index <= extra; index += 1) {
    const day = String(index).padStart(2, '0');
    await store.create('blog_posts', String(100 + index), {
      title: `Archive post ${day}`,
      status: 'Published',
      category: 'Archive',
      author: 'Aamir Bhat',
      date: `2025-01-${day}`,
      views: index,
      tags: [],
      createdAt: new Date(`2025-01-${day}T08:00:00.000Z`),
    });
  }
  return store;
}

describe('BlogPostsPage', () => {
  it('shows 5 skeleton rows while loading, then every post newest first', async () => {
    const store = createTestStore();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const list = store.list.bind(store);
    vi.spyOn(store, 'list').mockImplementation(async (...args) => {
      await held;
      return list(...args);
    });
    renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
    expect(await screen.findByRole('heading', { name: 'Blog Posts', level: 1 })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(within(table()).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    release();

    await listLoaded();
    expect(titles()).toEqual([
      'Why a fast website wins more customers than a pretty one',
      'Local SEO for Kashmir tourism businesses: a practical checklist',
      'WordPress or a custom CMS? How we help clients decide',
      'Practical machine learning for small companies: start with your spreadsheet',
      'Designing for the phone first: UX lessons from Indian users',
    ]);
    for (const name of ['Title', 'Status', 'Category', 'Author', 'Date', 'Views', 'Actions']) {
      expect(columnHeader(name)).toBeInTheDocument();
    }
    expect(columnHeader('Date')).toHaveAttribute('aria-sort', 'descending');
    const first = bodyRows()[0]!;
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('Web Development');
    expect(first).toHaveTextContent('Aamir Bhat');
    expect(first).toHaveTextContent('14 Oct 2026');
    expect(first).toHaveTextContent('184');
    expect(bodyRows()[4]).toHaveTextContent('Draft');
    expect(screen.getByText('Showing 1–5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    // One page only: nowhere to go.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('links to the new-post screen, each post’s editor, and published posts on the blog', async () => {
    renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor });
    await listLoaded();
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/blog-posts/new');
    const view = screen.getByRole('link', {
      name: 'View Why a fast website wins more customers than a pretty one (opens in a new tab)',
    });
    // The post's readable address (its slug), not its id.
    expect(view).toHaveAttribute('href', '/blog/why-a-fast-website-wins-more-customers-than-a-pretty-one');
    expect(view).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Edit Why a fast website wins more customers than a pretty one' }),
    ).toHaveAttribute('href', '/admin/blog-posts/1/edit');
    // The draft is not on the blog, so it has no View link.
    const draft = bodyRows()[4]!;
    expect(within(draft).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/admin/blog-posts/5/edit',
    );
  });

  it('filters by status and category, and searches titles', async () => {
    const { user } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor });
    await listLoaded();
    const status = screen.getByRole('combobox', { name: 'Status' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Published', 'Draft']);
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Machine Learning', 'SEO', 'Web Development']);

    await user.selectOptions(status, 'Draft');
    await waitFor(() =>
      expect(titles()).toEqual(['Designing for the phone first: UX lessons from Indian users']),
    );
    await user.selectOptions(status, 'Published');
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.selectOptions(category, 'Web Development');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Why a fast website wins more customers than a pretty one',
        'WordPress or a custom CMS? How we help clients decide',
      ]),
    );
    await user.selectOptions(status, 'All');
    await user.selectOptions(category, 'All');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    // The title search looks through the page shown.
    const search = screen.getByRole('searchbox', { name: 'Search this page' });
    await user.type(search, 'MACHINE');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Practical machine learning');
    await user.clear(search);
    await user.type(search, 'no such post');
    expect(await screen.findByText('No posts found matching your criteria.')).toBeInTheDocument();
  });

  it('sorts by a column header, flipping the direction on a second click', async () => {
    const { user } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor });
    await listLoaded();
    await user.click(within(columnHeader('Title')).getByRole('button', { name: 'Title' }));
    expect(columnHeader('Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(columnHeader('Date')).toHaveAttribute('aria-sort', 'none');
    expect(titles()[0]).toBe('Designing for the phone first: UX lessons from Indian users');
    expect(titles()[4]).toBe('WordPress or a custom CMS? How we help clients decide');
    await user.click(within(columnHeader('Title')).getByRole('button', { name: 'Title' }));
    expect(columnHeader('Title')).toHaveAttribute('aria-sort', 'descending');
    expect(titles()[0]).toBe('WordPress or a custom CMS? How we help clients decide');

    // Views start with the most read.
    await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
    expect(columnHeader('Views')).toHaveAttribute('aria-sort', 'descending');
    expect(titles()[0]).toBe('Local SEO for Kashmir tourism businesses: a practical checklist');
  });

  it('pages through the store with the rows per page chosen, starting again at page 1 on a change', async () => {
    const { user } = renderAdmin('/admin/blog-posts', {
      signedInAs: DEMO.editor,
      store: await storeWithManyPosts(18),
    });
    await listLoaded();
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getByText('Showing 1–23')).toBeInTheDocument();
    const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(rowsPerPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);

    await user.selectOptions(rowsPerPage, '10');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('Showing 1–10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–20')).toBeInTheDocument();
    expect(titles()[0]).toBe('Archive post 13');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–23')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 11–20')).toBeInTheDocument();
    expect(titles()[0]).toBe('Archive post 13');

    // A filter starts again at page 1, with the same rows per page…
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Archive');
    expect(await screen.findByText('Showing 1–10')).toBeInTheDocument();
    await waitFor(() => expect(titles()[0]).toBe('Archive post 18'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–18')).toBeInTheDocument();
    // …and so does another page size.
    await user.selectOptions(rowsPerPage, '50');
    expect(await screen.findByText('Showing 1–18')).toBeInTheDocument();
  });

  it('keeps the filters, sort, search and page in the address, so a link opens the same view', async () => {
    const store = await storeWithManyPosts(18);
    const first = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
    const { user } = first;
    await listLoaded();
    expect(first.location()).toBe('/admin/blog-posts');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Archive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(titles()[0]).toBe('Archive post 18'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–18')).toBeInTheDocument();
    await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
    await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search this page' }), 'post 0');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Archive post 01',
        'Archive post 02',
        'Archive post 03',
        'Archive post 04',
        'Archive post 05',
        'Archive post 06',
        'Archive post 07',
        'Archive post 08',
      ]),
    );
    const link = first.location();
    expect(link).toMatch(
      /^\/admin\/blog-posts\?category=Archive&size=10&after=\d+%3A[\w-]+&sort=views-asc&q=post\+0$/,
    );
    first.unmount();

    renderAdmin(link, { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(titles()[0]).toBe('Archive post 01'));
    expect(titles()).toHaveLength(8);
    expect(screen.getByText('Showing 11–18')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Archive');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('searchbox', { name: 'Search this page' })).toHaveValue('post 0');
    expect(columnHeader('Views')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('reads unknown values in the address as the defaults', async () => {
    const { location } = renderAdmin('/admin/blog-posts?status=Archived&sort=colour&size=7&after=x,,y', {
      signedInAs: DEMO.editor,
    });
    await listLoaded();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(columnHeader('Date')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(location()).toContain('status=Archived');
  });

  it('deletes a post after confirming', async () => {
    const { user, store } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor });
    await listLoaded();
    const title = 'WordPress or a custom CMS? How we help clients decide';

    await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Blog Post' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this blog post? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await store.get('blog_posts', '3')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Blog Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(titles()).not.toContain(title);
    expect(await store.get('blog_posts', '3')).toBeNull();
    // Its address is free again.
    expect(await store.get('slugs', 'wordpress-or-a-custom-cms-how-we-help-clients-decide')).toBeNull();
  });

  it('says when the store refuses the delete and keeps the dialog open', async () => {
    const store = createTestStore({
      // The post and its slugs record are deleted in one batch.
      failWhen: (operation, collection) => operation === 'delete' && collection === 'blog_posts',
    });
    const { user } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
    await listLoaded();
    await user.click(screen.getAllByRole('button', { name: /^Delete / })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Blog Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the blog post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Blog Post' })).toBeInTheDocument();
    expect(await store.get('blog_posts', '1')).not.toBeNull();
  });

  it('reports an unexpected failure while deleting', async () => {
    const store = createTestStore();
    vi.spyOn(store, 'batch').mockRejectedValue(new TypeError('Something broke'));
    const { user } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
    await listLoaded();
    await user.click(screen.getAllByRole('button', { name: /^Delete / })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Blog Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('An unexpected error occurred while deleting the post.'),
    ).toBeInTheDocument();
  });

  it('shows the connection-error panel and a toast, and recovers with Retry Connection', async () => {
    let offline = true;
    const store = createTestStore({
      failWhen: (operation, collection) => offline && operation === 'list' && collection === 'blog_posts',
    });
    const { user } = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Connection error');
    expect(await screen.findByText('Error loading posts')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Blog posts' })).not.toBeInTheDocument();

    offline = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry Connection' }));
    await listLoaded();
    expect(screen.queryByText('Connection error')).not.toBeInTheDocument();
  });

  it('shows the read-only role the list without New, Edit or Delete', async () => {
    renderAdmin('/admin/blog-posts', { signedInAs: DEMO.viewer });
    await listLoaded();
    expect(screen.queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(4);
  });
});
