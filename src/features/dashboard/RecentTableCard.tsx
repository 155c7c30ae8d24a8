import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface RecentTableCardProps {
  title: string;
  description: string;
  link: { to: string; label: string };
  columns: readonly string[];
  /** null while loading (skeleton rows); an empty array shows `emptyText`. */
  rows: ReactNode[] | null;
  loadingRows: number;
  emptyText: string;
}

/** A dashboard card holding a short table of the newest items and a link to the full list. */
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
      <Table aria-label={title} containerClassName="border-t border-border">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows === null ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column}>
                    {/* A line of text's height, so the rows keep theirs when the data arrives. */}
                    <Skeleton className="h-5 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length > 0 ? (
            rows
          ) : (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-8 text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
