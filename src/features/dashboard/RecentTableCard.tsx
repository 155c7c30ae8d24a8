import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** A column: its title, and its width (a class; none: the rest of the table's width). */
interface RecentColumn {
  label: string;
  width?: string;
}

interface RecentTableCardProps {
  title: string;
  description: string;
  link: { to: string; label: string };
  columns: readonly RecentColumn[];
  /** null while loading (skeleton rows); an empty array shows `emptyText`. */
  rows: ReactNode[] | null;
  loadingRows: number;
  emptyText: string;
}

/**
 * A dashboard card holding a short table of the newest items and a link to the full list. Its geometry does
 * not depend on the data, so nothing moves when the rows replace the skeleton: fixed column widths (a fixed
 * table layout) and one line per row, every row (skeleton, data, empty) as tall as the others.
 */
export function RecentTableCard({
  title,
  description,
  link,
  columns,
  rows,
  loadingRows,
  emptyText,
}: RecentTableCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Link
          to={link.to}
          className="shrink-0 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {link.label}
        </Link>
      </CardHeader>
      <Table
        aria-label={title}
        containerClassName="border-t border-border"
        // Narrower than this the region scrolls sideways rather than squeezing the columns.
        className="min-w-3xl table-fixed"
      >
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.label} className={column.width}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className="[&>tr]:h-12">
          {rows === null ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // Not the index alone: a data row keyed "1" would take over skeleton row 1's element and move.
              <TableRow key={`skeleton-${index}`}>
                {columns.map((column) => (
                  <TableCell key={column.label}>
                    <Skeleton className="h-5 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length > 0 ? (
            rows
          ) : (
            <TableRow>
              <TableCell colSpan={columns.length} className="text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
