import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCollections } from '@/data/seed';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

const card = (label: string) =>
  screen.getByRole('heading', { name: label, level: 2 }).closest('div.flex-col') as HTMLElement;

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

    // 184 + 862 + 547 + 391 views of the four published posts; the draft has none.
    await waitFor(() => expect(card('Counted views')).toHaveTextContent('1,984'));
    expect(card('Counted views')).toHaveTextContent(
      'Once per visitor session, at most five every five minutes site-wide',
    );
    expect(card('Blog Posts')).toHaveTextContent('5');
    expect(card('Blog Posts')).toHaveTextContent('4 published · 1 draft');
    expect(card('Projects')).toHaveTextContent('9');
    expect(card('Projects')).toHaveTextContent('6 completed · 2 in progress · 1 planning');
    expect(card('Inquiries')).toHaveTextContent('2 new · 1 responded · 2 resolved');
    expect(card('Inquiries')).toHaveTextContent('3 new inquiries this month, 2 last month');
    expect(card('Inquiries')).toHaveTextContent('3 new inquiries this month, 2 last month (+50%)');
    expect(screen.queryByText(/Total Visitors/i)).not.toBeInTheDocument();
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
      failWhen: (_operation, collection) => failing && collection === 'projects',
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

    // The bound: the signed-in staff record (1) + the notification bell's newest 20 inquiries and 20
    // subscribers (40) + the recent inquiries (4) + the recent posts (3, and 1 more to know there is a
    // next page) + 14 aggregation requests (posts 6, projects 3, inquiries 5) at 1 read each up to 1,000
    // matched entries + the admin's recent activity (5) = 68, and the next scheduled posts (at most 3;
    // none here). Reading every inquiry, as the dashboard once did, is 1,000 on its own.
    expect(counting.reads()).toBeLessThanOrEqual(68);
    expect(counting.log().filter((entry) => entry.operation === 'aggregate')).toHaveLength(14);
  });

  it('shows a count that reached the query cap as "10,000+"', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.admin, store: storeWithInquiries(10_001) });
    await waitFor(() => expect(card('Inquiries')).toHaveTextContent('10,000+'));
    expect(card('Inquiries')).toHaveTextContent('10,000+ new · 0 responded · 0 resolved');
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
    renderAdmin('/admin', { signedInAs: DEMO.editor, store });
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

  it('says when nothing is scheduled', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.editor });
    const scheduled = await screen.findByRole('region', { name: 'Scheduled posts' });
    expect(await within(scheduled).findByText(/Nothing scheduled/)).toBeInTheDocument();
  });
});
