import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { WITHIN_LIST } from '@/lib/list-navigation';
import { cn } from '@/lib/utils';
import { pageItems } from '@/lib/listing';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The address of each page: links, so every page has its own address and works before the app starts. */
  pathFor: (page: number) => string;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';
const edgeClass = cn(itemClass, 'text-ink-800 hover:bg-ink-50');

function EdgeLink({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  // The first page has no "Previous", the last no "Next": shown dimmed, not a link.
  if (to === null)
    return (
      <span aria-disabled="true" className={cn(edgeClass, 'opacity-40')}>
        {children}
      </span>
    );
  return (
    <Link to={to} rel={rel} state={WITHIN_LIST} className={edgeClass}>
      {children}
    </Link>
  );
}

/** Numbered pages of a list, as links (a blog list's, the portfolio's). */
export function ListPagination({ page, pageCount, pathFor }: ListPaginationProps) {
  // One page needs no pages; a page past the end (an old link) offers its way back instead.
  if (pageCount <= 1 || page > pageCount) return null;
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <EdgeLink to={page > 1 ? pathFor(page - 1) : null} rel="prev">
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </EdgeLink>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={pathFor(item)}
                state={WITHIN_LIST}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page
                    ? 'bg-ink-950 text-white'
                    : 'text-ink-800 ring-1 ring-ink-100 ring-inset hover:bg-ink-50',
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-ink-400">
              …
            </li>
          ),
        )}
        <li>
          <EdgeLink to={page < pageCount ? pathFor(page + 1) : null} rel="next">
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </EdgeLink>
        </li>
      </ul>
    </nav>
  );
}
