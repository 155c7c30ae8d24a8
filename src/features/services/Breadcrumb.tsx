import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** A breadcrumb trail for dark hero bands; the last item is the current page. */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-200">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            {index > 0 ? (
              <li aria-hidden="true" className="flex items-center text-ink-400">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
            <li>
              {item.to ? (
                <Link to={item.to} className="rounded-sm transition-colors hover:text-white hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className={cn('font-medium text-white')}>
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
