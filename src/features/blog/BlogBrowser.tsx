import { useMemo, useRef, useState } from 'react';
import { SiteSearchResults } from '@/features/search';
import { postPath } from '@/lib/paths';
import { usePublishedPosts } from './queries';
import { blogLoadMeta, useBlogListParams } from './hooks';
import { BLOG_PAGE_SIZE } from './constants';
import { filterPosts, paginate } from './list';
import { BlogPostCard } from './BlogPostCard';
import { BlogPagination } from './BlogPagination';
import { BlogSearch } from './BlogSearch';
import { BlogSidebar } from './BlogSidebar';
import { BlogEmptyState, BlogErrorState, BlogGridSkeleton } from './BlogListStates';

function resultSummary(start: number, end: number, total: number): string {
  if (total === 0) return 'No matching articles';
  if (total === 1) return 'Showing 1 article';
  return `Showing ${start}–${end} of ${total} articles`;
}

/** The blog list: search, the current page of published posts, pagination, and the topic sidebar. */
export function BlogBrowser() {
  const { category, tag, page, setPage } = useBlogListParams();
  const [search, setSearch] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  // isLoadingError: a failed background refresh keeps the posts shown (see BlogPostPage).
  const {
    data: posts,
    isPending,
    isLoadingError: isError,
    refetch,
    isFetching,
  } = usePublishedPosts(blogLoadMeta.list);

  const filtered = useMemo(
    () => (posts ? filterPosts(posts, { search, category, tag }) : []),
    [posts, search, category, tag],
  );
  const listedUrls = useMemo(() => new Set(filtered.map((post) => postPath(post))), [filtered]);
  const current = paginate(filtered, page, BLOG_PAGE_SIZE);
  const start = (current.page - 1) * BLOG_PAGE_SIZE + 1;

  function changeSearch(value: string) {
    setSearch(value);
    // A new search starts from the first page (spec: pagination resets when a filter changes).
    if (page !== 1) setPage(1, { replace: true });
  }

  function changePage(next: number) {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }

  let content;
  if (isPending) {
    content = <BlogGridSkeleton />;
  } else if (isError) {
    content = <BlogErrorState onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (current.items.length === 0) {
    content = (
      <BlogEmptyState
        filtered={Boolean(category || tag)}
        onClearSearch={search ? () => changeSearch('') : undefined}
      />
    );
  } else {
    content = (
      <>
        <ul className="grid gap-8 sm:grid-cols-2">
          {current.items.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} eager={current.page === 1 && index < 2} />
            </li>
          ))}
        </ul>
        <BlogPagination page={current.page} pageCount={current.pageCount} onPageChange={changePage} />
      </>
    );
  }

  return (
    <div className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-16">
      <div ref={listTop} className="scroll-mt-24">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <BlogSearch value={search} onChange={changeSearch} />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {posts && !isError ? resultSummary(start, start + current.items.length - 1, filtered.length) : ''}
          </p>
        </div>
        {content}
        {/* The list filters the newest posts by title and summary (spec); the site search finds the rest. */}
        <SiteSearchResults query={search} exclude={listedUrls} />
      </div>
      <BlogSidebar posts={posts} loading={isPending} activeCategory={category} activeTag={tag} />
    </div>
  );
}
