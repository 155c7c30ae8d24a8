import { PROJECT_CATEGORIES } from '@/data/models/project';

export const ALL_PROJECTS = 'All';

/** The portfolio filter (spec section 9): All, then every category, in this order. */
export const PROJECT_FILTERS = [ALL_PROJECTS, ...PROJECT_CATEGORIES] as const;

export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/**
 * The projects shown for a filter: everything for "All", else the projects of that category, in their
 * original order. Categories match case-insensitively and ignore surrounding spaces, since staff type them.
 */
export function filterProjectsByCategory<T extends { category: string }>(
  projects: readonly T[],
  category: ProjectFilter | string,
): T[] {
  const wanted = category.trim().toLowerCase();
  if (!wanted || wanted === ALL_PROJECTS.toLowerCase()) return [...projects];
  return projects.filter((project) => project.category.trim().toLowerCase() === wanted);
}

/** "1 project" / "4 projects", for the live results line. */
export function describeProjectCount(count: number, category: ProjectFilter): string {
  const noun = count === 1 ? 'project' : 'projects';
  return category === ALL_PROJECTS ? `Showing all ${count} ${noun}` : `Showing ${count} ${category} ${noun}`;
}
