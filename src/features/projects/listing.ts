import { PROJECT_CATEGORIES } from '@/data/models/project';
import type { Project } from '@/data/schemas/project';
import { groupByTerm, listingPage, listingPages, type Listing } from '@/lib/listing';
import type { ProjectsListAddress } from '@/lib/list-paths';
import { termSlug } from '@/lib/slug';

/** Projects on one page of the portfolio: four rows of three. */
export const PROJECTS_PAGE_SIZE = 12;

/** A project as lists show it: without the case study, which would otherwise be embedded in every list. */
export const listedProject = (project: Project): Project => ({
  ...project,
  longDescription: '',
  challenges: '',
  solutions: '',
  results: '',
});

/** Whether a project is in the list an address shows (whatever the page). */
export function projectBelongsTo({ term }: Pick<ProjectsListAddress, 'term'>): (project: Project) => boolean {
  return term ? (project) => termSlug(project.category) === term : () => true;
}

export interface ProjectListingAt {
  address: ProjectsListAddress;
  listing: Listing<Project>;
}

/**
 * Every page of the portfolio and of each category (each filter of the bar has its pages, even empty ones);
 * `projects` are completed, newest first.
 */
export function allProjectListings(projects: readonly Project[]): ProjectListingAt[] {
  const listed = projects.map(listedProject);
  const groups = groupByTerm(listed, (project) => [project.category]);
  const filters = [
    ...PROJECT_CATEGORIES.map(
      (name) =>
        groups.find((group) => group.slug === termSlug(name)) ?? { slug: termSlug(name), name, items: [] },
    ),
    ...groups.filter((group) => !PROJECT_CATEGORIES.some((name) => termSlug(name) === group.slug)),
  ];
  return [{ slug: null, name: null, items: listed }, ...filters].flatMap(({ slug, name, items }) =>
    listingPages(items, PROJECTS_PAGE_SIZE, name).map((listing) => ({
      address: { term: slug, page: listing.page },
      listing,
    })),
  );
}

/** The page an address shows, made from every completed project (where there is no build). */
export function projectListingOf(
  projects: readonly Project[],
  address: ProjectsListAddress,
): Listing<Project> {
  const items = projects.filter(projectBelongsTo(address)).map(listedProject);
  const name = address.term
    ? (PROJECT_CATEGORIES.find((category) => termSlug(category) === address.term) ??
      items[0]?.category ??
      null)
    : null;
  return listingPage(items, address.page, PROJECTS_PAGE_SIZE, name);
}

/** What an address not in the build shows: nothing yet (site/live's changes may add to it). */
export function emptyProjectListing(address: ProjectsListAddress): Listing<Project> {
  return listingPage([], address.page, PROJECTS_PAGE_SIZE);
}

/** A category's name from its address: one of the filters', else the address's words. */
export function projectCategoryName(term: string): string {
  return PROJECT_CATEGORIES.find((name) => termSlug(name) === term) ?? term.replace(/-/g, ' ');
}
