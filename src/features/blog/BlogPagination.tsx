import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { pageItems } from './list';

interface BlogPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-40';

export function BlogPagination({ page, pageCount, onPageChange }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-ink-800 hover:bg-ink-50')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page
                    ? 'bg-ink-950 text-white'
                    : 'text-ink-800 ring-1 ring-ink-100 ring-inset hover:bg-ink-50',
                )}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-ink-400">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-ink-800 hover:bg-ink-50')}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
