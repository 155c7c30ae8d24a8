import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ListPagination } from '@/components/site/ListPagination';
import { SectionHeading } from '@/components/site/SectionHeading';
import { buttonVariants } from '@/components/ui/button-variants';
import { projectsPage } from '@/content/projects-page';
import type { Project } from '@/data/schemas/project';
import type { Listing } from '@/lib/listing';
import { useListInView, WITHIN_LIST } from '@/lib/list-navigation';
import { paths } from '@/lib/paths';
import { projectsListPath, type ProjectsListAddress } from '@/lib/list-paths';
import { ALL_PROJECTS, describeProjectCount } from './filter';
import { projectCategoryName, PROJECTS_PAGE_SIZE } from './listing';
import { LoadErrorPanel } from '@/components/site/LoadErrorPanel';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton } from './ProjectCardSkeleton';
import { ProjectFilterBar } from './ProjectFilterBar';
import { useProjectListing } from './queries';

const SKELETON_COUNT = 6;
const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8';

/**
 * The portfolio: Completed projects, all or one category's (each its own address), a numbered page at a
 * time, with loading, error and empty states.
 */
export function ProjectsBrowser({ address }: { address: ProjectsListAddress }) {
  const query = useProjectListing(address);
  const listTop = useRef<HTMLElement>(null);
  useListInView(listTop);

  return (
    <section ref={listTop} aria-labelledby="project-grid-title" className="section scroll-mt-16">
      <div className="container-page">
        <SectionHeading
          id="project-grid-title"
          eyebrow={projectsPage.grid.eyebrow}
          title={projectsPage.grid.title}
          description={projectsPage.grid.description}
        />
        <div className="mt-10">
          <ProjectFilterBar activeTerm={address.term} />
        </div>
        <div id="project-grid" className="mt-10">
          {query.isPending ? (
            <>
              <p role="status" className="sr-only">
                {projectsPage.loading}
              </p>
              <div className={gridClass}>
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <ProjectCardSkeleton key={index} />
                ))}
              </div>
            </>
          ) : query.isLoadingError ? (
            <LoadErrorPanel
              message={projectsPage.error.message}
              retryLabel={projectsPage.error.retry}
              retryingLabel={projectsPage.error.retrying}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <ProjectResults listing={query.data} address={address} />
          )}
        </div>
      </div>
    </section>
  );
}

function ProjectResults({ listing, address }: { listing: Listing<Project>; address: ProjectsListAddress }) {
  const category = address.term ? (listing.name ?? projectCategoryName(address.term)) : ALL_PROJECTS;
  // A page past the end of the list (an old link after the list shrank): say so, and lead to its first page.
  const pastTheEnd = listing.items.length === 0 && address.page > 1;
  const first = (listing.page - 1) * PROJECTS_PAGE_SIZE + 1;
  const range =
    listing.pageCount > 1 && listing.items.length > 0
      ? { first, last: first + listing.items.length - 1 }
      : undefined;
  return (
    <>
      <p role="status" className="mb-6 text-center text-sm text-muted-foreground">
        {pastTheEnd ? projectsPage.pastTheEnd.status : describeProjectCount(listing.total, category, range)}
      </p>
      {listing.items.length > 0 ? (
        <ul className={gridClass}>
          {listing.items.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center rounded-card border border-dashed border-ink-200 px-6 py-12 text-center">
          <h3 className="text-xl font-bold text-ink-950">
            {pastTheEnd ? projectsPage.pastTheEnd.title(listing.page) : projectsPage.empty.title(category)}
          </h3>
          <p className="mt-3 text-muted-foreground">
            {pastTheEnd ? projectsPage.pastTheEnd.description : projectsPage.empty.description}
          </p>
          {pastTheEnd ? (
            <Link
              to={projectsListPath({ term: address.term, page: 1 })}
              state={WITHIN_LIST}
              className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
            >
              {projectsPage.pastTheEnd.firstPage}
            </Link>
          ) : address.term ? (
            <Link
              to={paths.projects}
              state={WITHIN_LIST}
              className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
            >
              {projectsPage.empty.showAll}
            </Link>
          ) : null}
        </div>
      )}
      <ListPagination
        page={listing.page}
        pageCount={listing.pageCount}
        pathFor={(page) => projectsListPath({ term: address.term, page })}
      />
    </>
  );
}
