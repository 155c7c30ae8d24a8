import { Link } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { projectDetailPage } from '@/content/projects-page';
import { paths } from '@/lib/paths';
import { LoadErrorPanel } from '@/components/site/LoadErrorPanel';

/** The case-study layout in grey while the project loads. */
export function ProjectDetailSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        {projectDetailPage.loading}
      </p>
      <div aria-hidden="true">
        <div className="border-b border-border bg-gradient-to-b from-ink-50 to-white">
          <div className="container-page space-y-5 pt-8 pb-12 sm:pt-10 sm:pb-14">
            <Skeleton className="h-4 w-64" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-11 w-full max-w-3xl" />
            <Skeleton className="h-5 w-full max-w-2xl" />
          </div>
        </div>
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
          <div className="space-y-4">
            <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
            <div className="grid grid-cols-4 gap-3 sm:gap-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="aspect-[3/2] rounded-xl" />
              ))}
            </div>
          </div>
          <Skeleton className="h-80 rounded-card" />
        </div>
      </div>
    </div>
  );
}

/** The project exists nowhere public: a clear message and a way back. */
export function ProjectNotFound() {
  const { notFound } = projectDetailPage;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-chinar-50 text-chinar-700">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-ink-950 sm:text-4xl">{notFound.title}</h1>
      <p className="mt-4 max-w-lg text-lg leading-8 text-muted-foreground">{notFound.description}</p>
      <Link to={paths.projects} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden="true" />
        {notFound.backLink}
      </Link>
    </section>
  );
}

interface ProjectLoadErrorProps {
  retrying: boolean;
  onRetry: () => void;
}

/** Loading failed (connection, service): say so and offer a retry; the page keeps its layout. */
export function ProjectLoadError({ retrying, onRetry }: ProjectLoadErrorProps) {
  const { error } = projectDetailPage;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20">
      <h1 className="mb-6 text-center text-3xl font-extrabold text-ink-950">{error.title}</h1>
      <LoadErrorPanel
        className="w-full max-w-xl"
        message={error.message}
        retryLabel={error.retry}
        retryingLabel={error.retrying}
        retrying={retrying}
        onRetry={onRetry}
      />
      <Link
        to={paths.projects}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-chinar-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {projectDetailPage.backLink}
      </Link>
    </section>
  );
}
