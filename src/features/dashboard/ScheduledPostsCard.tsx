import { TableCell, TableRow } from '@/components/ui/table';
import type { BlogPost } from '@/data/schemas/blog-post';
import { adminPaths } from '@/lib/admin-paths';
import { PostAction } from './RecentPostsCard';
import { formatSiteDateTime, timeUntil } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { RecentTableCard } from './RecentTableCard';

/** The next posts that go public on their own, soonest first, with a countdown; null while loading. */
export function ScheduledPostsCard({
  posts,
  canEdit,
}: {
  posts: readonly BlogPost[] | undefined;
  canEdit: boolean;
}) {
  const now = useNow();
  // A post whose time came while the screen was open has gone public: it leaves the list.
  const upcoming = posts?.filter((post) => post.publishAt && post.publishAt.getTime() > now);
  return (
    <RecentTableCard
      title="Scheduled posts"
      description="The next posts to go public on their own, in India time."
      link={{ to: adminPaths.blogPosts, label: 'All posts' }}
      columns={[
        { label: 'Title' },
        { label: 'Goes live', width: 'w-52' },
        { label: 'In', width: 'w-36' },
        { label: 'Action', width: 'w-24' },
      ]}
      loadingRows={1}
      emptyText="Nothing scheduled. In a post's editor, choose Publish: At a set time."
      rows={
        upcoming
          ? upcoming.map((post) => (
              <TableRow key={post.id}>
                <TableCell className="truncate font-medium" title={post.title}>
                  {post.title}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatSiteDateTime(post.publishAt)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {post.publishAt ? timeUntil(post.publishAt.getTime(), now) : null}
                </TableCell>
                <TableCell>
                  <PostAction post={post} canEdit={canEdit} />
                </TableCell>
              </TableRow>
            ))
          : null
      }
    />
  );
}
