import type { SiteSettings } from '@/data/schemas/site-settings';

/** One query's data as the build rendered it: the page starts from it instead of asking Firestore. */
export interface EmbeddedQuery {
  key: readonly unknown[];
  data: unknown;
  /**
   * A page's own document (a post, a project): read again only when site/live, the page's one read, shows
   * it changed since the build (src/features/site-settings/live-site.ts). Not in the page's /_data copy.
   */
  refresh?: boolean;
}

/** What scripts/build.mjs embeds in a prerendered page (a JSON block, so the CSP is not involved). */
export interface PageData {
  settings?: SiteSettings;
  queries?: EmbeddedQuery[];
  /** site/live's changedAt when the build read it (ISO): the page applies only later changes. */
  liveAsOf?: string | null;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

// The data layer's timestamps are Dates; JSON carries them as ISO strings.
const DATE_FIELDS = new Set(['createdAt', 'updatedAt', 'publishAt']);

export function parsePageData(text: string): PageData {
  return JSON.parse(text, (key, value: unknown) =>
    DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value,
  ) as PageData;
}

let serverPageData: PageData | null = null;
let browserPageData: PageData | null | undefined;

/** The prerender sets what the page being rendered embeds (server side only). */
export function setPageDataForRender(data: PageData | null): void {
  serverPageData = data;
}

/** The current page's embedded data: what the build rendered it with, or null (client-rendered pages). */
export function readPageData(): PageData | null {
  if (typeof document === 'undefined') return serverPageData;
  if (browserPageData === undefined) {
    const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    try {
      browserPageData = text ? parsePageData(text) : null;
    } catch {
      browserPageData = null; // A damaged block: the page loads its data like a client-rendered one.
    }
  }
  return browserPageData;
}

/** Where the build writes each prerendered page's data as JSON (scripts/build.mjs): /_data/blog.json … */
export function builtPageDataPath(path: string): string {
  return `/_data${path === '/' ? '/index' : path}.json`;
}

/** Whether the site was built and prerendered (Hosting serves /_data/…); the dev server and page tests were not. */
export const SITE_IS_BUILT = import.meta.env.PROD;

/**
 * One query's data as the build made it for the page at `path`, fetched from Hosting (no Firestore read):
 * what a page reached by an in-app link starts from. Undefined where there is no build (dev, tests), the
 * build made no such page (Hosting answers with the app's shell) or the page has no such query; rejects when
 * Hosting cannot be reached.
 */
export async function fetchBuiltQuery<T>(path: string, key: readonly unknown[]): Promise<T | undefined> {
  const response = await fetch(builtPageDataPath(path));
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
  let data: PageData;
  try {
    data = parsePageData(await response.text());
  } catch {
    return undefined;
  }
  const wanted = JSON.stringify(key);
  return data.queries?.find((query) => JSON.stringify(query.key) === wanted)?.data as T | undefined;
}

/** When the page's own embedded document was put in the query cache (query-client), null if none. */
let embeddedAt: number | null = null;

export function setEmbeddedAt(at: number | null): void {
  embeddedAt = at;
}

/**
 * Whether a query updated at `updatedAt` still holds the build's copy of the page's own document: what
 * site/live's changes since the build apply to (a copy read in this page load is current already).
 */
export function isEmbeddedCopy(updatedAt: number): boolean {
  return embeddedAt !== null && updatedAt <= embeddedAt;
}
