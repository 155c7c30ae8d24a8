import { cn } from '@/lib/utils';
import { projectsPage } from '@/content/projects-page';
import { PROJECT_FILTERS, type ProjectFilter } from './filter';

interface ProjectFilterBarProps {
  value: ProjectFilter;
  onChange: (filter: ProjectFilter) => void;
  /** Id of the list the buttons control. */
  controls: string;
}

/** Toggle buttons (one pressed at a time) that choose the portfolio category. */
export function ProjectFilterBar({ value, onChange, controls }: ProjectFilterBarProps) {
  return (
    <div
      role="group"
      aria-label={projectsPage.grid.filterLabel}
      className="flex flex-wrap justify-center gap-2"
    >
      {PROJECT_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            aria-controls={controls}
            onClick={() => onChange(filter)}
            className={cn(
              'h-10 shrink-0 rounded-full border px-5 text-sm font-semibold transition-colors',
              pressed
                ? 'border-ink-950 bg-ink-950 text-white shadow-sm'
                : 'border-ink-200 bg-white text-ink-800 hover:border-ink-300 hover:bg-ink-50',
            )}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}
