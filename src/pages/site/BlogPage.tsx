import { withQueryProvider } from '@/app/QueryProvider';
import { Seo } from '@/seo/Seo';
import { paths } from '@/lib/paths';
import { BlogBrowser } from '@/features/blog/BlogBrowser';
import { BlogListHero } from '@/features/blog/BlogListHero';
import { blogCopy } from '@/features/blog/copy';
import { useBlogListParams } from '@/features/blog/hooks';
import { blogListTitle } from '@/features/blog/list';

export default withQueryProvider(function BlogPage() {
  const { category, tag } = useBlogListParams();
  const title = blogListTitle({ category, tag });
  return (
    <>
      <Seo
        title={title}
        description={blogCopy.list.seoDescription}
        path={paths.blog}
        keywords={blogCopy.list.seoKeywords}
      />
      <BlogListHero title={title} filtered={Boolean(category || tag)} />
      <BlogBrowser />
    </>
  );
});
