import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedCollections } from '@/data/seed';
import type { DataStore } from '@/data/store';
import { versionedContent } from '@/data/repos/history-writes';
import { PREVIEWS } from '@/data/models/preview';
import { resetLiveSiteForTesting, useLiveSiteRefresh } from '@/features/site-settings/live-site';
import { markHydrated, resetBeforeStartForTesting } from '@/lib/before-start';
import { appConfig } from '@/lib/config';
import { formatSiteDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore, renderPage } from '@/testing/render';

/** The seed's draft post and an unfinished project: what staff would share before publishing. */
const DRAFT_POST_ID = '5';
const DRAFT_POST_TITLE = 'Designing for the phone first: UX lessons from Indian users';
const DRAFT_PROJECT_ID = '7';
const DRAFT_PROJECT_TITLE = 'Gulmarg Ski Rentals App';

/** Tokens have the stored form: 22 base64url characters (PREVIEW_TOKEN_PATTERN). */
const TOKENS = {
  post: 'postPreviewToken000001',
  project: 'projPreviewToken000002',
  revoked: 'revokedPreviewToken003',
  expired: 'expiredPreviewToken004',
  unknown: 'unknownPreviewToken005',
} as const;

const EXPIRES_AT = new Date('2099-12-04T03:30:00.000Z');
const SNAPSHOT_AT = new Date('2026-11-28T09:00:00.000Z');
const UNAVAILABLE = 'This preview is no longer available';

/** A link as createPreview stores it: the draft's versioned fields, copied. */
function link(
  collection: 'blog_posts' | 'projects',
  docId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const stored = seedCollections[collection]![docId]!;
  return {
    collection,
    docId,
    item: versionedContent(stored),
    createdBy: 'staff-uid',
    createdByName: 'Aamir Bhat',
    createdAt: SNAPSHOT_AT,
    snapshotAt: SNAPSHOT_AT,
    expiresAt: EXPIRES_AT,
    revokedAt: null,
    revokedByName: '',
    ...overrides,
  };
}

function storeWithLinks(): DataStore {
  return createTestStore({
    seed: {
      ...seedCollections,
      [PREVIEWS]: {
        [TOKENS.post]: link('blog_posts', DRAFT_POST_ID),
        [TOKENS.project]: link('projects', DRAFT_PROJECT_ID),
        [TOKENS.revoked]: link('blog_posts', DRAFT_POST_ID, {
          revokedAt: new Date('2026-11-29T10:00:00.000Z'),
          revokedByName: 'Aamir Bhat',
        }),
        [TOKENS.expired]: link('projects', DRAFT_PROJECT_ID, {
          expiresAt: new Date('2026-01-01T00:00:00.000Z'),
        }),
      },
    },
  });
}

const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name });
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
const jsonLdScripts = () => document.querySelectorAll('script[type="application/ld+json"]');
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PreviewPage', () => {
  it('shows an active link to a draft post: the banner, then the post as its public page would', async () => {
    renderPage(paths.preview(TOKENS.post), { store: storeWithLinks() });
    await findTitle(DRAFT_POST_TITLE);

    const banner = screen.getByRole('region', { name: 'Preview' });
    expect(banner).toHaveTextContent('This is a draft shared for review. It is not published.');
    expect(banner).toHaveTextContent(`Link expires ${formatSiteDateTime(EXPIRES_AT)}`);
    expect(banner).toHaveTextContent(/Link expires 4 Dec 2099, 9:00 am IST/i);
    expect(banner).toHaveTextContent(`Draft copied ${formatSiteDateTime(SNAPSHOT_AT)}`);
    expect(within(banner).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      EXPIRES_AT.toISOString(),
    );
    // The banner comes first: above the post's heading band.
    const main = screen.getByRole('main');
    expect(main.querySelector('section')).toBe(banner);

    // The post's body, tags and author, as the public post page renders them.
    expect(screen.getByRole('heading', { level: 2, name: 'Test with real people' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing replaces watching five real customers/)).toBeInTheDocument();
    expect(screen.getByText('Mehvish Qadri')).toBeInTheDocument();
    // Nothing to share yet, and no list of other posts (the page's one read is the link).
    expect(screen.queryByRole('heading', { name: 'Share this article' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent articles' })).not.toBeInTheDocument();
    // A draft has no readers yet: no view count.
    expect(screen.queryByText(/^\d[\d,]* views?$/)).not.toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe(`Preview: ${DRAFT_POST_TITLE} | Chinar Digital`));
  });

  it('shows an active link to a draft project: the banner and the case study', async () => {
    renderPage(paths.preview(TOKENS.project), { store: storeWithLinks() });
    await findTitle(DRAFT_PROJECT_TITLE);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'This is a draft shared for review. It is not published.',
    );
    expect(screen.getByText(/A booking app for ski and snowboard rentals/)).toBeInTheDocument();
    expect(screen.getByText('Gondola slot reminders')).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Project details' });
    expect(details).toHaveTextContent('Apharwat Adventures, Gulmarg');
    await waitFor(() => expect(document.title).toBe(`Preview: ${DRAFT_PROJECT_TITLE} | Chinar Digital`));
  });

  it('is kept out of search results: robots noindex, no structured data', async () => {
    renderPage(paths.preview(TOKENS.post), { store: storeWithLinks() });
    await findTitle(DRAFT_POST_TITLE);
    await waitFor(() => expect(robots()).toMatch(/noindex/));
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it.each([
    ['a revoked link', TOKENS.revoked],
    ['an expired link', TOKENS.expired],
    ['an unknown token', TOKENS.unknown],
    ['a malformed token', 'not-a-token'],
  ])('says %s is no longer available, and how to get a new one', async (_, token) => {
    renderPage(paths.preview(token), { store: storeWithLinks() });
    await findTitle(UNAVAILABLE);
    expect(screen.getByText(/Ask the person who shared it with you for a new link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.queryByText(DRAFT_POST_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(DRAFT_PROJECT_TITLE)).not.toBeInTheDocument();
    await waitFor(() => expect(robots()).toMatch(/noindex/));
  });

  it('reads exactly one document, the link, and counts no view', async () => {
    const base = storeWithLinks();
    const viewsBefore = (await base.get('blog_posts', DRAFT_POST_ID))?.data.views;
    const counting = createCountingStore(base);
    renderPage(paths.preview(TOKENS.post), { store: counting.store });
    await findTitle(DRAFT_POST_TITLE);
    // Give any further read (or a view count) every chance to start before checking none did.
    await pause();
    expect(counting.log()).toEqual([{ operation: 'get', collection: PREVIEWS, reads: 1 }]);
    expect((await base.get('blog_posts', DRAFT_POST_ID))?.data.views).toBe(viewsBefore);
  });

  it('shows a loading state, then the draft', async () => {
    renderPage(paths.preview(TOKENS.project), { store: storeWithLinks() });
    expect(await screen.findByText('Loading preview')).toBeInTheDocument();
    await findTitle(DRAFT_PROJECT_TITLE);
    expect(screen.queryByText('Loading preview')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the link cannot be read, and recovers', async () => {
    let offline = true;
    const base = storeWithLinks();
    const store: DataStore = {
      ...base,
      get: async (collection, id) => {
        if (offline) throw new Error('offline');
        return base.get(collection, id);
      },
    };
    const { user } = renderPage(paths.preview(TOKENS.post), { store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this preview');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findTitle(DRAFT_POST_TITLE);
  });
});

describe('the site layout on a preview', () => {
  function Layout() {
    useLiveSiteRefresh();
    return null;
  }

  /** Renders the layout's site/live refresh at `path` and hands the page over as interactive. */
  function layoutAt(path: string) {
    resetBeforeStartForTesting();
    resetLiveSiteForTesting();
    const view = render(
      <MemoryRouter initialEntries={[path]}>
        <Layout />
      </MemoryRouter>,
    );
    const mark = document.createElement('span');
    mark.setAttribute('data-hydration-part', '');
    document.body.append(mark);
    markHydrated(mark);
    return view;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    appConfig.dataBackend = 'memory';
    document.body.querySelectorAll('[data-hydration-part]').forEach((mark) => mark.remove());
  });

  it('reads no site/live: the link is the page’s one read', async () => {
    appConfig.dataBackend = 'firestore';
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-chinar');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '');
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);

    // The control: a page that reads no document of its own reads site/live once it is interactive.
    const about = layoutAt(paths.about);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    about.unmount();
    document.body.querySelectorAll('[data-hydration-part]').forEach((mark) => mark.remove());
    fetchSpy.mockClear();

    layoutAt(paths.preview(TOKENS.post));
    await pause();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
