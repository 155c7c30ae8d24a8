import { paths } from './paths';
import { termSlug } from './slug';

/*
 * The addresses of the lists' numbered pages (lib/listing.ts): /blog, /blog/page/2, /blog/category/<slug>,
 * /blog/tag/<slug>/page/3, /projects/category/<slug>. Apart from paths.ts, which every page's start-up code
 * carries, since only the list pages and the links to them need these.
 */

/** Which list a blog address shows: all posts, or one category's or tag's (by the term's slug), and the page. */
export interface BlogListAddress {
  filter: 'category' | 'tag' | null;
  term: string | null;
  page: number;
}

/** Which page of the portfolio: all completed projects or one category's (by its slug). */
export interface ProjectsListAddress {
  term: string | null;
  page: number;
}

/** /blog, /blog/page/2, /blog/category/seo, /blog/tag/tourism/page/3 (page 1 is the list's own address). */
export function blogListPath({ filter, term, page }: BlogListAddress): string {
  const number = String(page);
  if (filter === 'category' && term)
    return page > 1 ? paths.blogCategoryPage(term, number) : paths.blogCategory(term);
  if (filter === 'tag' && term) return page > 1 ? paths.blogTagPage(term, number) : paths.blogTag(term);
  return page > 1 ? paths.blogPage(number) : paths.blog;
}

/** /projects, /projects/page/2, /projects/category/e-commerce. */
export function projectsListPath({ term, page }: ProjectsListAddress): string {
  const number = String(page);
  if (term) return page > 1 ? paths.projectsCategoryPage(term, number) : paths.projectsCategory(term);
  return page > 1 ? paths.projectsPage(number) : paths.projects;
}

const BLOG_LIST = /^\/blog(?:\/(category|tag)\/([^/]+))?(?:\/page\/([^/]+))?\/?$/;
const PROJECTS_LIST = /^\/projects(?:\/category\/([^/]+))?(?:\/page\/([^/]+))?\/?$/;

/** A page number as an address writes it: 2 and up ("1" is the list's own address); null if not one. */
function pageNumber(text: string | undefined): number | null {
  if (text === undefined) return 1;
  return /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null;
}

/** The list a blog address shows, or null when it is not a blog list address (or its page is not a number). */
export function parseBlogListPath(pathname: string): BlogListAddress | null {
  const match = BLOG_LIST.exec(pathname);
  if (!match) return null;
  const [, filter, term, pageText] = match;
  const page = pageNumber(pageText);
  if (page === null) return null;
  return {
    filter: (filter as BlogListAddress['filter']) ?? null,
    term: term ? decodeURIComponent(term) : null,
    page,
  };
}

/** The page a portfolio address shows, or null when it is not one. */
export function parseProjectsListPath(pathname: string): ProjectsListAddress | null {
  const match = PROJECTS_LIST.exec(pathname);
  if (!match) return null;
  const [, term, pageText] = match;
  const page = pageNumber(pageText);
  if (page === null) return null;
  return { term: term ? decodeURIComponent(term) : null, page };
}

/** A category's list: /blog/category/<slug>. */
export const blogCategoryPath = (category: string) =>
  blogListPath({ filter: 'category', term: termSlug(category), page: 1 });

/** A tag's list: /blog/tag/<slug>. */
export const blogTagPath = (tag: string) => blogListPath({ filter: 'tag', term: termSlug(tag), page: 1 });
