import { buildBusinessJsonLd, sanitizeJsonForScript } from '@/seo/json-ld';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { listAllPublishedPosts } from '@/data/repos/blog-posts';
import { listAllCompletedProjects } from '@/data/repos/projects';
import { getSiteSettings } from '@/data/repos/site-settings';
import { getLiveSite } from '@/data/repos/live-site';
import { sanitizeWithWindow } from '@/lib/sanitize-html';
import { setStore } from '@/data/store';
import { setPageDataForRender, type PageData } from '@/lib/page-data';
import { AppProviders } from './AppProviders';
import type { ContentSnapshot } from './prerender-routes';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { setQueryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';

/** Sanitized rich text (post bodies, case studies) is rendered into the HTML with jsdom's DOM. */
async function prepareSanitizer(): Promise<void> {
  const { JSDOM } = await import('jsdom');
  sanitizeWithWindow(new JSDOM('').window);
}

/**
 * Reads what the content pages are rendered from, through the public rules like a visitor: from the
 * configured Firestore (production; the seeded emulators in demo), or from the seed content (the budget
 * build, whose placeholder config reaches no project, and demos on the memory store).
 */
export async function loadSnapshot(
  source: 'store' | 'seed',
  /** With the seed: this many of the scale seed's older posts and projects too (src/data/seed/scale.ts). */
  extra: { posts: number; projects: number } = { posts: 0, projects: 0 },
): Promise<ContentSnapshot> {
  await prepareSanitizer();
  if (source === 'seed') {
    const [memory, seed] = await Promise.all([import('@/data/store/memory-store'), import('@/data/seed')]);
    const collections = { ...seed.seedCollections };
    for (const [name, docs] of Object.entries(seed.scaleCollections(extra.posts, extra.projects)))
      collections[name] = { ...collections[name], ...docs };
    setStore(memory.createMemoryStore({ seed: collections }));
  }
  // site/live first: a change made while the content is read is applied again by the pages (harmless).
  const { changedAt: liveAsOf } = await getLiveSite();
  const [posts, projects, settings] = await Promise.all([
    listAllPublishedPosts(),
    listAllCompletedProjects(),
    getSiteSettings(),
  ]);
  return { posts, projects, settings, liveAsOf };
}

/**
 * Renders one route to HTML at build time from the given page data (the same data the page embeds, so
 * hydration matches), waiting for every lazy page.
 */
export async function renderRoute(url: string, data: PageData): Promise<string> {
  setPageDataForRender(data);
  setQueryClient(null); // a fresh cache per page, started from `data`
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // One complete document: no streamed Suspense segments, which need inline scripts (blocked by our CSP)
    // to be revealed and would hide the content from crawlers and no-JS visitors.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export { staticRoutes, contentRoutes, notFoundRoute } from './prerender-routes';
export { sanitizeJsonForScript } from '@/seo/json-ld';
export { PAGE_DATA_ELEMENT_ID, builtPageDataPath } from '@/lib/page-data';
export { buildSearchIndex } from '@/features/search/build-index';
export { postPath } from '@/lib/paths';

/**
 * The business's JSON-LD, the same on every page, from the snapshot's site settings: written into the HTML
 * template at build time rather than rendered by React, so it costs the browser no JavaScript.
 */
export function businessJsonLdTag(settings: SiteSettings): string {
  return `<script type="application/ld+json">${sanitizeJsonForScript(buildBusinessJsonLd(settings))}</script>`;
}
