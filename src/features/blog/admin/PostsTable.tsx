import { isPublicAt } from '@/data/models/schedule';
import { DeleteRowButton, EditRowLink, rowActionClass } from '@/components/admin/RowActions';
import { ArrowDown, ArrowUp, ArrowUpDown, ExternalLink } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableEmptyRow,
} from '@/components/ui/table';
import type { BlogPost } from '@/data/schemas/blog-post';
import { adminPaths } from '@/lib/admin-paths';
import { postPath } from '@/lib/paths';
import { formatShortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { blogAdminCopy } from './copy';
import type { PostSort, SortColumn } from './post-list';
import { PostPublishingStatus } from './PostStatusBadge';
import { useNow } from '@/lib/use-now';
import { formatCount } from '@/lib/format-count';

const LOADING_ROWS = 5;

/**
 * The columns in order; those with a `column` sort the whole list (SORTABLE_COLUMNS). Fixed widths (the title
 * takes the rest), so the columns do not change width when the rows replace the skeleton.
 */
const COLUMNS: readonly { column?: SortColumn; label: string; className?: string }[] = [
  { column: 'title', label: 'Title' },
  { column: 'status', label: 'Status', className: 'w-28' },
  { label: 'Category', className: 'w-36' },
  { label: 'Author', className: 'w-32' },
  { column: 'date', label: 'Date', className: 'w-32' },
  { column: 'views', label: 'Views', className: 'w-24 text-right' },
];

function SortableHead({
  column,
  label,
  className,
  sort,
  onSort,
}: {
  column: SortColumn;
  label: string;
  className?: string;
  sort: PostSort;
  onSort: (column: SortColumn) => void;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded uppercase hover:text-foreground',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </TableHead>
  );
}

interface PostsTableProps {
  /** null while loading. */
  posts: readonly BlogPost[] | null;
  sort: PostSort;
  onSort: (column: SortColumn) => void;
  /** Edit and delete controls (editors and admins). */
  canEdit: boolean;
  onDelete: (post: BlogPost) => void;
  /** What an empty list says (the filters' or the search's reason). */
  emptyText?: string;
}

/** Every post with its facts, sortable by column, and its actions. */
export function PostsTable({
  posts,
  sort,
  onSort,
  canEdit,
  onDelete,
  emptyText = blogAdminCopy.list.empty,
}: PostsTableProps) {
  const columnCount = COLUMNS.length + 1;
  const now = useNow();
  return (
    <Table aria-label="Blog posts" aria-busy={posts === null || undefined} className="min-w-4xl table-fixed">
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ column, label, className }) =>
            column ? (
              <SortableHead
                key={label}
                column={column}
                label={label}
                className={className}
                sort={sort}
                onSort={onSort}
              />
            ) : (
              <TableHead key={label} className={className}>
                {label}
              </TableHead>
            ),
          )}
          <TableHead className="w-40 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {posts === null ? (
          Array.from({ length: LOADING_ROWS }, (_, row) => (
            <TableRow key={row}>
              {Array.from({ length: columnCount }, (_, cell) => (
                <TableCell key={cell}>
                  <Skeleton className={cell === 0 ? 'h-4 w-48' : 'h-4 w-16'} />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : posts.length === 0 ? (
          <TableEmptyRow colSpan={columnCount}>{emptyText}</TableEmptyRow>
        ) : (
          posts.map((post) => (
            <PostRow key={post.id} post={post} now={now} canEdit={canEdit} onDelete={onDelete} />
          ))
        )}
      </TableBody>
    </Table>
  );
}

function PostRow({
  post,
  now,
  canEdit,
  onDelete,
}: {
  post: BlogPost;
  /** The table's one clock for the countdowns (useNow). */
  now: number;
  canEdit: boolean;
  onDelete: (post: BlogPost) => void;
}) {
  return (
    <TableRow>
      <TableCell className="font-medium break-words">{post.title}</TableCell>
      <TableCell>
        <PostPublishingStatus post={post} now={now} />
      </TableCell>
      <TableCell className="break-words">{post.category}</TableCell>
      <TableCell className="break-words">{post.author}</TableCell>
      <TableCell className="whitespace-nowrap">
        {/* Local midnight of the calendar date, so no time zone moves it a day. */}
        <time dateTime={post.date}>{formatShortDate(new Date(`${post.date}T00:00:00`))}</time>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatCount(post.views)}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {isPublicAt(post) ? (
            <a
              href={postPath(post)}
              target="_blank"
              rel="noreferrer"
              className={rowActionClass}
              aria-label={`View ${post.title} (opens in a new tab)`}
              title="View on the blog"
            >
              <ExternalLink aria-hidden="true" />
            </a>
          ) : null}
          {canEdit ? (
            <>
              <EditRowLink to={adminPaths.editBlogPost(post.id)} name={post.title} />
              <DeleteRowButton name={post.title} onClick={() => onDelete(post)} />
            </>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
