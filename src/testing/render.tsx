import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/routes';
import { createQueryClient, setQueryClient } from '@/lib/query-client';
import { setStore, type DataStore } from '@/data/store';
import { createMemoryStore, type MemoryStoreOptions } from '@/data/store/memory-store';
import { publishedWhenCreated } from '@/data/seed/publish-times';
import { seedCollections, withCollectionStats } from '@/data/seed';

/**
 * A memory store holding the seed, or `options.seed`, with the statistics of its posts, inquiries and
 * subscribers (stats/*). Posts a test gives without a publish time get their
 * creation time, as stored posts have since scheduling existed (npm run search:backfill gives older ones it).
 */
export function createTestStore(options: MemoryStoreOptions = {}): DataStore {
  // The counts of the posts, inquiries and subscribers given, as the app's writes would have kept them.
  const seed = withCollectionStats(options.seed ?? seedCollections);
  const posts = seed.blog_posts;
  return createMemoryStore({
    ...options,
    seed: posts ? { ...seed, blog_posts: publishedWhenCreated(posts) } : seed,
  });
}

export interface RenderPageResult extends RenderResult {
  user: UserEvent;
  store: DataStore;
  /** The address the app is at now (path and query), as the browser's address bar would show it. */
  currentUrl: () => string;
}

/** Tells the test where the app has navigated to. */
function AddressProbe({ onChange }: { onChange: (url: string) => void }) {
  const { pathname, search } = useLocation();
  onChange(pathname + search);
  return null;
}

/**
 * Renders the whole app (real providers, real routes, real layout) at a URL, over a memory store.
 * Pass `store` to control the data, e.g. createTestStore({ failWhen: () => true }) for error states.
 */
export function renderPage(url: string, options: { store?: DataStore } = {}): RenderPageResult {
  const store = options.store ?? createTestStore();
  setStore(store);
  setQueryClient(createQueryClient({ retry: false }));
  const user = userEvent.setup({ delay: null });
  let current = url;
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <AddressProbe onChange={(next) => (current = next)} />
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, user, store, currentUrl: () => current };
}

/**
 * Replaces what a text box holds with `text` in one change, as a person selecting it and pasting does.
 * (Clearing it first is a change of its own: on a slow machine a search's debounce lets the empty box through.)
 */
export async function replaceText(user: UserEvent, box: HTMLElement, text: string): Promise<void> {
  await user.tripleClick(box);
  await user.paste(text);
}
