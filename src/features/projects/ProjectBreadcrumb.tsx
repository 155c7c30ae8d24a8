import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { projectDetailPage } from '@/content/projects-page';
import { paths } from '@/lib/paths';

/** Home / Projects / {title}: the trail for a project page (its JSON-LD twin is built by the page). */
export function ProjectBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label={projectDetailPage.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          <Link to={paths.home} className="rounded-sm hover:text-ink-950 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-3.5" />
        </li>
        <li>
          <Link to={paths.projects} className="rounded-sm hover:text-ink-950 hover:underline">
            Projects
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-3.5" />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-ink-900">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
