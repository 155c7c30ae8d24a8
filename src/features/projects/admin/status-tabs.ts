import type { ListParam } from '@/components/admin/use-list-params';
import type { ProjectListFilter } from '@/data/repos/projects';
import type { SearchQuery } from '@/data/search-words';
import type { ProjectStatus } from '@/data/schemas/project';
import { PROJECT_STATUSES } from '@/data/models/project';

export const ALL_STATUSES = 'all';
export type ProjectStatusTab = typeof ALL_STATUSES | ProjectStatus;

/** The list's tabs (spec section 2): All Projects, then one per status. */
export const PROJECT_STATUS_TABS: ReadonlyArray<{ value: ProjectStatusTab; label: string }> = [
  { value: ALL_STATUSES, label: 'All Projects' },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: status })),
];

/** The status a tab lists (a where-clause on the stored value), or undefined for All Projects. */
function statusOfTab(tab: ProjectStatusTab): ProjectStatus | undefined {
  return tab === ALL_STATUSES ? undefined : tab;
}

/** The list's query: the tab's status (none for All Projects) and a search, which looks through them all. */
export function projectListFilter(tab: ProjectStatusTab, search: SearchQuery | null): ProjectListFilter {
  const status = statusOfTab(tab);
  return { ...(status ? { status } : {}), ...(search ? { search } : {}) };
}

export function isProjectStatusTab(value: string): value is ProjectStatusTab {
  return PROJECT_STATUS_TABS.some((tab) => tab.value === value);
}

/** The tab in the list's address: ?status=Completed (All Projects: no parameter). */
export const projectStatusTabParam: ListParam<ProjectStatusTab> = {
  name: 'status',
  fallback: ALL_STATUSES,
  accepts: isProjectStatusTab,
};

/** The search through every project, in the address as ?q=. */
export const PROJECT_SEARCH_PARAM = 'q';
