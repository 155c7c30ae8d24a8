import { serviceSlugs } from '@/content/services';
import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { PUBLIC_LIST_LIMIT } from '@/data/store/port';
import {
  publishedPostBySlugQueryOptions,
  publishedPostQueryOptions,
  publishedPostsQueryOptions,
} from '@/features/blog/queries';
import { completedProjectsQueryOptions, publicProjectQueryOptions } from '@/features/projects/queries';
import { LATEST_PROJECTS_COUNT, LATEST_PROJECTS_KEY } from '@/features/home/LatestProjects';
import type { EmbeddedQuery } from '@/lib/page-data';
import { paths, postPath, siteRoutes, type SiteRouteId } from '@/lib/paths';

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
  blogPost: 'src/pages/site/BlogPostPage.tsx',
  projects: 'src/pages/site/ProjectsPage.tsx',
  project: 'src/pages/site/ProjectDetailPage.tsx',
  contact: 'src/pages/site/ContactPage.tsx',
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
  home: {
    fromContent: ({ projects }) => [
      {
        path: paths.home,
        queries: [
          { key: LATEST_PROJECTS_KEY, data: projects.slice(0, LATEST_PROJECTS_COUNT).map(listedProject) },
        ],
      },
    ],
  },
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
  blog: {
    fromContent: ({ posts, postList }) => [
      {
        path: paths.blog,
        queries: [postList],
        lastModified: newest(posts.map((post) => isoDay(post.updatedAt, post.date))),
      },
    ],
  },
  blogPost: {
    fromContent: ({ posts, postList }) =>
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
          postList,
        ],
        lastModified: isoDay(post.updatedAt, post.date),
      })),
  },
  projects: {
    fromContent: ({ projects, projectList }) => [
      {
        path: paths.projects,
        queries: [projectList],
        lastModified: newest(projects.map((project) => isoDay(project.updatedAt, project.date))),
      },
    ],
  },
  project: {
    fromContent: ({ projects }) =>
      projects.map((project) => ({
        path: paths.project(project.id),
        queries: [{ key: publicProjectQueryOptions(project.id).queryKey, data: project, refresh: true }],
        lastModified: isoDay(project.updatedAt, project.date),
      })),
  },
  contact: { fromCode: () => [{ path: paths.contact }] },
};

const isoDay = (date: Date | null, fallback: string) => (date ? date.toISOString().slice(0, 10) : fallback);
const newest = (dates: string[]) => dates.sort().at(-1);

// Lists leave out what list pages never show (a post's body, a case study's long sections), which would
// otherwise be embedded in every page that lists them.
const listedPost = (post: BlogPost): BlogPost => ({ ...post, content: '' });
const listedProject = (project: Project): Project => ({
  ...project,
  longDescription: '',
  challenges: '',
  solutions: '',
  results: '',
});

/** The snapshot with the list queries that several pages embed. */
interface ContentLists extends ContentSnapshot {
  postList: EmbeddedQuery;
  projectList: EmbeddedQuery;
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

/** The blog and portfolio pages, from the snapshot: lists, every published post, every completed project. */
export function contentRoutes(snapshot: ContentSnapshot): PrerenderRoute[] {
  const content: ContentLists = {
    ...snapshot,
    postList: {
      key: publishedPostsQueryOptions().queryKey,
      data: snapshot.posts.slice(0, PUBLIC_LIST_LIMIT).map(listedPost),
    },
    projectList: {
      key: completedProjectsQueryOptions().queryKey,
      data: snapshot.projects.slice(0, PUBLIC_LIST_LIMIT).map(listedProject),
    },
  };
  return routeIds.flatMap((id) => {
    const plan = prerender[id];
    return 'fromContent' in plan ? plan.fromContent(content).map(withPage(id)) : [];
  });
}

/** The not-found page, prerendered as 404.html. */
export const notFoundRoute: PrerenderRoute = { path: '/404', page: pageModules.notFound };
