import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { AdminTitle } from './AdminTitle';

interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links on the right (e.g. 'Add New User'). */
  actions?: ReactNode;
  /** Spacing under the header (default mb-6); screens that lay out with gap pass 'mb-0'. */
  className?: string;
}

/** Each admin screen's heading row: its one h1, a line of context, its main actions; sets the tab title. */
export function AdminPageHeader({ title, description, actions, className = 'mb-6' }: AdminPageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <AdminTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
