import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/content/site';
import { markHydrated, resetBeforeStartForTesting } from '@/lib/before-start';
import { appConfig } from '@/lib/config';
import { resetServerClockForTesting } from '@/lib/server-clock';
import {
  resetLiveSiteForTesting,
  useLiveChanges,
  useLiveSiteRefresh,
  usePublicSiteSettings,
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
  mark.setAttribute('data-hydration-mark', '');
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
    document.body.querySelectorAll('[data-hydration-mark]').forEach((mark) => mark.remove());
  });

  it('reads the document only once the whole page is interactive, then shows the settings and changes', async () => {
    const fetchSpy = vi.fn(async () => new Response(liveAnswer, { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    // Two parts of the page: the layout has hydrated, the page's content not yet.
    const layoutMark = document.createElement('span');
    const contentMark = document.createElement('span');
    for (const mark of [layoutMark, contentMark]) {
      mark.setAttribute('data-hydration-mark', '');
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
});
