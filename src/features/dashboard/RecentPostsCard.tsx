import { isPublicAt } from '@/data/models/schedule';
import { Link } from 'react-router-dom';
import { TableCell, TableRow } from '@/components/ui/table';
import type { BlogPost } from '@/data/schemas/blog-post';
import { PostStatusBadge } from '@/features/blog/admin';
import { adminPaths } from '@/lib/admin-paths';
import { postPath } from '@/lib/paths';
import { formatDisplayDate } from '@/lib/utils';
import { RECENT_POSTS } from './queries';
import { dashboardLinkClasses } from './RecentInquiriesCard';
import { RecentTableCard } from './RecentTableCard';

/**
 * Edit for those who may edit; otherwise View of a public post (new tab), or nothing for a draft or a post
 * scheduled ahead.
 */
export function PostAction({ post, canEdit }: { post: BlogPost; canEdit: boolean }) {
  if (canEdit) {
    return (
      <Link
        to={adminPaths.editBlogPost(post.id)}
        className={dashboardLinkClasses}
        aria-label={`Edit ${post.title}`}
      >
        Edit
      </Link>
    );
  }
  if (!isPublicAt(post)) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={postPath(post)}
      target="_blank"
      rel="noreferrer"
      className={dashboardLinkClasses}
      aria-label={`View ${post.title} (opens in a new tab)`}
    >
      View
    </a>
  );
}

/** The newest posts, drafts included; null while loading. */
export function RecentPostsCard({
  posts,
  canEdit,
}: {
  posts: readonly BlogPost[] | undefined;
  canEdit: boolean;
}) {
  return (
    <RecentTableCard
      title="Recent blog posts"
      description="The newest posts, drafts included."
      link={{ to: adminPaths.blogPosts, label: 'All posts' }}
      columns={[
        { label: 'Title' },
        { label: 'Author', width: 'w-40' },
        { label: 'Date', width: 'w-44' },
        { label: 'Views', width: 'w-20' },
        { label: 'Action', width: 'w-24' },
      ]}
      loadingRows={RECENT_POSTS}
      emptyText="No posts yet."
      rows={
        posts
          ? posts.map((post) => (
              <TableRow key={post.id}>
                <TableCell className="font-medium">
                  {/* One line (the card's rows keep one height): a long title ends in an ellipsis. */}
                  <span className="flex items-center gap-2">
                    <span className="truncate" title={post.title}>
                      {post.title}
                    </span>
                    <span className="shrink-0">
                      <PostStatusBadge post={post} />
                    </span>
                  </span>
                </TableCell>
                <TableCell className="truncate">{post.author}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDisplayDate(post.date)}</TableCell>
                <TableCell className="tabular-nums">{post.views}</TableCell>
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
