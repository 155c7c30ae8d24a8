import { useQueries } from '@tanstack/react-query';
import { Eye, FileText, FolderKanban, Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { useCan, useStaff } from '@/features/auth/session';
import { allPostsQueryOptions } from '@/features/blog/admin/queries';
import { PostStatusBadge } from '@/features/blog/admin/PostStatusBadge';
import { RecentTableCard } from '@/features/dashboard/RecentTableCard';
import { StatCard } from '@/features/dashboard/StatCard';
import { computeDashboardStats } from '@/features/dashboard/stats';
import { InquiryStatusBadge } from '@/features/inquiries/InquiryStatusBadge';
import { allInquiriesQueryOptions } from '@/features/inquiries/queries';
import { allProjectsQueryOptions } from '@/features/projects/admin/queries';
import { formatShortDate } from '@/lib/dates';
import { adminPaths } from '@/lib/admin-paths';
import { postPath } from '@/lib/paths';
import { formatDisplayDate } from '@/lib/utils';

const RECENT_INQUIRIES = 4;
const RECENT_POSTS = 3;

const linkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

/** /admin: the figures that matter, all computed from stored data, and the newest inquiries and posts. */
export default function DashboardPage() {
  const staff = useStaff();
  const canEdit = useCan('editContent');
  const [posts, projects, inquiries] = useQueries({
    queries: [allPostsQueryOptions(), allProjectsQueryOptions(), allInquiriesQueryOptions()],
  });
  const failed = [posts, projects, inquiries].filter((query) => query.isError);
  const stats =
    posts.data && projects.data && inquiries.data
      ? computeDashboardStats(posts.data, projects.data, inquiries.data)
      : null;

  const firstName = staff.name.split(' ')[0] || staff.email;

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}. Here is what is happening on the site.`}
      />
      {failed.length > 0 ? (
        <Alert
          variant="danger"
          title="Some figures could not be loaded"
          description="Check your connection and try again."
          className="mb-6"
        >
          <Button variant="outline" size="sm" onClick={() => failed.forEach((query) => void query.refetch())}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Post views"
          icon={Eye}
          value={stats?.postViews ?? null}
          detail={
            stats
              ? `Reads of ${stats.publishedPosts} published ${stats.publishedPosts === 1 ? 'post' : 'posts'}, all time`
              : null
          }
        />
        <StatCard
          label="Blog Posts"
          icon={FileText}
          value={stats ? stats.publishedPosts + stats.draftPosts : null}
          detail={
            stats
              ? `${stats.publishedPosts} published · ${stats.draftPosts} ${stats.draftPosts === 1 ? 'draft' : 'drafts'}`
              : null
          }
          trend={stats?.postsByMonth}
          trendNoun="posts"
        />
        <StatCard
          label="Projects"
          icon={FolderKanban}
          value={stats?.projects.total ?? null}
          detail={
            stats
              ? `${stats.projects.completed} completed · ${stats.projects.inProgress} in progress · ${stats.projects.planning} planning`
              : null
          }
        />
        <StatCard
          label="Inquiries"
          icon={Inbox}
          value={stats?.inquiries.total ?? null}
          detail={
            stats
              ? `${stats.inquiries.new} new · ${stats.inquiries.responded} responded · ${stats.inquiries.resolved} resolved`
              : null
          }
          trend={stats?.inquiries.byMonth}
          trendNoun="inquiries"
        />
      </section>
      <div className="mt-6 grid gap-6">
        <div className="min-w-0">
          <RecentTableCard
            title="Recent inquiries"
            description="The latest messages from the contact form."
            link={{ to: adminPaths.inquiries, label: 'All inquiries' }}
            columns={['Name', 'Email', 'Date', 'Subject', 'Status', 'Action']}
            loadingRows={RECENT_INQUIRIES}
            emptyText="No inquiries yet."
            rows={
              inquiries.data
                ? inquiries.data.slice(0, RECENT_INQUIRIES).map((inquiry) => (
                    <TableRow key={inquiry.id}>
                      <TableCell className="font-medium whitespace-nowrap">{inquiry.name}</TableCell>
                      <TableCell className="text-muted-foreground">{inquiry.email}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatShortDate(inquiry.createdAt)}
                      </TableCell>
                      <TableCell className="max-w-56 truncate" title={inquiry.subject}>
                        {inquiry.subject}
                      </TableCell>
                      <TableCell>
                        <InquiryStatusBadge status={inquiry.status} />
                      </TableCell>
                      <TableCell>
                        <Link
                          to={adminPaths.inquiries}
                          className={linkClasses}
                          aria-label={`View inquiry from ${inquiry.name}`}
                        >
                          View
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))
                : null
            }
          />
        </div>
        <div className="min-w-0">
          <RecentTableCard
            title="Recent blog posts"
            description="The newest posts, drafts included."
            link={{ to: adminPaths.blogPosts, label: 'All posts' }}
            columns={['Title', 'Author', 'Date', 'Views', 'Action']}
            loadingRows={RECENT_POSTS}
            emptyText="No posts yet."
            rows={
              posts.data
                ? posts.data.slice(0, RECENT_POSTS).map((post) => (
                    <TableRow key={post.id}>
                      <TableCell className="min-w-64 font-medium">
                        <span className="flex flex-wrap items-center gap-2">
                          {post.title}
                          <PostStatusBadge status={post.status} />
                        </span>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{post.author}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDisplayDate(post.date)}</TableCell>
                      <TableCell className="tabular-nums">{post.views}</TableCell>
                      <TableCell>
                        {canEdit ? (
                          <Link
                            to={adminPaths.editBlogPost(post.id)}
                            className={linkClasses}
                            aria-label={`Edit ${post.title}`}
                          >
                            Edit
                          </Link>
                        ) : post.status === 'Published' ? (
                          <a
                            href={postPath(post)}
                            target="_blank"
                            rel="noreferrer"
                            className={linkClasses}
                            aria-label={`View ${post.title} (opens in a new tab)`}
                          >
                            View
                          </a>
                        ) : (
                          <span className="text-muted-foreground">—</span>
                        )}
                      </TableCell>
                    </TableRow>
                  ))
                : null
            }
          />
        </div>
      </div>
    </>
  );
}
