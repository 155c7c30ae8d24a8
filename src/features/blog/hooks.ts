import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { parsePageParam } from './list';

/**
 * Raises an error toast once per failure: a query's errorUpdatedAt changes with each new failure, and the
 * ref keeps StrictMode's double effect (and re-renders) from repeating it.
 */
export function useErrorToast(isError: boolean, errorUpdatedAt: number, message: string): void {
  const lastNotified = useRef(0);
  useEffect(() => {
    if (!isError || lastNotified.current === errorUpdatedAt) return;
    lastNotified.current = errorUpdatedAt;
    notify.error(message);
  }, [isError, errorUpdatedAt, message]);
}

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
