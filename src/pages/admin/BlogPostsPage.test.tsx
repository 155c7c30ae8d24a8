import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreError, type DataStore, type WriteOperation } from '@/data/store';
import { seedCollections } from '@/data/seed';
import { notify } from '@/lib/notify';
import { derivedFieldsFor } from '@/data/search-words';
import { recountStats } from '@/testing/collection-stats';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore, replaceText } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('region', { name: 'Blog posts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const titles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const columnHeader = (name: string) => screen.getByRole('columnheader', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search posts' });

/** A post as the app's writes store it: with the words staff search it by. */
function stored(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, ...derivedFieldsFor('blog_posts', data) };
}

async function listLoaded() {
  await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Why a fast website'));
}

/** The seed's 5 posts plus `extra` more, dated one day apart in 2025. */
async function storeWithManyPosts(extra: number): Promise<DataStore> {
  const store = createTestStore();
  for (let index = 1; index <= extra; index += 1) {
    const day = String(index).padStart(2, '0');
    await store.create(
      'blog_posts',
      String(100 + index),
      stored({
        title: `Archive post ${day}`,
        status: 'Published',
        category: 'Archive',
        author: 'Aamir Bhat',
        date: `2025-01-${day}`,
        views: index,
        tags: [],
        createdAt: new Date(`2025-01-${day}T08:00:00.000Z`),
      }),
    );
  }
  return recountStats(store);
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

    // The search looks through every post, by whole words of the title, and says so.
    const search = searchBox();
    expect(search).toHaveAccessibleDescription(/Whole words of the title, in every post/);
    await user.type(search, 'MACHINE');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Practical machine learning');
    // With the filters: a Published post is no Draft.
    await user.selectOptions(status, 'Draft');
    expect(await screen.findByText('No posts found matching your criteria.')).toBeInTheDocument();
    await user.selectOptions(status, 'All');
    await user.clear(search);
    await user.type(search, 'no such post');
    expect(await screen.findByText('No posts found matching your criteria.')).toBeInTheDocument();
    // Nothing to search for: the box says so, and the list is every post.
    await user.clear(search);
    await user.type(search, 'the');
    expect(search).toHaveAccessibleDescription(/Type a whole word of letters or digits/);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
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
    // The sort and the search are queries too: each starts again at page 1.
    await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
    await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
    await user.type(searchBox(), 'archive post');
    expect(await screen.findByText('Page 1: 10 found')).toBeInTheDocument();
    await waitFor(() => expect(titles()[0]).toBe('Archive post 01'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2: 8 found')).toBeInTheDocument();
    expect(titles()).toEqual(Array.from({ length: 8 }, (_, index) => `Archive post ${index + 11}`));
    const link = first.location();
    const params = new URL(link, 'http://localhost').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      category: 'Archive',
      size: '10',
      sort: 'views-asc',
      q: 'archive post',
      after: expect.stringMatching(/^n10:110$/),
    });
    first.unmount();

    renderAdmin(link, { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(titles()[0]).toBe('Archive post 11'));
    expect(titles()).toHaveLength(8);
    expect(screen.getByText('Page 2: 8 found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Archive');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(searchBox()).toHaveValue('archive post');
    expect(columnHeader('Views')).toHaveAttribute('aria-sort', 'ascending');
  }, 30_000);

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

  describe('folding the views counted since the last fold', () => {
    /** The seed, with November 2026's post 1 counted 3 times in shard 2, 1 of them folded (it is the 22nd). */
    function storeWithPendingViews(): DataStore {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
      return createTestStore({
        seed: {
          ...seedCollections,
          visit_stats: { '2026-11-2': { posts: { '1': 3 }, folded: { '1': 1 } } },
        },
      });
    }
    const viewsOf = (title: string) =>
      within(bodyRows().find((row) => row.textContent?.includes(title))!).getAllByRole('cell')[5]!;
    const FIRST = 'Why a fast website wins';

    it('adds them to the posts as an editor opens the list, which then shows them', async () => {
      const store = storeWithPendingViews();
      const toasts = [vi.spyOn(notify, 'success'), vi.spyOn(notify, 'error')];
      renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
      await listLoaded();
      // 184 + 3 - 1.
      await waitFor(() => expect(viewsOf(FIRST)).toHaveTextContent('186'));
      expect((await store.get('visit_stats', '2026-11-2'))?.data.folded).toEqual({ '1': 3 });
      expect((await store.get('blog_posts', '1'))?.data).toMatchObject({
        views: 186,
        viewsFold: '2026-11-2',
      });
      for (const toast of toasts) expect(toast).not.toHaveBeenCalled();
    });

    it('leaves them for an editor when the read-only role opens the list', async () => {
      const store = storeWithPendingViews();
      const get = vi.spyOn(store, 'get');
      const batch = vi.spyOn(store, 'batch');
      renderAdmin('/admin/blog-posts', { signedInAs: DEMO.viewer, store });
      await listLoaded();
      expect(viewsOf(FIRST)).toHaveTextContent('184');
      expect(batch).not.toHaveBeenCalled();
      expect(get.mock.calls.filter(([collection]) => collection === 'visit_stats')).toEqual([]);
      expect((await store.get('visit_stats', '2026-11-2'))?.data.folded).toEqual({ '1': 1 });
    });

    it('says the Views include estimates when a day this month was past the counting budget, reading nothing more', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
      const store = createTestStore({
        seed: {
          ...seedCollections,
          visit_stats: {
            '2026-11-2': { days: { '20': { visits: 900, views: 900, flushes: 700, sampled: 30 } } },
            '2026-11-4': { days: { '21': { visits: 800, views: 800, flushes: 680, sampled: 12 } } },
          },
        },
      });
      const get = vi.spyOn(store, 'get');
      renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
      await listLoaded();
      expect((await screen.findByText('Some views are estimates.')).parentElement).toHaveTextContent(
        'On 2 days this month more people came than the free plan’s counting budget allows, so 1 in 8 pages was counted, for 8: the Views of posts read those days include estimates.',
      );
      // The fold's read of the month's 5 shards, once.
      expect(get.mock.calls.filter(([collection]) => collection === 'visit_stats')).toHaveLength(5);
    });

    it('says nothing of estimates when every view this month was counted', async () => {
      renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store: storeWithPendingViews() });
      await listLoaded();
      await waitFor(() => expect(viewsOf(FIRST)).toHaveTextContent('186'));
      expect(screen.queryByText('Some views are estimates.')).not.toBeInTheDocument();
    });

    it('shows the list as it is, without a toast, when the fold fails', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const toast = vi.spyOn(notify, 'error');
      const store = storeWithPendingViews();
      vi.spyOn(store, 'batch').mockRejectedValue(new StoreError('permission-denied', 'Refused.'));
      renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store });
      await listLoaded();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Could not add the counted views to the posts.', expect.anything()),
      );
      expect(viewsOf(FIRST)).toHaveTextContent('184');
      expect(toast).not.toHaveBeenCalled();
    });
  });

  describe('across every post, with bounded reads', () => {
    const EXTRA = 100;
    const PAGE_READS = 25 + 1; // the default page size, and one more to know whether there is a next page
    const OLDEST = 'Houseboat bookings through a long winter';

    /**
     * The seed plus 100 older posts, one a day from 2024-01-01 (the oldest first): the oldest is a
     * Draft that holds a word no other title has, and has the most views of all; two titles start with
     * "apple" (in lower case, which Firestore orders after every capital) and "Zebra".
     */
    async function crowdedStore(): Promise<DataStore> {
      const store = createTestStore();
      const start = Date.parse('2024-01-01T08:00:00.000Z');
      const title = (index: number) =>
        index === 0
          ? OLDEST
          : index === 1
            ? 'apple orchards online'
            : index === 2
              ? 'Zebra crossings'
              : `Note ${index}`;
      const operations: WriteOperation[] = Array.from({ length: EXTRA }, (_, index) => ({
        type: 'create',
        collection: 'blog_posts',
        id: String(200 + index),
        data: stored({
          title: title(index),
          status: index === 0 ? 'Draft' : 'Published',
          category: 'Notes',
          author: 'Aamir Bhat',
          date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
          views: index === 0 ? 5000 : index,
          tags: [],
          createdAt: new Date(start + index * 86_400_000),
        }),
      }));
      await store.batch(operations);
      return recountStats(store);
    }

    async function renderCrowded() {
      const counting = createCountingStore(await crowdedStore());
      const rendered = renderAdmin('/admin/blog-posts', { signedInAs: DEMO.editor, store: counting.store });
      await listLoaded();
      await waitFor(() => expect(screen.getByText('Showing 1–25')).toBeInTheDocument());
      // The oldest post is on the fifth page of 25.
      expect(titles()).not.toContain(OLDEST);
      counting.resetReads();
      return { ...rendered, counting };
    }

    it('finds a post four pages down by a word of its title, with the filters, a page of reads each', async () => {
      const { user, counting } = await renderCrowded();
      await replaceText(user, searchBox(), 'houseboat');
      await waitFor(() => expect(titles()).toEqual([OLDEST]));
      expect(counting.reads()).toBeLessThanOrEqual(PAGE_READS);
      expect(screen.getByText('Page 1: 1 found')).toBeInTheDocument();

      counting.resetReads();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Notes');
      await waitFor(() => expect(titles()).toEqual([OLDEST]));
      await replaceText(user, searchBox(), 'winter bookings');
      // Three queries (status, category, the new words), each a page of reads at most.
      await waitFor(() => expect(counting.log()).toHaveLength(3));
      await waitFor(() => expect(titles()).toEqual([OLDEST]));
      expect(counting.reads()).toBeLessThanOrEqual(3 * PAGE_READS);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
      expect(await screen.findByText('No posts found matching your criteria.')).toBeInTheDocument();
    }, 30_000);

    it('sorts every post by views, most viewed first, and titles A to Z (any case) across every post', async () => {
      const { user, counting } = await renderCrowded();
      await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
      await waitFor(() => expect(titles()[0]).toBe(OLDEST));
      expect(bodyRows()[0]).toHaveTextContent('5,000');
      expect(bodyRows()).toHaveLength(25);
      expect(counting.reads()).toBeLessThanOrEqual(PAGE_READS);

      counting.resetReads();
      await user.click(within(columnHeader('Title')).getByRole('button', { name: 'Title' }));
      await waitFor(() => expect(titles()[0]).toBe('apple orchards online'));
      expect(counting.reads()).toBeLessThanOrEqual(PAGE_READS);
      await user.click(within(columnHeader('Title')).getByRole('button', { name: 'Title' }));
      await waitFor(() => expect(titles()[0]).toBe('Zebra crossings'));
    }, 30_000);

    it('sorts the posts a search finds across all of them', async () => {
      const { user, counting } = await renderCrowded();
      await user.click(within(columnHeader('Views')).getByRole('button', { name: 'Views' }));
      await replaceText(user, searchBox(), 'note');
      expect(await screen.findByText('Page 1: 25 found')).toBeInTheDocument();
      await waitFor(() => expect(titles()[0]).toBe('Note 99'));
      expect(counting.reads()).toBeLessThanOrEqual(2 * PAGE_READS);
    }, 30_000);
  });
});
