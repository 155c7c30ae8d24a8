import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/site/SectionHeading';
import { latestProjectsSection } from '@/content/home';
import {
  fetchLatestProjects,
  LATEST_PROJECTS_COUNT,
  LATEST_PROJECTS_KEY,
  ProjectCard,
  ProjectCardSkeleton,
} from '@/features/projects';
import { useLiveChanges } from '@/features/site-settings';
import { useEffect, useMemo, useState } from 'react';
import type { Project } from '@/data/schemas/project';
import { applyChanges } from '@/data/models/live-site';
import { readPageData } from '@/lib/page-data';
import { paths } from '@/lib/paths';

type LatestState = { status: 'pending' } | { status: 'error' } | { status: 'success'; projects: Project[] };

function embeddedLatest(): Project[] | undefined {
  const wanted = JSON.stringify(LATEST_PROJECTS_KEY);
  return readPageData()?.queries?.find((query) => JSON.stringify(query.key) === wanted)?.data as
    | Project[]
    | undefined;
}

/**
 * The build's newest completed projects: embedded in the prerendered home page, else (an in-app link to the
 * home page) its built data from Hosting, else (dev, tests) one read of the store. A plain effect rather
 * than TanStack Query: this section is the home page's only data, and the query library would cost the page
 * more than its JavaScript budget allows.
 */
function useBuiltLatestProjects(): LatestState {
  const [embedded] = useState(embeddedLatest);
  const [state, setState] = useState<LatestState>(
    embedded ? { status: 'success', projects: embedded } : { status: 'pending' },
  );
  useEffect(() => {
    if (embedded) return;
    let active = true;
    fetchLatestProjects().then(
      (projects) => active && setState({ status: 'success', projects }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [embedded]);
  return state;
}

/** The newest completed projects with site/live's changes since the build. */
function useLatestProjects(): LatestState {
  const built = useBuiltLatestProjects();
  const { projects: changes } = useLiveChanges();
  return useMemo(
    () =>
      built.status === 'success'
        ? {
            status: 'success',
            projects: applyChanges(built.projects, changes).slice(0, LATEST_PROJECTS_COUNT),
          }
        : built,
    [built, changes],
  );
}

/** The three newest completed projects; skeletons while they load, a short note if they cannot. */
export function LatestProjects() {
  const state = useLatestProjects();
  const isPending = state.status === 'pending';
  const isError = state.status === 'error';
  const latest = state.status === 'success' ? state.projects : [];

  return (
    <section aria-labelledby="latest-projects-heading" className="section bg-ink-50/70">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="latest-projects-heading"
            align="left"
            eyebrow={latestProjectsSection.eyebrow}
            title={latestProjectsSection.title}
            description={latestProjectsSection.description}
          />
          <Link
            to={latestProjectsSection.cta.to}
            className={buttonVariants({ variant: 'outline', className: 'self-start md:self-auto' })}
          >
            {latestProjectsSection.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>

        <div aria-live="polite" aria-busy={isPending} className="mt-12">
          {isPending ? (
            <>
              <p className="sr-only">Loading the latest projects</p>
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: LATEST_PROJECTS_COUNT }, (_, index) => (
                  <ProjectCardSkeleton key={index} />
                ))}
              </div>
            </>
          ) : isError || latest.length === 0 ? (
            <p className="rounded-card border border-border bg-surface px-6 py-8 text-center text-base text-ink-800 shadow-card">
              {isError
                ? 'We could not load our latest projects just now.'
                : 'Our case studies live in the project portfolio.'}{' '}
              <Link
                to={paths.projects}
                className="font-semibold text-chinar-700 underline underline-offset-4"
              >
                Browse the project portfolio
              </Link>
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {latest.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
