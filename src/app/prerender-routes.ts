import { serviceSlugs } from '@/content/services';
import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { blogKeys } from '@/features/blog/keys';
import { allBlogListings, listedPost, type BlogListingAt } from '@/features/blog/listing';
import {
  publishedPostBySlugQueryOptions,
  publishedPostQueryOptions,
  RECENT_POSTS_EMBEDDED,
} from '@/features/blog/queries';
import { blogTopics } from '@/features/blog/taxonomy';
import { projectKeys } from '@/features/projects/keys';
import { LATEST_PROJECTS_COUNT } from '@/features/projects/latest';
import { allProjectListings, listedProject, type ProjectListingAt } from '@/features/projects/listing';
import { publicProjectQueryOptions } from '@/features/projects/queries';
import type { EmbeddedQuery } from '@/lib/page-data';
import { paths, postPath, siteRoutes, type SiteRouteId } from '@/lib/paths';
import { blogListPath, projectsListPath } from '@/lib/list-paths';

export interface PrerenderRoute {
  path: string;
  /** The page module the route renders (its chunk is preloaded by the generated HTML). */
  page: string;
  /** Modules the page imports dynamically but always needs (their chunks are preloaded too). */
  alsoPreload?: string[];
  /** The queries the page renders from, embedded in its HTML so the browser starts from them. */
  queries?: EmbeddedQuery[];
  /** When the content last changed (sitemap lastmod), as YYYY-MM-DD. */
  lastModified?: string;
  /** Left out of the sitemap (a list's numbered pages: crawlable by their links, its items are listed). */
  notInSitemap?: boolean;
}

/** What the build read through the public rules: the content pages are rendered from it. */
export interface ContentSnapshot {
  posts: BlogPost[];
  projects: Project[];
  settings: SiteSettings;
  /** site/live's changedAt, read before the content: pages apply only the changes made after it. */
  liveAsOf: Date | null;
}

/**
 * Each route's page module, as Vite's manifest names it (the HTML preloads its chunk): the same modules
 * as routes.tsx's pageLoaders (route-manifest.test.tsx checks each pair), named here so that the public
 * startup JS doesn't carry the strings.
 */
export const pageModules: Record<SiteRouteId | 'notFound', string> = {
  home: 'src/pages/site/HomePage.tsx',
  about: 'src/pages/site/AboutPage.tsx',
  services: 'src/pages/site/ServicesPage.tsx',
  service: 'src/pages/site/ServicePage.tsx',
  packages: 'src/pages/site/PackagesPage.tsx',
  blog: 'src/pages/site/BlogPage.tsx',
  blogPage: 'src/pages/site/BlogPage.tsx',
  blogCategory: 'src/pages/site/BlogPage.tsx',
  blogCategoryPage: 'src/pages/site/BlogPage.tsx',
  blogTag: 'src/pages/site/BlogPage.tsx',
  blogTagPage: 'src/pages/site/BlogPage.tsx',
  blogPost: 'src/pages/site/BlogPostPage.tsx',
  projects: 'src/pages/site/ProjectsPage.tsx',
  projectsPage: 'src/pages/site/ProjectsPage.tsx',
  projectsCategory: 'src/pages/site/ProjectsPage.tsx',
  projectsCategoryPage: 'src/pages/site/ProjectsPage.tsx',
  project: 'src/pages/site/ProjectDetailPage.tsx',
  contact: 'src/pages/site/ContactPage.tsx',
  preview: 'src/pages/site/PreviewPage.tsx',
  notFound: 'src/pages/site/NotFoundPage.tsx',
};

/** One prerendered address of a route, with what its HTML embeds (the page module comes from the manifest). */
type PrerenderedAddress = Omit<PrerenderRoute, 'page'>;

/**
 * How each public route is prerendered, keyed by the manifest's route ids (src/lib/paths.ts), so a route
 * added there must say here which addresses it has: from the code (`fromCode`, built once) or from the
 * content snapshot (`fromContent`). It lives here, not in the manifest, because it imports the query
 * options, which the manifest (in every public page's startup JS) must not carry.
 */
const prerender: Record<
  SiteRouteId,
  { fromCode: () => PrerenderedAddress[] } | { fromContent: (content: ContentLists) => PrerenderedAddress[] }
> = {
  // The home page's latest projects, as the build listed them (site/live's changes apply in the browser).
  home: { fromContent: ({ latestProjects }) => [{ path: paths.home, queries: [latestProjects] }] },
  about: { fromCode: () => [{ path: paths.about }] },
  services: { fromCode: () => [{ path: paths.services }] },
  service: {
    fromCode: () =>
      serviceSlugs.map((slug) => ({
        path: paths.service(slug),
        // The page's own copy: fetched with the page's code, not one round trip after it.
        alsoPreload: [`src/content/service-pages/${slug}.ts`],
      })),
  },
  packages: { fromCode: () => [{ path: paths.packages }] },
  // Every page of every blog list, each with its posts only, and the sidebar's figures over all posts.
  blog: { fromContent: (content) => blogListPages(content, null, 'first') },
  blogPage: { fromContent: (content) => blogListPages(content, null, 'later') },
  blogCategory: { fromContent: (content) => blogListPages(content, 'category', 'first') },
  blogCategoryPage: { fromContent: (content) => blogListPages(content, 'category', 'later') },
  blogTag: { fromContent: (content) => blogListPages(content, 'tag', 'first') },
  blogTagPage: { fromContent: (content) => blogListPages(content, 'tag', 'later') },
  blogPost: {
    fromContent: ({ posts, recentPosts }) =>
      posts.map((post) => ({
        path: postPath(post),
        queries: [
          {
            // Posts from before slugs existed are addressed by id.
            key: post.slug
              ? publishedPostBySlugQueryOptions(post.slug).queryKey
              : publishedPostQueryOptions(post.id).queryKey,
            data: post,
            refresh: true,
          },
          recentPosts,
        ],
        lastModified: isoDay(post.updatedAt, post.date),
      })),
  },
  projects: { fromContent: (content) => projectListPages(content, 'all', 'first') },
  projectsPage: { fromContent: (content) => projectListPages(content, 'all', 'later') },
  projectsCategory: { fromContent: (content) => projectListPages(content, 'category', 'first') },
  projectsCategoryPage: { fromContent: (content) => projectListPages(content, 'category', 'later') },
  project: {
    fromContent: ({ projects }) =>
      projects.map((project) => ({
        path: paths.project(project.id),
        queries: [{ key: publicProjectQueryOptions(project.id).queryKey, data: project, refresh: true }],
        lastModified: isoDay(project.updatedAt, project.date),
      })),
  },
  contact: { fromCode: () => [{ path: paths.contact }] },
  // A shared draft (models/preview.ts): rendered in the browser only (firebase.json rewrites /preview/** to
  // the app shell), so no address is prerendered and none is in the sitemap.
  preview: { fromCode: () => [] },
};

const isoDay = (date: Date | null, fallback: string) => (date ? date.toISOString().slice(0, 10) : fallback);
const newest = (dates: string[]) => dates.sort().at(-1);

const lastModifiedOf = (items: ReadonlyArray<{ updatedAt: Date | null; date: string }>) =>
  newest(items.map((item) => isoDay(item.updatedAt, item.date)));

/** The blog list pages of one kind (all posts, categories or tags), their first pages or the later ones. */
function blogListPages(
  { blogListings, blogTopics: topics, recentPosts }: ContentLists,
  filter: BlogListingAt['address']['filter'],
  pages: 'first' | 'later',
): PrerenderedAddress[] {
  return blogListings
    .filter(({ address }) => address.filter === filter && (pages === 'first') === (address.page === 1))
    .map(({ address, listing }) => ({
      path: blogListPath(address),
      queries: [
        { key: blogKeys.listing(address), data: listing },
        topics,
        // /blog's data also serves the recent posts to pages that have none embedded (not-found states).
        ...(address.filter === null && address.page === 1 ? [recentPosts] : []),
      ],
      lastModified: lastModifiedOf(listing.items),
      notInSitemap: address.page > 1,
    }));
}

/** The portfolio's pages (all projects or a category's), their first pages or the later ones. */
function projectListPages(
  { projectListings, latestProjects }: ContentLists,
  list: 'all' | 'category',
  pages: 'first' | 'later',
): PrerenderedAddress[] {
  return projectListings
    .filter(
      ({ address }) =>
        (address.term === null) === (list === 'all') && (pages === 'first') === (address.page === 1),
    )
    .map(({ address, listing }) => ({
      path: projectsListPath(address),
      queries: [{ key: projectKeys.listing(address), data: listing }, latestProjects],
      lastModified: lastModifiedOf(listing.items),
      notInSitemap: address.page > 1,
    }));
}

/** The snapshot cut into what the pages embed. */
interface ContentLists extends ContentSnapshot {
  blogListings: BlogListingAt[];
  blogTopics: EmbeddedQuery;
  recentPosts: EmbeddedQuery;
  projectListings: ProjectListingAt[];
  latestProjects: EmbeddedQuery;
}

const routeIds = Object.keys(siteRoutes) as SiteRouteId[];
const withPage = (id: SiteRouteId) => (address: PrerenderedAddress) => ({
  ...address,
  page: pageModules[id],
});

/** Routes whose addresses and content come from the code. */
export const staticRoutes: readonly PrerenderRoute[] = routeIds.flatMap((id) => {
  const plan = prerender[id];
  return 'fromCode' in plan ? plan.fromCode().map(withPage(id)) : [];
});

/** The blog and portfolio pages, from the snapshot: every page of every list, every post, every project. */
export function contentRoutes(snapshot: ContentSnapshot): PrerenderRoute[] {
  const content: ContentLists = {
    ...snapshot,
    blogListings: allBlogListings(snapshot.posts),
    blogTopics: { key: blogKeys.topics(), data: blogTopics(snapshot.posts) },
    recentPosts: {
      key: blogKeys.recent(),
      data: snapshot.posts.slice(0, RECENT_POSTS_EMBEDDED).map(listedPost),
    },
    projectListings: allProjectListings(snapshot.projects),
    latestProjects: {
      key: projectKeys.latest(),
      data: snapshot.projects.slice(0, LATEST_PROJECTS_COUNT).map(listedProject),
    },
  };
  return routeIds.flatMap((id) => {
    const plan = prerender[id];
    return 'fromContent' in plan ? plan.fromContent(content).map(withPage(id)) : [];
  });
}

/** The not-found page, prerendered as 404.html. */
export const notFoundRoute: PrerenderRoute = { path: '/404', page: pageModules.notFound };
