import { withQueryProvider } from '@/app/QueryProvider';
import { useParams } from 'react-router-dom';
import { Seo } from '@/seo/Seo';
import { buildArticleJsonLd, buildBreadcrumbJsonLd } from '@/seo/json-ld';
import { paths } from '@/lib/paths';
import { useCountPostView, usePublishedPost } from '@/features/blog/queries';
import { useErrorToast } from '@/features/blog/hooks';
import { blogCopy } from '@/features/blog/copy';
import { BlogPostArticle } from '@/features/blog/BlogPostArticle';
import { PostError, PostNotFound, PostSkeleton } from '@/features/blog/PostStates';

export default withQueryProvider(function BlogPostPage() {
  const { id = '' } = useParams();
  const path = paths.blogPost(id);
  const { data: post, isPending, isError, errorUpdatedAt, refetch, isFetching } = usePublishedPost(id);
  useCountPostView(id, Boolean(post));
  useErrorToast(isError, errorUpdatedAt, blogCopy.post.errorToast);

  if (isPending) {
    return (
      <>
        <Seo title="Blog" description={blogCopy.list.seoDescription} path={path} />
        <PostSkeleton />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <Seo title={blogCopy.post.errorTitle} description={blogCopy.post.errorText} path={path} noindex />
        <PostError onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  }
  if (!post) {
    return (
      <>
        <Seo
          title={blogCopy.post.notFoundTitle}
          description={blogCopy.post.notFoundText}
          path={path}
          noindex
        />
        <PostNotFound id={id} />
      </>
    );
  }

  const description = post.excerpt || blogCopy.list.seoDescription;
  return (
    <>
      <Seo
        title={`${post.title} | Blog`}
        description={description}
        path={path}
        image={post.image}
        type="article"
        keywords={[post.category, ...post.tags]}
        jsonLd={[
          buildArticleJsonLd({
            title: post.title,
            description,
            path,
            image: post.image,
            author: post.author,
            date: post.date,
          }),
          buildBreadcrumbJsonLd([
            { name: 'Home', path: paths.home },
            { name: 'Blog', path: paths.blog },
            { name: post.title, path },
          ]),
        ]}
      />
      <BlogPostArticle post={post} />
    </>
  );
});
