import { PROJECT_STATUSES, type Project, type ProjectStatus } from '@/data/models/project';

export const ALL_STATUSES = 'all';
export type ProjectStatusTab = typeof ALL_STATUSES | ProjectStatus;

/** The list's tabs (spec section 2): All Projects, then one per status. */
export const PROJECT_STATUS_TABS: ReadonlyArray<{ value: ProjectStatusTab; label: string }> = [
  { value: ALL_STATUSES, label: 'All Projects' },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: status })),
];

/** The projects of a tab; statuses match case-insensitively ('Planned' is already read as Planning). */
export function filterProjectsByStatus(projects: readonly Project[], tab: ProjectStatusTab): Project[] {
  if (tab === ALL_STATUSES) return [...projects];
  const wanted = tab.toLowerCase();
  return projects.filter((project) => project.status.toLowerCase() === wanted);
}

export function isProjectStatusTab(value: string): value is ProjectStatusTab {
  return PROJECT_STATUS_TABS.some((tab) => tab.value === value);
}
