import { Link } from 'react-router-dom';
import { AlertTriangle, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { CardSkeleton } from '@/components/site/CardSkeleton';
import { paths } from '@/lib/paths';
import { BLOG_SKELETON_COUNT } from './constants';
import { blogCopy } from './copy';

function BlogPostCardSkeleton() {
  return (
    <CardSkeleton
      data-testid="post-card-skeleton"
      className="flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
      imageClassName="aspect-[1200/630] rounded-none"
      bodyClassName="flex flex-col gap-3 p-6"
      lines={[
        'h-5 w-24 rounded-full',
        'mt-1 h-6 w-11/12',
        'h-6 w-2/3',
        'mt-2 h-4 w-full',
        'h-4 w-full',
        'h-4 w-3/4',
        'mt-4 h-4 w-1/2',
      ]}
    />
  );
}

/** The grid while posts load: six placeholder cards announced once as loading. */
export function BlogGridSkeleton() {
  return (
    <div role="status" className="grid gap-8 sm:grid-cols-2">
      <span className="sr-only">{blogCopy.list.loading}</span>
      {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
        <BlogPostCardSkeleton key={index} />
      ))}
    </div>
  );
}

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-ink-200 bg-ink-50/60 px-6 py-14 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-chinar-700 shadow-card">
        {icon}
      </div>
      <h2 className="mt-5 text-2xl font-bold text-ink-950">{title}</h2>
      {children}
    </div>
  );
}

interface BlogEmptyStateProps {
  /** A category or tag filter is applied (offer the way back to every article). */
  filtered: boolean;
  /** Set when a search is typed (offer to clear it). */
  onClearSearch?: () => void;
}

export function BlogEmptyState({ filtered, onClearSearch }: BlogEmptyStateProps) {
  return (
    <StatePanel icon={<SearchX aria-hidden="true" className="size-6" />} title={blogCopy.list.emptyTitle}>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">{blogCopy.list.emptyText}</p>
      {onClearSearch || filtered ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onClearSearch ? (
            <Button variant="outline" size="sm" onClick={onClearSearch}>
              {blogCopy.list.clearSearch}
            </Button>
          ) : null}
          {filtered ? (
            <Link to={paths.blog} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {blogCopy.list.allArticles}
            </Link>
          ) : null}
        </div>
      ) : null}
    </StatePanel>
  );
}

export function BlogErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert">
      <StatePanel
        icon={<AlertTriangle aria-hidden="true" className="size-6" />}
        title={blogCopy.list.errorTitle}
      >
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">{blogCopy.list.errorText}</p>
        <Button onClick={onRetry} disabled={retrying} size="sm" className="mt-6">
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {blogCopy.list.retry}
        </Button>
      </StatePanel>
    </div>
  );
}
