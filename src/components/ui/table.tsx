import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

type TableProps = ComponentProps<'table'> & {
  /** Names the scrollable region that wraps the table (required: a focusable region needs a name). */
  'aria-label': string;
  /** Classes for the scrolling wrapper (border, radius, max height…). */
  containerClassName?: string;
};

/**
 * A data table inside a horizontally scrollable region: role="region", tabIndex 0 and a label, so keyboard
 * users can focus it and scroll with the arrow keys when the table is wider than the screen.
 */
export function Table({ 'aria-label': label, containerClassName, className, ...props }: TableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      className={cn('relative w-full overflow-x-auto focus-visible:-outline-offset-2', containerClassName)}
    >
      <table
        className={cn('w-full caption-bottom border-collapse text-left text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-border bg-muted/60', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      className={cn('[&>tr]:border-b [&>tr]:border-border [&>tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  // Zebra rows, and a hover tint on body rows (stronger than the zebra, so it shows on even rows too).
  return (
    <tr
      className={cn('transition-colors even:bg-muted/40 [tbody>&]:hover:bg-muted/70', className)}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-11 px-4 align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-foreground', className)} {...props} />;
}

/**
 * A header row of plain column titles; the Actions column sits at the end edge like its buttons. `widths`: a
 * width class per column title, for a table-fixed table (columns without one share the rest).
 */
export function TableHeaderRow({
  columns,
  widths = {},
}: {
  columns: readonly string[];
  widths?: Partial<Record<string, string>>;
}) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column} className={cn(widths[column], column === 'Actions' && 'text-right')}>
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/**
 * The one row of an empty table. On a phone the table scrolls sideways, so its message starts at the left
 * edge, in view; from `sm` up it is centred.
 */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-10 text-left text-muted-foreground sm:text-center">
        {children}
      </TableCell>
    </TableRow>
  );
}
