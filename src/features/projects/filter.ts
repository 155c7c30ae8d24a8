import { PROJECT_CATEGORIES } from '@/data/models/project';

export const ALL_PROJECTS = 'All';

/** The portfolio filter (spec section 9): All, then every category, in this order. */
export const PROJECT_FILTERS = [ALL_PROJECTS, ...PROJECT_CATEGORIES] as const;

/** "Showing all 4 projects", "Showing 2 E-commerce projects", "Showing 13–24 of 40 projects" (a page of many). */
export function describeProjectCount(
  count: number,
  category: string,
  range?: { first: number; last: number },
): string {
  const noun = count === 1 ? 'project' : 'projects';
  const kind = category === ALL_PROJECTS ? noun : `${category} ${noun}`;
  if (range) return `Showing ${range.first}–${range.last} of ${count} ${kind}`;
  return category === ALL_PROJECTS ? `Showing all ${count} ${noun}` : `Showing ${count} ${kind}`;
}
