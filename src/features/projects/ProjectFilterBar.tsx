import { Link } from 'react-router-dom';
import { projectsPage } from '@/content/projects-page';
import { WITHIN_LIST } from '@/lib/list-navigation';
import { projectsListPath } from '@/lib/list-paths';
import { termSlug } from '@/lib/slug';
import { cn } from '@/lib/utils';
import { ALL_PROJECTS, PROJECT_FILTERS } from './filter';

interface ProjectFilterBarProps {
  /** The category shown (its slug), null for all. */
  activeTerm: string | null;
}

/**
 * The portfolio's category filter: links, one per category (each view has its own address, prerendered, and
 * works before the app starts), the one shown marked current.
 */
export function ProjectFilterBar({ activeTerm }: ProjectFilterBarProps) {
  return (
    <nav aria-label={projectsPage.grid.filterLabel}>
      <ul className="flex flex-wrap justify-center gap-2">
        {PROJECT_FILTERS.map((filter) => {
          const term = filter === ALL_PROJECTS ? null : termSlug(filter);
          const current = term === activeTerm;
          return (
            <li key={filter}>
              <Link
                to={projectsListPath({ term, page: 1 })}
                state={WITHIN_LIST}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 shrink-0 items-center rounded-full border px-5 text-sm font-semibold transition-colors',
                  current
                    ? 'border-ink-950 bg-ink-950 text-white shadow-sm'
                    : 'border-ink-200 bg-white text-ink-800 hover:border-ink-300 hover:bg-ink-50',
                )}
              >
                {filter}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
