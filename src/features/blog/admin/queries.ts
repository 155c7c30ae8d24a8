import { queryOptions } from '@tanstack/react-query';
import { listAllPosts } from '@/data/repos/blog-posts';
import { blogKeys } from '../queries';

export const adminBlogKeys = { all: () => [...blogKeys.all, 'all'] as const };

/** Every post, drafts included, newest first (staff only). */
export const allPostsQueryOptions = () =>
  queryOptions({ queryKey: adminBlogKeys.all(), queryFn: listAllPosts });
