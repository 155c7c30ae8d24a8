import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Page } from './post-list';

/** "Showing 1–10 of 24" with Previous and Next (the buttons only when there is more than one page). */
export function PostsPagination<T>({ page, onPage }: { page: Page<T>; onPage: (page: number) => void }) {
  if (page.total === 0) return null;
  return (
    <nav
      aria-label="Pages of posts"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {page.first}–{page.last} of {page.total}
      </p>
      {page.pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums">
            Page {page.page} of {page.pageCount}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
