import type { Project } from '@/data/schemas/project';
import { fetchBuiltQuery, SITE_IS_BUILT } from '@/lib/page-data';
import { paths } from '@/lib/paths';
import { projectKeys } from './keys';

/** How many of the newest completed projects the home page shows (spec section 9). */
export const LATEST_PROJECTS_COUNT = 3;

/** The newest completed projects as the build listed them (home page, portfolio's featured project). */
export const LATEST_PROJECTS_KEY = projectKeys.latest();

/**
 * The newest completed projects as the build listed them, for a page reached by an in-app link: the home
 * page's built data from Hosting (no Firestore read), else (dev, tests) one read of the store.
 */
export async function fetchLatestProjects(): Promise<Project[]> {
  if (SITE_IS_BUILT) return (await fetchBuiltQuery<Project[]>(paths.home, LATEST_PROJECTS_KEY)) ?? [];
  // The store's code downloads only where there is no build.
  return (await import('@/data/repos/projects')).listCompletedProjects(LATEST_PROJECTS_COUNT);
}
