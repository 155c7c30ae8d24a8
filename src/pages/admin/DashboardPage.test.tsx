import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedBlogPosts, seedCollections } from '@/data/seed';
import type { DataStore } from '@/data/store';
import { recountStats } from '@/testing/collection-stats';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

const card = (label: string) =>
  screen.getByRole('heading', { name: label, level: 2 }).closest('div.flex-col') as HTMLElement;
const listOf = (name: string) => screen.getByRole('list', { name });
const isStatsRead = (entry: { collection: string }) => entry.collection === 'visit_stats';

/** The seed, with its inquiries replaced by `count` new ones, one a minute back from 21 Nov 2026. */
function storeWithInquiries(count: number) {
  const inquiries = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `flood-${index}`,
      {
        name: `Sender ${index}`,
        email: `sender${index}@example.com`,
        subject: 'Hello',
        message: 'A message.',
        status: 'New',
        createdAt: new Date(Date.UTC(2026, 10, 21) - index * 60_000),
      },
    ]),
  );
  return createTestStore({ seed: { ...seedCollections, contact_inquiries: inquiries } });
}

beforeEach(() => {
  // The seed's inquiries are from November (3) and October (2) 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

describe('DashboardPage', () => {
  it('shows four figures computed from the stored data, with honest labels', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.admin });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Aamir/)).toBeInTheDocument();

    await waitFor(() => expect(card('Blog Posts')).toHaveTextContent('4 published · 1 draft'));
    expect(card('Blog Posts')).toHaveTextContent('5');
    // 184 + 862 + 547 + 391 views of the four published posts; the draft has none.
    expect(card('Blog Posts')).toHaveTextContent('1,984 views in all');
    // The seed's visits (October and November 2026), this month so far.
    await waitFor(() =>
      expect(card('Total Visitors')).toHaveTextContent(/visits this month, 894 last month/),
    );
    expect(card('Projects')).toHaveTextContent('9');
    expect(card('Projects')).toHaveTextContent('6 completed · 2 in progress · 1 planning');
    expect(card('Inquiries')).toHaveTextContent('2 new · 1 responded · 2 resolved');
    expect(card('Inquiries')).toHaveTextContent('3 new inquiries this month, 2 last month');
    expect(card('Inquiries')).toHaveTextContent('3 new inquiries this month, 2 last month (+50%)');
    expect(screen.queryByRole('heading', { name: 'Counted views' })).not.toBeInTheDocument();
  });

  it('lists the 4 newest inquiries with a View link and the 3 newest posts with an Edit link', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.editor });
    const inquiries = await screen.findByRole('region', { name: 'Recent inquiries' });
    await waitFor(() => expect(within(inquiries).getAllByRole('row')).toHaveLength(5));
    const firstInquiry = within(inquiries).getAllByRole('row')[1]!;
    expect(firstInquiry).toHaveTextContent('Rouf Ahmad Dar');
    expect(firstInquiry).toHaveTextContent('New website for our hotel in Gulmarg');
    expect(firstInquiry).toHaveTextContent('New');
    // It opens that inquiry in the inbox.
    expect(within(firstInquiry).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/admin/inquiries?inquiry=1',
    );
    // Inquiry 2 has no stored status: shown as New.
    expect(within(inquiries).getAllByRole('row')[2]).toHaveTextContent('New');

    const posts = screen.getByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')).toHaveLength(4));
    const editLinks = within(posts).getAllByRole('link', { name: /^Edit / });
    expect(editLinks).toHaveLength(3);
    expect(editLinks[0]!.getAttribute('href')).toMatch(/^\/admin\/blog-posts\/[^/]+\/edit$/);
  });

  it('gives the read-only role View links to published posts instead of Edit', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.viewer });
    const posts = await screen.findByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')).toHaveLength(4));
    expect(within(posts).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(posts).getAllByRole('link', { name: /^View .*new tab/ }).length).toBeGreaterThan(0);
  });

  it('shows admins the five newest audit entries, each target linked, and a link to Activity', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [
        `a${index}`,
        {
          actor: index % 2 ? 'demo-admin' : 'demo-editor',
          actorName: index % 2 ? 'Aamir Qadri' : 'Saima Mir',
          action: 'post.update',
          collection: 'blog_posts',
          docId: String(index + 1),
          summary: `Post ${index + 1}`,
          // a0 is the newest: 22 Nov 2026 11:00, then an hour earlier each.
          at: new Date(Date.UTC(2026, 10, 22, 11) - index * 3_600_000),
          before: null,
          after: null,
        },
      ]),
    );
    const counting = createCountingStore(
      createTestStore({ seed: { ...seedCollections, audit_log: entries } }),
    );
    renderAdmin('/admin', { signedInAs: DEMO.admin, store: counting.store });
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(5));
    const [first] = within(activity).getAllByRole('listitem');
    expect(first).toHaveTextContent('Saima Mir · Edited post');
    expect(within(first!).getByRole('link', { name: 'Post 1' })).toHaveAttribute(
      'href',
      '/admin/blog-posts/1/edit',
    );
    expect(within(first!).getByText('1 h ago')).toHaveAttribute('dateTime', '2026-11-22T11:00:00.000Z');
    expect(within(activity).queryByText('Post 6')).not.toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'All activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
    const logReads = counting.log().filter((entry) => entry.collection === 'audit_log');
    expect(logReads).toEqual([{ operation: 'list', collection: 'audit_log', reads: 5 }]);
  });

  it.each([
    ['editors', DEMO.editor],
    ['the read-only role', DEMO.viewer],
  ])('shows %s no activity card and reads no audit entry', async (_who, email) => {
    const counting = createCountingStore(createTestStore());
    renderAdmin('/admin', { signedInAs: email, store: counting.store });
    const posts = await screen.findByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(counting.log().some((entry) => entry.collection === 'audit_log')).toBe(false);
  });

  it('says when figures could not be loaded and retries', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (_operation, collection) => failing && collection === 'stats',
    });
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });
    expect(await screen.findByText('Some figures could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Projects')).toHaveTextContent('9'));
    expect(screen.queryByText('Some figures could not be loaded')).not.toBeInTheDocument();
  });

  it('reads a bounded number of documents however many inquiries there are', async () => {
    const counting = createCountingStore(storeWithInquiries(1000));
    renderAdmin('/admin', { signedInAs: DEMO.admin, store: counting.store });
    await waitFor(() => expect(card('Inquiries')).toHaveTextContent('1,000'));
    expect(card('Inquiries')).toHaveTextContent('1,000 new · 0 responded · 0 resolved');
    expect(card('Inquiries')).toHaveTextContent('1,000 new inquiries this month, 0 last month');
    expect(card('Projects')).toHaveTextContent('9');
    const recent = screen.getByRole('region', { name: 'Recent inquiries' });
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(5));
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent('Sender 0');
    const posts = screen.getByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')).toHaveLength(4));

    // The bound: the signed-in staff record (1) + the notification bell's count of inquiries and
    // subscribers since the look-back (2 count() requests) + the recent inquiries (4) + the recent posts
    // (3) + the counts of posts (their summed views too), projects and inquiries (stats/blog_posts,
    // stats/projects, stats/contact_inquiries: 3) + 4 aggregation requests (posts and inquiries this month
    // and last) at 1 read each up to 1,000 matched entries + the admin's recent activity (5) = 22, and the
    // next scheduled posts (at most 4, and the list holds them all when fewer, so no count of them; none
    // here: 1); the traffic: last month's summary (1; not there yet, so its shards too: once an editor's
    // load has summed it up, 1 instead of 5), this month's and last month's statistics (10) and the titles of the most-read
    // posts (at most 5; 4 here); the fold an admin makes looks in those same statistics (no read of its
    // own; nothing is pending in the seed, so no transaction). Reading every inquiry, as the dashboard once
    // did, is 1,000 on its own.
    await waitFor(() => expect(within(listOf('Most-read posts')).getAllByRole('listitem')).toHaveLength(4));
    expect(counting.log().filter(isStatsRead)).toHaveLength(1 + 10);
    expect(counting.reads()).toBeLessThanOrEqual(22 + 1 + 1 + 10 + 5);
    expect(counting.log().filter((entry) => entry.operation === 'aggregate')).toHaveLength(4 + 2);
  });

  it('shows the inquiries by status exactly past the query cap, and a month that reached it as "10,000+"', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.admin, store: storeWithInquiries(10_001) });
    await waitFor(() => expect(card('Inquiries')).toHaveTextContent('10,001'));
    expect(card('Inquiries')).toHaveTextContent('10,001 new · 0 responded · 0 resolved');
    expect(card('Inquiries')).toHaveTextContent('10,000+ new inquiries this month, 0 last month');
    expect(card('Projects')).not.toHaveTextContent('+');
  });

  it('lists the next scheduled posts, soonest first, with their time in India time and a countdown', async () => {
    const store = createTestStore();
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const draft = (await store.get('blog_posts', '5'))!.data;
    await store.set('blog_posts', '5', { ...draft, status: 'Published', publishAt: hours(30) });
    await store.set('blog_posts', '6', {
      ...draft,
      title: 'Sooner post',
      status: 'Published',
      publishAt: hours(2),
    });
    renderAdmin('/admin', { signedInAs: DEMO.editor, store: await recountStats(store) });
    const scheduled = await screen.findByRole('region', { name: 'Scheduled posts' });
    await waitFor(() => expect(within(scheduled).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(scheduled).getAllByRole('row');
    expect(first).toHaveTextContent(/Sooner post.* IST.*in (1 h 59 min|2 h 0 min)/);
    expect(second).toHaveTextContent(/Designing for the phone first.* IST.*in (29 h 59 min|30 h 0 min)/);
    expect(within(first!).getByRole('link', { name: 'Edit Sooner post' })).toHaveAttribute(
      'href',
      '/admin/blog-posts/6/edit',
    );
    // Not public yet: not counted as published.
    expect(card('Blog Posts')).toHaveTextContent('4 published · 2 scheduled · 0 drafts');
  });

  it('shows the next three of more scheduled posts, and counts them all', async () => {
    const store = createTestStore();
    for (const id of ['1', '2', '3', '4', '5']) {
      const post = (await store.get('blog_posts', id))!.data;
      await store.set('blog_posts', id, {
        ...post,
        status: 'Published',
        publishAt: new Date(Date.now() + Number(id) * 3_600_000),
      });
    }
    renderAdmin('/admin', { signedInAs: DEMO.editor, store: await recountStats(store) });
    const scheduled = await screen.findByRole('region', { name: 'Scheduled posts' });
    await waitFor(() => expect(within(scheduled).getAllByRole('row')).toHaveLength(1 + 3));
    await waitFor(() => expect(card('Blog Posts')).toHaveTextContent('0 published · 5 scheduled · 0 drafts'));
  });

  it('says when nothing is scheduled', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.editor });
    const scheduled = await screen.findByRole('region', { name: 'Scheduled posts' });
    expect(await within(scheduled).findByText(/Nothing scheduled/)).toBeInTheDocument();
  });
});

/** The seed with these visit statistics in place of its own. */
function storeWithVisits(visitStats: Record<string, Record<string, unknown>>): DataStore {
  return createTestStore({ seed: { ...seedCollections, visit_stats: visitStats } });
}

const day = (visits: number, postViews: number) => ({ visits, views: visits + postViews, postViews });

/**
 * November 2026 (today is the 22nd) and October: 20 visits against 24, the last 30 days from 24 October.
 * Post '77' does not exist (deleted); 'blogPost' is no page key (posts are counted apart).
 */
const visitStats = {
  '2026-11-0': {
    days: { '01': day(10, 5), '22': day(7, 4) },
    posts: { '2': 6, '1': 4, '77': 3 },
    pages: { home: 20, service: 12, blogPost: 50 },
    referrers: { 'www~google~com': 4, 't~co': 2 },
  },
  '2026-11-2': {
    days: { '22': day(3, 1) },
    posts: { '2': 3 },
    pages: { home: 10, contact: 5, blog: 4 },
    referrers: { 'www~google~com': 2, 'www~bing~com': 1 },
  },
  '2026-10-1': {
    days: { '05': day(8, 0), '24': day(6, 2), '31': day(10, 3) },
    posts: { '3': 4, '4': 1, '5': 2 },
    pages: { about: 2, packages: 1 },
    referrers: { 'l~facebook~com': 1, 'duckduckgo~com': 1, 'news~ycombinator~com': 1 },
  },
};

const itemsOf = (name: string) =>
  within(listOf(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('DashboardPage traffic', () => {
  it('shows this month’s visits so far against last month’s on the Total Visitors card', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.viewer, store: storeWithVisits(visitStats) });
    await waitFor(() => expect(card('Total Visitors')).toHaveTextContent('20'));
    expect(card('Total Visitors')).toHaveTextContent('30 views this month, 10 of them of posts');
    expect(card('Total Visitors')).toHaveTextContent('20 visits this month, 24 last month (-17%)');
  });

  it('charts the last 30 days, with the figures of each day in a table', async () => {
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.viewer, store: storeWithVisits(visitStats) });
    const chart = await screen.findByRole('img', { name: /^Line chart of visits and post views a day/ });
    expect(chart).toHaveAccessibleName(
      'Line chart of visits and post views a day, the last 30 days: 36 visits and 15 post views in all; ' +
        'the busiest day, 31 Oct, had 10 visits.',
    );
    await user.click(screen.getByText('Show as table'));
    const days = screen.getByRole('table', { name: 'Visits and post views a day, the last 30 days' });
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Visits', 'Post views']);
    const rows = within(days).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const figures = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      );
    expect(figures(rows[0]!)).toEqual(['24 Oct', '6', '2']);
    expect(figures(rows[1]!)).toEqual(['25 Oct', '0', '0']);
    expect(figures(rows[7]!)).toEqual(['31 Oct', '10', '3']);
    expect(figures(rows[8]!)).toEqual(['1 Nov', '10', '5']);
    expect(figures(rows[29]!)).toEqual(['22 Nov', '10', '5']);
  });

  it('says which figures are estimates when a day was sampled above the counting budget', async () => {
    const sampledDay = { ...day(1_200, 900), sampled: 35 };
    const withSampling = {
      ...visitStats,
      '2026-11-2': { ...visitStats['2026-11-2'], days: { '22': day(3, 1), '21': sampledDay } },
    };
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.viewer, store: storeWithVisits(withSampling) });
    await waitFor(() => expect(card('Total Visitors')).toHaveTextContent('1,220'));
    expect(card('Total Visitors')).toHaveTextContent('estimated on the busiest days');
    const traffic = screen.getByRole('region', { name: 'Traffic' });
    expect(within(traffic).getByText('Some figures are estimates.').parentElement).toHaveTextContent(
      'On 1 day since the first of last month, more people came than the free plan’s counting budget allows, so from then on 1 in 8 pages was counted, for 8.',
    );
    await user.click(within(traffic).getByText('Show as table'));
    const rows = within(screen.getByRole('table', { name: 'Visits and post views a day, the last 30 days' }))
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows.filter((label) => label?.includes('estimate'))).toEqual(['21 Novestimate']);
  });

  it('says nothing of estimates when every view was counted', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.viewer, store: storeWithVisits(visitStats) });
    await waitFor(() => expect(card('Total Visitors')).toHaveTextContent('20'));
    expect(card('Total Visitors')).not.toHaveTextContent('estimated');
    expect(screen.queryByText('Some figures are estimates.')).not.toBeInTheDocument();
  });

  it('lists the most-read posts, the most-read pages and the sites visitors came from', async () => {
    const counting = createCountingStore(storeWithVisits(visitStats));
    renderAdmin('/admin', { signedInAs: DEMO.editor, store: counting.store });
    await waitFor(() => expect(itemsOf('Most-read posts')[0]).toContain(seedBlogPosts['2']?.title as string));
    expect(itemsOf('Most-read posts')).toEqual([
      `${seedBlogPosts['2']?.title as string}9 views`,
      `${seedBlogPosts['1']?.title as string}4 views`,
      `${seedBlogPosts['3']?.title as string}4 views`,
      'A deleted post3 views',
      `${seedBlogPosts['5']?.title as string}2 views`,
    ]);
    expect(
      within(listOf('Most-read posts')).getByRole('link', { name: seedBlogPosts['2']?.title as string }),
    ).toHaveAttribute('href', '/admin/blog-posts/2/edit');
    expect(itemsOf('Most-read pages')).toEqual([
      'Home30 views',
      'A service page12 views',
      'Contact5 views',
      'Blog4 views',
      'About2 views',
    ]);
    expect(itemsOf('Where visitors came from')).toEqual([
      'www.google.com6 visits',
      't.co2 visits',
      'duckduckgo.com1 visit',
      'l.facebook.com1 visit',
      'news.ycombinator.com1 visit',
    ]);
    // Within the bound: the two months' 10 statistics documents (and October's summary, not there yet),
    // read once for the figures and the editor's fold, and the titles of the five listed posts.
    expect(counting.log().filter(isStatsRead)).toHaveLength(1 + 10);
    const postGets = counting
      .log()
      .filter((entry) => entry.operation === 'get' && entry.collection === 'blog_posts');
    expect(postGets).toHaveLength(5);
  });

  it('reads the statistics only once for the read-only role, which does not fold', async () => {
    const counting = createCountingStore(storeWithVisits(visitStats));
    renderAdmin('/admin', { signedInAs: DEMO.viewer, store: counting.store });
    await waitFor(() => expect(itemsOf('Most-read posts')).toHaveLength(5));
    expect(within(listOf('Most-read posts')).queryByRole('link')).not.toBeInTheDocument();
    expect(counting.log().filter(isStatsRead)).toHaveLength(1 + 10);
  });

  it('sums up October once an editor has seen it folded, and reads that one document for it from then on', async () => {
    const store = storeWithVisits(visitStats);
    const first = renderAdmin('/admin', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(itemsOf('Most-read posts')).toHaveLength(5));
    const shown = ['Most-read posts', 'Most-read pages', 'Where visitors came from'].map(itemsOf);
    await waitFor(async () =>
      expect((await store.get('visit_stats', '2026-10'))?.data).toMatchObject({ closedBy: 'demo-editor' }),
    );
    first.unmount();

    const counting = createCountingStore(store);
    renderAdmin('/admin', { signedInAs: DEMO.viewer, store: counting.store });
    await waitFor(() => expect(itemsOf('Most-read posts')).toHaveLength(5));
    expect(['Most-read posts', 'Most-read pages', 'Where visitors came from'].map(itemsOf)).toEqual(shown);
    expect(card('Total Visitors')).toHaveTextContent('20 visits this month, 24 last month (-17%)');
    // November's 5 shards and October's summary.
    expect(counting.log().filter(isStatsRead)).toHaveLength(5 + 1);
  });

  it('says so when the site has no traffic yet', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.editor, store: storeWithVisits({}) });
    await waitFor(() =>
      expect(card('Total Visitors')).toHaveTextContent('0 visits this month, 0 last month'),
    );
    expect(card('Total Visitors')).toHaveTextContent('0 views this month, 0 of them of posts');
    const traffic = screen.getByRole('region', { name: 'Traffic' });
    expect(within(traffic).getByText(/No visits counted yet/)).toBeInTheDocument();
    expect(within(traffic).queryByRole('img')).not.toBeInTheDocument();
    expect(within(traffic).queryByText('Show as table')).not.toBeInTheDocument();
    expect(within(traffic).getByText('No post views yet.')).toBeInTheDocument();
    expect(within(traffic).getByText('No page views yet.')).toBeInTheDocument();
    expect(within(traffic).getByText('No referrers yet.')).toBeInTheDocument();
  });

  it('folds pending views for editors, so the posts’ figures show them', async () => {
    const store = storeWithVisits({ '2026-11-1': { posts: { '1': 5 }, folded: { '1': 2 } } });
    renderAdmin('/admin', { signedInAs: DEMO.editor, store });
    // 1,984 + 3.
    await waitFor(() => expect(card('Blog Posts')).toHaveTextContent('1,987 views in all'));
    const posts = screen.getByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')[1]).toHaveTextContent('187'));
    expect((await store.get('visit_stats', '2026-11-1'))?.data.folded).toEqual({ '1': 5 });
  });
});
