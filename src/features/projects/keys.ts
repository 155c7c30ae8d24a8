/**
 * The portfolio's query keys, apart from the public queries (./queries.ts) so that the back office, which
 * invalidates them after a save, does not download the public pages' query code.
 */
export const projectKeys = {
  all: ['projects'] as const,
  completed: () => [...projectKeys.all, 'completed'] as const,
  publicProject: (id: string) => [...projectKeys.all, 'public', id] as const,
};
