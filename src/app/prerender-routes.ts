import { serviceSlugs } from '@/content/services';
import type { BlogPost } from '@/data/models/blog-post';
import type { Project } from '@/data/models/project';
import type { SiteSettings } from '@/data/models/site-settings';
import { PUBLIC_LIST_LIMIT } from '@/data/store/port';
import {
  publishedPostBySlugQueryOptions,
  publishedPostQueryOptions,
  publishedPostsQueryOptions,
} from '@/features/blog/queries';
import { completedProjectsQueryOptions, publicProjectQueryOptions } from '@/features/projects/queries';
import type { EmbeddedQuery } from '@/lib/page-data';
import { paths, postPath } from '@/lib/paths';

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
}

/** Routes whose content is static (the home page's latest projects load in the browser). */
export const staticRoutes: readonly PrerenderRoute[] = [
  { path: '/', page: 'src/pages/site/HomePage.tsx' },
  { path: '/about', page: 'src/pages/site/AboutPage.tsx' },
  { path: '/services', page: 'src/pages/site/ServicesPage.tsx' },
  ...serviceSlugs.map((slug) => ({
    path: `/services/${slug}`,
    page: 'src/pages/site/ServicePage.tsx',
    // The page's own copy: fetched with the page's code, not one round trip after it.
    alsoPreload: [`src/content/service-pages/${slug}.ts`],
  })),
  { path: '/packages', page: 'src/pages/site/PackagesPage.tsx' },
  { path: '/contact', page: 'src/pages/site/ContactPage.tsx' },
];

const isoDay = (date: Date | null, fallback: string) => (date ? date.toISOString().slice(0, 10) : fallback);

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

/** The blog and portfolio pages, from the snapshot: lists, every published post, every completed project. */
export function contentRoutes({ posts, projects }: ContentSnapshot): PrerenderRoute[] {
  const postList: EmbeddedQuery = {
    key: publishedPostsQueryOptions().queryKey,
    data: posts.slice(0, PUBLIC_LIST_LIMIT).map(listedPost),
  };
  const projectList: EmbeddedQuery = {
    key: completedProjectsQueryOptions().queryKey,
    data: projects.slice(0, PUBLIC_LIST_LIMIT).map(listedProject),
  };
  const newest = (dates: string[]) => dates.sort().at(-1);
  return [
    {
      path: paths.blog,
      page: 'src/pages/site/BlogPage.tsx',
      queries: [postList],
      lastModified: newest(posts.map((post) => isoDay(post.updatedAt, post.date))),
    },
    ...posts.map((post) => ({
      path: postPath(post),
      page: 'src/pages/site/BlogPostPage.tsx',
      queries: [
        {
          // Posts from before slugs existed are addressed by id.
          key: post.slug
            ? publishedPostBySlugQueryOptions(post.slug).queryKey
            : publishedPostQueryOptions(post.id).queryKey,
          data: post,
        },
        postList,
      ],
      lastModified: isoDay(post.updatedAt, post.date),
    })),
    {
      path: paths.projects,
      page: 'src/pages/site/ProjectsPage.tsx',
      queries: [projectList],
      lastModified: newest(projects.map((project) => isoDay(project.updatedAt, project.date))),
    },
    ...projects.map((project) => ({
      path: paths.project(project.id),
      page: 'src/pages/site/ProjectDetailPage.tsx',
      queries: [{ key: publicProjectQueryOptions(project.id).queryKey, data: project }],
      lastModified: isoDay(project.updatedAt, project.date),
    })),
  ];
}
