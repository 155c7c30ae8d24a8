import { withQueryProvider } from '@/lib/QueryProvider';
import { Navigate, useParams } from 'react-router-dom';
import { Seo } from '@/seo/Seo';
import { buildArticleJsonLd, buildBreadcrumbJsonLd } from '@/seo/json-ld';
import { paths, postPath } from '@/lib/paths';
import { useCountPostView, useCurrentPost } from '@/features/blog/queries';
import { blogCopy } from '@/features/blog/copy';
import { blogLoadMeta } from '@/features/blog/hooks';
import { BlogPostArticle } from '@/features/blog/BlogPostArticle';
import { PostError, PostNotFound, PostSkeleton } from '@/features/blog/PostStates';

/**
 * /blog/<slug>, and /blog/<id> for old links: the route's `id` param is a slug, or a numeric post id (a
 * slug is never all digits). A post found by id that has a slug, or at an address it was renamed from,
 * moves to its slug's address (replacing this one in the history).
 */
export default withQueryProvider(function BlogPostPage() {
  const { id: param = '' } = useParams();
  const { query, post, movedTo: redirect, settled } = useCurrentPost(param, blogLoadMeta.post);
  const {
    isPending,
    // Only a failed first load is an error to show: a failed background refresh keeps the post on screen
    // (it also fails when App Check is enforced, since a page that is only read sends no token).
    isLoadingError: isError,
    refetch,
    isFetching,
  } = query;
  // Views are counted by post id, once the post is shown current at its own address.
  useCountPostView(post?.id ?? '', Boolean(post) && !redirect && settled);

  if (redirect) return <Navigate replace to={redirect} />;

  const requestedPath = paths.blogPost(param);
  if (isPending) {
    return (
      <>
        <Seo title="Blog" description={blogCopy.list.seoDescription} path={requestedPath} />
        <PostSkeleton />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <Seo
          title={blogCopy.post.errorTitle}
          description={blogCopy.post.errorText}
          path={requestedPath}
          noindex
        />
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
          path={requestedPath}
          noindex
        />
        <PostNotFound id={param} />
      </>
    );
  }

  // The canonical address: the slug's (the id's for a post stored before slugs existed).
  const path = postPath(post);
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
            publishedAt: post.publishAt,
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
