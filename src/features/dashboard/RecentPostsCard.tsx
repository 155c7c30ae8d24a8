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
      columns={['Title', 'Author', 'Date', 'Views', 'Action']}
      loadingRows={RECENT_POSTS}
      emptyText="No posts yet."
      rows={
        posts
          ? posts.map((post) => (
              <TableRow key={post.id}>
                <TableCell className="min-w-64 font-medium">
                  <span className="flex flex-wrap items-center gap-2">
                    {post.title}
                    <PostStatusBadge post={post} />
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{post.author}</TableCell>
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
