import { Navigate } from 'react-router-dom';
import { withQueryProvider } from '@/lib/QueryProvider';
import { Seo } from '@/seo/Seo';
import { blogListPath, type BlogListAddress } from '@/lib/list-paths';
import { BlogBrowser } from '@/features/blog/BlogBrowser';
import { BlogListHero } from '@/features/blog/BlogListHero';
import { blogCopy } from '@/features/blog/copy';
import { blogLoadMeta, useBlogListLocation } from '@/features/blog/hooks';
import { blogListTitle } from '@/features/blog/list';
import { useBlogListing } from '@/features/blog/queries';
import NotFoundPage from './NotFoundPage';

/** The term an address names, as written: the list's own spelling, else the address's words. */
function termName(address: BlogListAddress, listed: string | null | undefined): string | null {
  if (!address.filter || !address.term) return null;
  return listed ?? address.term.replace(/-/g, ' ');
}

function BlogList({ address }: { address: BlogListAddress }) {
  const { data: listing } = useBlogListing(address, blogLoadMeta.list);
  const name = termName(address, listing?.name);
  const title = blogListTitle({
    category: address.filter === 'category' ? name : null,
    tag: address.filter === 'tag' ? name : null,
  });
  const filtered = Boolean(address.filter);
  return (
    <>
      <Seo
        title={address.page > 1 ? `${title}, page ${address.page}` : title}
        description={blogCopy.list.seoDescription}
        path={blogListPath(address)}
        keywords={blogCopy.list.seoKeywords}
      />
      <BlogListHero title={title} filtered={filtered} />
      <BlogBrowser address={address} />
    </>
  );
}

/** /blog and its numbered, category and tag pages; the first version's ?tag= and ?category= addresses move on. */
export default withQueryProvider(function BlogPage() {
  const location = useBlogListLocation();
  if (location.kind === 'moved') return <Navigate to={location.to} replace />;
  if (location.kind === 'unknown') return <NotFoundPage />;
  return <BlogList address={location.address} />;
});
