import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/content/site';
import { markHydrated, resetBeforeStartForTesting } from '@/lib/before-start';
import { appConfig } from '@/lib/config';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { setEmbeddedAt } from '@/lib/page-data';
import { readBlogPost } from '@/data/models/blog-post';
import { DEFAULT_SITE_SETTINGS } from '@/data/models/site-settings';
import type { BlogPost } from '@/data/schemas/blog-post';
import {
  resetLiveSiteForTesting,
  useCurrentDocument,
  useLiveChanges,
  useLiveSiteRefresh,
  usePublicSiteSettings,
  type OwnDocumentQuery,
} from './live-site';

/** The site layout's part: reads site/live for the page, and shows the site's name. */
function Layout() {
  useLiveSiteRefresh();
  const { posts } = useLiveChanges();
  return (
    <>
      <p>{usePublicSiteSettings().siteName}</p>
      <ul>
        {posts.map((change) => (
          <li key={change.id}>{change.item?.title ?? `withdrawn ${change.id}`}</li>
        ))}
      </ul>
    </>
  );
}

const liveDocument = {
  name: 'projects/demo-chinar/databases/(default)/documents/site/live',
  fields: {
    settings: { mapValue: { fields: { siteName: { stringValue: 'Jhelum Works' } } } },
    posts: {
      mapValue: {
        fields: {
          '12': {
            mapValue: {
              fields: {
                changedAt: { timestampValue: '2026-11-20T10:00:00.000001Z' },
                post: { mapValue: { fields: { title: { stringValue: 'Published after the build' } } } },
              },
            },
          },
          '3': {
            mapValue: {
              fields: {
                changedAt: { timestampValue: '2026-11-21T10:00:00Z' },
                post: { nullValue: null },
              },
            },
          },
          '15': {
            mapValue: {
              fields: {
                changedAt: { timestampValue: '2026-11-21T09:00:00Z' },
                post: {
                  mapValue: {
                    fields: {
                      title: { stringValue: 'Saved as built' },
                      updatedAt: { timestampValue: '2026-11-21T09:00:00Z' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    projects: { mapValue: {} },
    changedAt: { timestampValue: '2026-11-21T10:00:00Z' },
    from: { timestampValue: '2026-11-21T10:00:00Z' },
  },
};
/** The REST query's answer: the current version. */
const liveAnswer = JSON.stringify([{ document: liveDocument, readTime: '2026-11-22T10:00:00Z' }]);

function markPageInteractive() {
  const mark = document.createElement('span');
  mark.setAttribute('data-hydration-part', '');
  document.body.append(mark);
  markHydrated(mark);
}

describe('site/live on the public pages', () => {
  beforeEach(() => {
    resetBeforeStartForTesting();
    resetLiveSiteForTesting();
    resetServerClockForTesting();
    appConfig.dataBackend = 'firestore';
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-chinar');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    appConfig.dataBackend = 'memory';
    document.body.querySelectorAll('[data-hydration-part]').forEach((mark) => mark.remove());
  });

  it('reads the document only once the whole page is interactive, then shows the settings and changes', async () => {
    const fetchSpy = vi.fn(async () => new Response(liveAnswer, { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    // Two parts of the page: the layout has hydrated, the page's content not yet.
    const layoutMark = document.createElement('span');
    const contentMark = document.createElement('span');
    for (const mark of [layoutMark, contentMark]) {
      mark.setAttribute('data-hydration-part', '');
      document.body.append(mark);
    }
    render(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    markHydrated(layoutMark, { layout: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // A change now would reach a part still hydrating: the build's values stay, nothing is asked.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByText(site.name)).toBeInTheDocument();

    markHydrated(contentMark);
    expect(await screen.findByText('Jhelum Works')).toBeInTheDocument();
    expect(screen.getByText('Published after the build')).toBeInTheDocument();
    expect(screen.getByText('withdrawn 3')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/blog/why-a-fast-website-wins', 1],
    ['/projects/1', 1],
    // A shared draft reads its own document by its token: that is its one read.
    ['/preview/abc', 0],
  ])('at %s reads site/live %i time(s)', async (path, reads) => {
    const fetchSpy = vi.fn(async () => new Response(liveAnswer, { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    render(
      <MemoryRouter initialEntries={[path]}>
        <Layout />
      </MemoryRouter>,
    );
    markPageInteractive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchSpy).toHaveBeenCalledTimes(reads);
    expect(screen.getByText(reads ? 'Jhelum Works' : site.name)).toBeInTheDocument();
  });

  it('re-renders nothing when the read changes nothing the page shows', async () => {
    // site/live as a site that was just built: the build's settings, no change to posts or projects since.
    const { socialLinks, ...texts } = DEFAULT_SITE_SETTINGS;
    const stringFields = (values: Record<string, string>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { stringValue: value }]));
    const unchanged = {
      ...liveDocument,
      fields: {
        ...liveDocument.fields,
        settings: {
          mapValue: {
            fields: {
              ...stringFields(texts),
              socialLinks: { mapValue: { fields: stringFields(socialLinks) } },
            },
          },
        },
        posts: { mapValue: {} },
      },
    };
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify([{ document: unchanged, readTime: '2026-11-22T10:00:00Z' }])),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const rendered = vi.fn();
    function ShowsSettingsAndChanges() {
      rendered();
      const { siteName } = usePublicSiteSettings();
      const { posts, projects } = useLiveChanges();
      return <p>{`${siteName}: ${posts.length + projects.length} changes`}</p>;
    }
    render(
      <MemoryRouter>
        <Layout />
        <ShowsSettingsAndChanges />
      </MemoryRouter>,
    );
    markPageInteractive();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText(`${site.name}: 0 changes`)).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  describe('a post’s page and its own document', () => {
    /** When the build's copy was put in the query cache; a copy read later is newer. */
    const EMBEDDED_AT = 1_000;
    afterEach(() => setEmbeddedAt(null));

    function OwnPost(props: {
      query: OwnDocumentQuery<BlogPost>;
      readAgain?: (changed: BlogPost, shown: BlogPost) => boolean;
    }) {
      useLiveSiteRefresh();
      const { data, changed, settled } = useCurrentDocument('posts', props.query, props.readAgain);
      const shown = data === null ? 'not found' : (data?.title ?? 'none');
      return (
        <p>
          {shown}
          {changed ? `, changed to ${changed.title}` : ''}
          {settled ? ', settled' : ''}
        </p>
      );
    }

    // site/live (liveAnswer) shows post 12 changed and post 3 withdrawn since the build; post 7 untouched.
    it.each([
      ['an untouched post keeps the build’s copy', '7', EMBEDDED_AT, undefined, 'As built, settled', 0],
      ['a withdrawn post is not found', '3', EMBEDDED_AT, undefined, 'not found, settled', 0],
      [
        'a changed post is read again',
        '12',
        EMBEDDED_AT,
        undefined,
        'As built, changed to Published after the build',
        1,
      ],
      [
        'a post no longer at this address is not read again (its page moves)',
        '12',
        EMBEDDED_AT,
        () => false,
        'As built, changed to Published after the build, settled',
        0,
      ],
      [
        'a change the build has already (the same save) is not read again',
        '15',
        EMBEDDED_AT,
        undefined,
        'As built, changed to Saved as built, settled',
        0,
      ],
      [
        'a copy read in this page load is current already',
        '3',
        EMBEDDED_AT + 1,
        undefined,
        'As built, settled',
        0,
      ],
    ])('%s', async (_, id, dataUpdatedAt, readAgain, shows, reads) => {
      setEmbeddedAt(EMBEDDED_AT);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(liveAnswer, { status: 200 })),
      );
      const refetch = vi.fn(async () => undefined);
      const post = readBlogPost(
        { title: 'As built', slug: 'as-built', updatedAt: new Date('2026-11-21T09:00:00Z') },
        id,
      );
      render(
        <MemoryRouter initialEntries={['/blog/as-built']}>
          <OwnPost query={{ data: post, dataUpdatedAt, isFetching: false, refetch }} readAgain={readAgain} />
        </MemoryRouter>,
      );
      // Until site/live has answered, the build's copy shows and is not yet known to be current.
      expect(
        screen.getByText(dataUpdatedAt === EMBEDDED_AT ? 'As built' : 'As built, settled'),
      ).toBeInTheDocument();
      markPageInteractive();
      expect(await screen.findByText(shows)).toBeInTheDocument();
      expect(refetch).toHaveBeenCalledTimes(reads);
    });

    it('keeps the build’s copy when site/live cannot be read', async () => {
      setEmbeddedAt(EMBEDDED_AT);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status: 500 })),
      );
      const refetch = vi.fn(async () => undefined);
      const post = readBlogPost({ title: 'As built', slug: 'as-built' }, '3');
      render(
        <MemoryRouter initialEntries={['/blog/as-built']}>
          <OwnPost query={{ data: post, dataUpdatedAt: EMBEDDED_AT, isFetching: false, refetch }} />
        </MemoryRouter>,
      );
      markPageInteractive();
      expect(await screen.findByText('As built, settled')).toBeInTheDocument();
      expect(refetch).not.toHaveBeenCalled();
    });
  });
});
