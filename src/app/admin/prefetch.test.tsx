import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@/components/admin/use-list-params';
import { seedBlogPosts, seedProjects, seedSiteSettings } from '@/data/seed';
import { AUDIT_LOG, CONTACT_INQUIRIES, SUBSCRIBERS, TRASH } from '@/data/repos/collections';
import { STATS } from '@/data/models/collection-stats';
import { STAFF_QUERY_LIMIT, type AggregateSpec, type DataStore } from '@/data/store';
import { NEXT_SCHEDULED, RECENT_INQUIRIES, RECENT_POSTS } from '@/features/dashboard/queries';
import { recountStats } from '@/testing/collection-stats';
import { seedDeleted } from '@/testing/history-fixtures';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';
import { prefetchAdminScreen } from './routes';

afterEach(() => {
  toast.dismiss();
});

/** One store read: what it asked for (a get's id, a list's limit), recorded once it answered. */
interface Read {
  operation: 'get' | 'list' | 'listGroup' | 'aggregate';
  collection: string;
  id?: string;
  limit?: number;
}

/** Wraps a store to record its reads, and how many are still on their way. */
function recordReads(inner: DataStore) {
  const reads: Read[] = [];
  let pending = 0;
  async function record<Result>(read: Read, answer: Promise<Result>): Promise<Result> {
    pending += 1;
    try {
      const result = await answer;
      reads.push(read);
      return result;
    } finally {
      pending -= 1;
    }
  }
  const store: DataStore = {
    ...inner,
    get: (collection, id) => record({ operation: 'get', collection, id }, inner.get(collection, id)),
    list: (collection, options) =>
      record({ operation: 'list', collection, limit: options?.limit }, inner.list(collection, options)),
    listGroup: (collection, options) =>
      record({ operation: 'listGroup', collection }, inner.listGroup(collection, options)),
    aggregate<Spec extends AggregateSpec>(
      collection: string,
      spec: Spec,
      options?: Parameters<DataStore['aggregate']>[2],
    ) {
      return record(
        { operation: 'aggregate', collection, limit: options?.limit },
        inner.aggregate(collection, spec, options),
      );
    },
  };
  return { store, reads: () => [...reads], pending: () => pending };
}

type Recorder = ReturnType<typeof recordReads>;

const PAGE_LIMIT = DEFAULT_PAGE_SIZE + 1;
const subscribersPage: Read = { operation: 'list', collection: SUBSCRIBERS, limit: PAGE_LIMIT };
const POST = { id: '1', title: seedBlogPosts['1']?.title as string };
const PROJECT = { id: '1', title: seedProjects['1']?.title as string };
const SUBSCRIBER = 'zainab@example.com';
const DELETED_POST = seedBlogPosts['2']?.title as string;
const LOGGED = 'Edited the pricing post';

/** The seed, with a subscriber, a deleted post and an entry in the activity log. */
async function seededStore(): Promise<DataStore> {
  const store = createTestStore();
  await store.create(SUBSCRIBERS, SUBSCRIBER, {
    email: SUBSCRIBER,
    createdAt: new Date('2026-11-20T10:00Z'),
  });
  await recountStats(store);
  await seedDeleted(store, 'blog_posts', '2', { by: 'demo-admin', byName: 'Aamir Qadri', at: new Date() });
  await store.create(AUDIT_LOG, 'a1', {
    actor: 'demo-editor',
    actorName: 'Saima Mir',
    action: 'post.update',
    collection: 'blog_posts',
    docId: '1',
    summary: LOGGED,
    at: new Date('2026-11-12T10:00Z'),
    before: null,
    after: null,
  });
  return store;
}

const sidebarLink = (name: string) => async () =>
  within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('link', { name });

interface ScreenCase {
  screen: string;
  /** Where the person is. */
  from: string;
  /** The link they hover, then click. */
  link: () => Promise<HTMLElement>;
  /** The screen's first reads: the hover makes each, the click none again. */
  reads: readonly Read[];
  /** What the screen shows once there. */
  shows: () => Promise<unknown>;
}

const cases: ScreenCase[] = [
  {
    screen: 'the dashboard',
    from: '/admin/settings',
    link: sidebarLink('Dashboard'),
    reads: [
      { operation: 'aggregate', collection: 'blog_posts' },
      // The month's inquiries (the bell's count of them, on every screen, stops at UNREAD_COUNT_CAP).
      { operation: 'aggregate', collection: CONTACT_INQUIRIES, limit: STAFF_QUERY_LIMIT },
      { operation: 'get', collection: STATS, id: 'blog_posts' },
      { operation: 'get', collection: STATS, id: 'projects' },
      { operation: 'get', collection: STATS, id: CONTACT_INQUIRIES },
      { operation: 'list', collection: CONTACT_INQUIRIES, limit: RECENT_INQUIRIES },
      { operation: 'list', collection: 'blog_posts', limit: RECENT_POSTS },
      { operation: 'list', collection: 'blog_posts', limit: NEXT_SCHEDULED + 1 },
    ],
    shows: async () =>
      within(await screen.findByRole('region', { name: 'Recent inquiries' })).findByText('Rouf Ahmad Dar'),
  },
  {
    screen: 'the blog posts',
    from: '/admin/settings',
    link: sidebarLink('Blog Posts'),
    reads: [{ operation: 'list', collection: 'blog_posts', limit: PAGE_LIMIT }],
    shows: () => screen.findByText(POST.title),
  },
  {
    screen: 'the projects',
    from: '/admin/settings',
    link: sidebarLink('Projects'),
    reads: [{ operation: 'list', collection: 'projects', limit: PAGE_LIMIT }],
    shows: () => screen.findByText(PROJECT.title),
  },
  {
    screen: 'the inquiries and their counts',
    from: '/admin/settings',
    link: sidebarLink('Inquiries'),
    reads: [
      { operation: 'list', collection: CONTACT_INQUIRIES, limit: PAGE_LIMIT },
      { operation: 'get', collection: STATS },
    ],
    shows: () => screen.findByText('Rouf Ahmad Dar'),
  },
  {
    screen: 'the subscribers and their count',
    from: '/admin/settings',
    link: sidebarLink('Subscribers'),
    reads: [
      { operation: 'list', collection: SUBSCRIBERS, limit: PAGE_LIMIT },
      { operation: 'get', collection: STATS },
    ],
    shows: () => screen.findByText('1 person has signed up through the footer form.'),
  },
  {
    screen: 'the users',
    from: '/admin/settings',
    link: sidebarLink('Users'),
    reads: [
      { operation: 'list', collection: 'admins' },
      { operation: 'list', collection: 'invites' },
    ],
    shows: () => screen.findByText('Mehvish Rather'),
  },
  {
    screen: 'the activity log',
    from: '/admin/settings',
    link: sidebarLink('Activity'),
    reads: [{ operation: 'list', collection: AUDIT_LOG, limit: PAGE_LIMIT }],
    shows: () => screen.findByText(LOGGED, { exact: false }),
  },
  {
    screen: 'the recently deleted',
    from: '/admin/settings',
    link: sidebarLink('Recently deleted'),
    reads: [{ operation: 'list', collection: TRASH, limit: PAGE_LIMIT }],
    shows: () => screen.findByText(DELETED_POST),
  },
  {
    screen: 'the settings',
    from: '/admin/subscribers',
    link: sidebarLink('Settings'),
    reads: [{ operation: 'get', collection: 'settings', id: 'site' }],
    shows: () => screen.findAllByDisplayValue(String(seedSiteSettings.contactEmail)),
  },
  {
    screen: "a post's editor",
    from: '/admin/blog-posts',
    link: () => screen.findByRole('link', { name: `Edit ${POST.title}` }),
    reads: [{ operation: 'get', collection: 'blog_posts', id: POST.id }],
    shows: () => screen.findByDisplayValue(POST.title),
  },
  {
    screen: "a project's editor",
    from: '/admin/projects',
    link: () => screen.findByRole('link', { name: `Edit ${PROJECT.title}` }),
    reads: [{ operation: 'get', collection: 'projects', id: PROJECT.id }],
    shows: () => screen.findByDisplayValue(PROJECT.title),
  },
  {
    screen: "a project's details",
    from: '/admin/projects',
    link: () => screen.findByRole('link', { name: `View ${PROJECT.title}` }),
    reads: [{ operation: 'get', collection: 'projects', id: PROJECT.id }],
    shows: () => screen.findByRole('heading', { name: 'Project Details', level: 1 }),
  },
];

/** A read is one of `expected` when it asks for the same: a list of any limit matches one without. */
const isOneOf = (expected: readonly Read[]) => (read: Read) =>
  expected.some(
    (wanted) =>
      wanted.operation === read.operation &&
      wanted.collection === read.collection &&
      (wanted.id === undefined || wanted.id === read.id) &&
      (wanted.limit === undefined || wanted.limit === read.limit),
  );

/** Which of `expected` none of `reads` is. */
const missing = (expected: readonly Read[], reads: readonly Read[]) =>
  expected.filter((wanted) => !reads.some(isOneOf([wanted])));

/** Opens the admin at `url` as an admin and waits until its screen has read everything it reads. */
async function openAt(url: string, link: () => Promise<HTMLElement>) {
  const recorder = recordReads(await seededStore());
  const rendered = renderAdmin(url, { signedInAs: DEMO.admin, store: recorder.store });
  const target = await link();
  await waitFor(() => expect(recorder.pending()).toBe(0));
  return { ...rendered, recorder, target };
}

/** The reads made since `mark` (a count of reads). */
const readsSince = (recorder: Recorder, mark: number) => recorder.reads().slice(mark);

describe('a link to a screen reads its data on intent', () => {
  it.each(cases)('shows $screen from what the hover read', async ({ from, link, reads, shows }) => {
    const { user, recorder, target } = await openAt(from, link);
    expect(recorder.reads().filter(isOneOf(reads))).toEqual([]); // nothing has read them yet
    const beforeHover = recorder.reads().length;

    await user.hover(target);
    await waitFor(() => expect(missing(reads, readsSince(recorder, beforeHover))).toEqual([]));
    await waitFor(() => expect(recorder.pending()).toBe(0));

    const beforeClick = recorder.reads().length;
    await user.click(target);
    await shows();
    await waitFor(() => expect(recorder.pending()).toBe(0));
    expect(readsSince(recorder, beforeClick).filter(isOneOf(reads))).toEqual([]);
  });

  it('reads nothing for a link to the screen shown', async () => {
    const { user, recorder } = await openAt('/admin/inquiries', () => screen.findByText('Rouf Ahmad Dar'));
    const mark = recorder.reads().length;
    await user.hover(await sidebarLink('Inquiries')());
    // A link to another screen reads its data: by then the first hover would have read too.
    await user.hover(await sidebarLink('Subscribers')());
    await waitFor(() => expect(readsSince(recorder, mark)).toContainEqual(subscribersPage));
    expect(readsSince(recorder, mark).filter((read) => read.collection === CONTACT_INQUIRIES)).toEqual([]);
  });

  it('reads nothing for links the pointer only passes over, and reads the one it rests on', async () => {
    const { user, recorder } = await openAt('/admin/settings', sidebarLink('Inquiries'));
    const mark = recorder.reads().length;
    // Down the sidebar without stopping: each link is left before the pointer rests on it.
    for (const name of ['Inquiries', 'Users', 'Activity']) {
      const link = await sidebarLink(name)();
      fireEvent.mouseEnter(link);
      fireEvent.mouseLeave(link);
    }
    await user.hover(await sidebarLink('Subscribers')());
    await waitFor(() => expect(readsSince(recorder, mark)).toContainEqual(subscribersPage));
    await waitFor(() => expect(recorder.pending()).toBe(0));
    expect(readsSince(recorder, mark).map((read) => read.collection)).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^(${CONTACT_INQUIRIES}|admins|${AUDIT_LOG})$`)),
      ]),
    );
  });

  it('reads nothing ahead for an address with a query (not the default view)', async () => {
    const { recorder } = await openAt('/admin/settings', sidebarLink('Inquiries'));
    const mark = recorder.reads().length;
    prefetchAdminScreen.data('/admin/inquiries?status=New');
    prefetchAdminScreen.data('/admin/subscribers');
    await waitFor(() => expect(readsSince(recorder, mark)).toContainEqual(subscribersPage));
    expect(readsSince(recorder, mark).filter((read) => read.collection === CONTACT_INQUIRIES)).toEqual([]);
  });
});
