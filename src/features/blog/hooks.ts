import type { QueryMeta } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { blogCopy } from './copy';
import { parsePageParam } from './list';

/**
 * The public blog's load toasts (raised by the query cache): only a failed first load, since a failed
 * background refresh keeps the posts on screen (it also fails when App Check is enforced, since a page
 * that is only read sends no token). Here, not in queries.ts, so the back office does not load this copy.
 */
export const blogLoadMeta = {
  list: { errorToast: { title: blogCopy.list.errorToast }, quietRefreshErrors: true },
  post: { errorToast: { title: blogCopy.post.errorToast }, quietRefreshErrors: true },
} satisfies Record<string, QueryMeta>;

export interface BlogListParams {
  category: string | null;
  tag: string | null;
  page: number;
  /** Moves to a page (1 drops the parameter); pushes history so Back returns to the previous page. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/** The blog list's state in the address: ?category=, ?tag= and ?page=. */
export function useBlogListParams(): BlogListParams {
  const [params, setParams] = useSearchParams();
  const category = params.get('category')?.trim() || null;
  const tag = params.get('tag')?.trim() || null;
  const page = parsePageParam(params.get('page'));
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { category, tag, page, setPage };
}
