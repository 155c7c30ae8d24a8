import type { QueryMeta } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { blogListPath, parseBlogListPath, type BlogListAddress } from '@/lib/list-paths';
import { termSlug } from '@/lib/slug';
import { blogCopy } from './copy';

/**
 * The public blog's load toasts (raised by the query cache): only a failed first load, since a failed
 * background refresh keeps the posts on screen (it also fails when App Check is enforced, since a page
 * that is only read sends no token). Here, not in queries.ts, so the back office does not load this copy.
 */
export const blogLoadMeta = {
  list: { errorToast: { title: blogCopy.list.errorToast }, quietRefreshErrors: true },
  post: { errorToast: { title: blogCopy.post.errorToast }, quietRefreshErrors: true },
} satisfies Record<string, QueryMeta>;

export type BlogListLocation =
  | { kind: 'list'; address: BlogListAddress }
  /** An address of the blog's first version (/blog?tag=…, ?category=…, ?page=…): where it now lives. */
  | { kind: 'moved'; to: string }
  /** Not a list address (a page number that is not one). */
  | { kind: 'unknown' };

const PAGE_PARAM = /^[1-9][0-9]{0,5}$/;

/** Which blog list the address shows (/blog, /blog/page/2, /blog/category/<slug>, /blog/tag/<slug>/page/3). */
export function useBlogListLocation(): BlogListLocation {
  const { pathname, search } = useLocation();
  const address = parseBlogListPath(pathname);
  if (!address) return { kind: 'unknown' };
  const params = new URLSearchParams(search);
  const category = params.get('category')?.trim();
  const tag = params.get('tag')?.trim();
  const page = params.get('page')?.trim();
  const legacyPage = page && PAGE_PARAM.test(page) ? Number(page) : 1;
  // The spec's heading rule: category first, then tag.
  if (!address.filter && category)
    return {
      kind: 'moved',
      to: blogListPath({ filter: 'category', term: termSlug(category), page: legacyPage }),
    };
  if (!address.filter && tag)
    return { kind: 'moved', to: blogListPath({ filter: 'tag', term: termSlug(tag), page: legacyPage }) };
  if (!address.filter && page !== undefined && address.page === 1)
    return { kind: 'moved', to: blogListPath({ ...address, page: legacyPage }) };
  // /blog/page/1 is /blog.
  if (/\/page\/1\/?$/.test(pathname)) return { kind: 'moved', to: blogListPath(address) };
  return { kind: 'list', address };
}
