import type { SiteSettings } from '@/data/schemas/site-settings';

/** One query's data as the build rendered it: the page starts from it instead of asking Firestore. */
export interface EmbeddedQuery {
  key: readonly unknown[];
  data: unknown;
}

/** What scripts/build.mjs embeds in a prerendered page (a JSON block, so the CSP is not involved). */
export interface PageData {
  settings?: SiteSettings;
  queries?: EmbeddedQuery[];
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

// The data layer's timestamps are Dates; JSON carries them as ISO strings.
const DATE_FIELDS = new Set(['createdAt', 'updatedAt']);

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
