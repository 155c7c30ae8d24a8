import type { ProjectsListAddress } from '@/lib/list-paths';

/**
 * The portfolio's query keys, apart from the public queries (./queries.ts) so that the back office, which
 * invalidates them after a save, does not download the public pages' query code.
 */
export const projectKeys = {
  all: ['projects'] as const,
  /** The newest completed projects (the home page's and the portfolio's featured one). */
  latest: () => [...projectKeys.all, 'latest'] as const,
  /** One numbered page of the portfolio or of a category. */
  listing: ({ term, page }: ProjectsListAddress) =>
    [...projectKeys.all, 'listing', term ?? '', page] as const,
  /** Every completed project: what the lists are made from where there is no build (dev, page tests). */
  everyCompleted: () => [...projectKeys.all, 'every-completed'] as const,
  publicProject: (id: string) => [...projectKeys.all, 'public', id] as const,
};
