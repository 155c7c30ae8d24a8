import { useEffect, useState } from 'react';
import { useLiveChanges } from '@/features/site-settings';
import type { SearchOutcome } from './search';

const IDLE: SiteSearchState = { status: 'idle' };

/** How long typing must pause before a search runs (its files download from the first key meanwhile). */
export const SEARCH_DEBOUNCE_MS = 150;

export type SiteSearchState =
  | { status: 'idle' }
  /** `previous`: the last results, shown (as busy) until the new ones arrive. */
  | { status: 'searching'; query: string; previous: { query: string; outcome: SearchOutcome } | null }
  | { status: 'done'; query: string; outcome: SearchOutcome }
  /** No index (the dev server and page tests have no build): the caller searches what it has loaded. */
  | { status: 'unavailable'; query: string };

/**
 * Searches the site for `query` (trimmed; empty is idle) once typing pauses, with site/live's changes since
 * the build. The search's code and the index files the words typed need start downloading at each key, in
 * the background, so typing never waits and the search rarely does.
 */
export function useSiteSearch(query: string, limit: number): SiteSearchState {
  const changes = useLiveChanges();
  const wanted = query.trim();
  const [state, setState] = useState<SiteSearchState>(IDLE);
  useEffect(() => {
    // Nothing to search: no state change (an update while the page hydrates would make React render parts
    // of it afresh).
    if (!wanted) return;
    let active = true;
    const search = import('./search');
    search.then(({ prefetchSearch }) => prefetchSearch(query, changes)).catch(() => undefined);
    setState((current) => ({
      status: 'searching',
      query: wanted,
      previous:
        current.status === 'done'
          ? { query: current.query, outcome: current.outcome }
          : current.status === 'searching'
            ? current.previous
            : null,
    }));
    const timer = setTimeout(() => {
      search
        .then(({ searchSite }) => searchSite(query, { limit, changes }))
        .then(
          (outcome) => active && setState({ status: 'done', query: wanted, outcome }),
          () => active && setState({ status: 'unavailable', query: wanted }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // `query` itself (not only `wanted`): a trailing space ends the word being typed.
  }, [query, wanted, limit, changes]);
  return wanted ? state : IDLE;
}
