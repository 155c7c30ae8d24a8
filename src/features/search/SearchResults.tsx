import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { SearchResult } from './search';
import { useSiteSearch } from './use-site-search';

/** `text` with the matched words marked (whole words or their start, any case). */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`\\b(${escaped.join('|')})`, 'gi'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-chinar-100 px-0.5 text-ink-950">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <article className="rounded-card border border-border bg-surface p-6 shadow-card">
      <p className="text-xs font-semibold tracking-wide text-chinar-700 uppercase">
        {result.kind === 'post' ? 'Article' : 'Project'}
      </p>
      <h3 className="mt-1 text-lg font-bold text-ink-950">
        <Link to={result.url} className="underline-offset-4 hover:underline focus-visible:underline">
          <Highlighted text={result.title} words={result.matched} />
        </Link>
      </h3>
      {result.excerpt ? (
        <p className="mt-2 text-base text-ink-700">
          <Highlighted text={result.excerpt} words={result.matched} />
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">
        Matched: <span className="font-medium text-ink-800">{result.matched.join(', ')}</span>
      </p>
    </article>
  );
}

/** Results shown at first, and added by each "Show more results". */
const RESULTS_PAGE = 10;

interface SiteSearchResultsProps {
  query: string;
  /** Addresses already shown above (the list's own matches), left out here. */
  exclude: ReadonlySet<string>;
}

/**
 * The site search's results for what is typed in a list's search box: every published post and completed
 * project whose text has all the words in any of their forms (the last as typed so far), best first (by where
 * the words are, then newest), each with its kind, title, excerpt and the words it matched; what the list
 * above already shows is left out. Nothing without an index (dev server, page tests) or a match.
 */
export function SiteSearchResults({ query, exclude }: SiteSearchResultsProps) {
  const [limit, setLimit] = useState(RESULTS_PAGE);
  const state = useSiteSearch(query, limit + exclude.size);
  // While a new search runs, the last results stay, marked busy, under their own words.
  const shownSearch =
    state.status === 'done'
      ? { query: state.query, outcome: state.outcome }
      : state.status === 'searching'
        ? state.previous
        : null;
  const outcome = shownSearch?.outcome;
  const shown = outcome?.results.filter((result) => !exclude.has(result.url)) ?? [];
  if (!shownSearch || !outcome || shown.length === 0) return null;
  const found = outcome.total === 1 ? '1 article or project' : `${outcome.total} articles and projects`;
  return (
    <section aria-labelledby="site-search-heading" aria-busy={state.status === 'searching'} className="mt-12">
      <h2 id="site-search-heading" className="text-xl font-bold text-ink-950">
        Across the site
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        “{shownSearch.query}” is in {found}, in their full text: articles of every category and our case
        studies.
      </p>
      <ol className="mt-6 space-y-5">
        {shown.map((result) => (
          <li key={`${result.kind}:${result.id}`}>
            <ResultItem result={result} />
          </li>
        ))}
      </ol>
      {outcome.total > outcome.results.length ? (
        <div className="mt-8 flex justify-center">
          <Button
            type="button"
            variant="outline"
            onClick={() => setLimit((current) => current + RESULTS_PAGE)}
          >
            Show more results
          </Button>
        </div>
      ) : null}
    </section>
  );
}
