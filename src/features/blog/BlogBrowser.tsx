import { useMemo, useRef, useState } from 'react';
import { ListPagination } from '@/components/site/ListPagination';
import { SiteSearchResults } from '@/features/search';
import { useListInView } from '@/lib/list-navigation';
import { postPath } from '@/lib/paths';
import { blogListPath, type BlogListAddress } from '@/lib/list-paths';
import { useBlogListing, useBlogTopics } from './queries';
import { blogLoadMeta } from './hooks';
import { BLOG_PAGE_SIZE } from './constants';
import { filterPosts } from './list';
import { BlogPostCard } from './BlogPostCard';
import { BlogSearch } from './BlogSearch';
import { BlogSidebar } from './BlogSidebar';
import { BlogEmptyState, BlogErrorState, BlogGridSkeleton } from './BlogListStates';

function listSummary(page: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No matching articles';
  if (total === 1) return 'Showing 1 article';
  const start = (page - 1) * BLOG_PAGE_SIZE + 1;
  return `Showing ${start}–${start + shown - 1} of ${total} articles`;
}

function searchSummary(matches: number): string {
  if (matches === 0) return 'No matching articles on this page';
  return matches === 1 ? '1 matching article on this page' : `${matches} matching articles on this page`;
}

/**
 * A blog list: one numbered page of all posts, of a category or of a tag (each its own address), the search
 * box (it narrows the page's posts by title and summary; the site search below finds the rest, in full
 * text), the pages, and the topic sidebar.
 */
export function BlogBrowser({ address }: { address: BlogListAddress }) {
  const [search, setSearch] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  useListInView(listTop);
  // isLoadingError: a failed background refresh keeps the posts shown (see BlogPostPage).
  const {
    data: listing,
    isPending,
    isLoadingError: isError,
    refetch,
    isFetching,
  } = useBlogListing(address, blogLoadMeta.list);
  const topics = useBlogTopics();

  const shown = useMemo(() => (listing ? filterPosts(listing.items, { search }) : []), [listing, search]);
  const shownUrls = useMemo(() => new Set(shown.map((post) => postPath(post))), [shown]);
  const { filter, term } = address;
  const pathFor = (page: number) => blogListPath({ filter, term, page });

  let content;
  if (isPending) {
    content = <BlogGridSkeleton />;
  } else if (isError || !listing) {
    content = <BlogErrorState onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (shown.length === 0) {
    content = (
      <>
        <BlogEmptyState
          filtered={Boolean(filter) || listing.page > 1}
          onClearSearch={search ? () => setSearch('') : undefined}
        />
        <ListPagination page={listing.page} pageCount={listing.pageCount} pathFor={pathFor} />
      </>
    );
  } else {
    content = (
      <>
        <ul className="grid gap-8 sm:grid-cols-2">
          {shown.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} eager={listing.page === 1 && index < 2} />
            </li>
          ))}
        </ul>
        <ListPagination page={listing.page} pageCount={listing.pageCount} pathFor={pathFor} />
      </>
    );
  }

  return (
    <div className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-16">
      <div ref={listTop} className="scroll-mt-24">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <BlogSearch value={search} onChange={setSearch} />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {listing && !isError
              ? search.trim()
                ? searchSummary(shown.length)
                : listSummary(listing.page, listing.items.length, listing.total)
              : ''}
          </p>
        </div>
        {content}
        {/* The search box narrows this page by title and summary (spec); the site search finds every post. */}
        <SiteSearchResults query={search} exclude={shownUrls} />
      </div>
      <BlogSidebar topics={topics.data} loading={topics.isPending} activeFilter={filter} activeTerm={term} />
    </div>
  );
}
