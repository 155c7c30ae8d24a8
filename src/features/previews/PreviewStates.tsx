import { Link } from 'react-router-dom';
import { LoadErrorPanel } from '@/components/site/LoadErrorPanel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { previewCopy } from './copy';

/** The banner and a page's outline in grey while the link loads (a post or a project: not known yet). */
export function PreviewSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{previewCopy.loading}</span>
      <div aria-hidden="true">
        <div className="border-b border-amber-200 bg-amber-50">
          <div className="container-page flex items-center gap-3 py-3">
            <Skeleton className="h-5 w-20 rounded-full bg-amber-200" />
            <Skeleton className="h-4 w-72 max-w-full bg-amber-100" />
          </div>
        </div>
        <div className="bg-ink-950">
          <div className="container-page space-y-5 py-16 sm:py-20 lg:py-24">
            <Skeleton className="h-5 w-28 rounded-full bg-white/10" />
            <Skeleton className="h-10 w-full max-w-2xl bg-white/10" />
            <Skeleton className="h-5 w-80 max-w-full bg-white/10" />
          </div>
        </div>
        <div className="container-page max-w-3xl space-y-3 py-12">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}

/** The link could not be read (offline, service unavailable): say so and offer a retry. */
export function PreviewLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { error } = previewCopy;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20">
      <LoadErrorPanel
        className="w-full max-w-xl"
        title={error.title}
        titleAs="h1"
        message={error.text}
        retryLabel={error.retry}
        retryingLabel={error.retrying}
        retrying={retrying}
        onRetry={onRetry}
      />
      <Link
        to={paths.home}
        className="mt-6 text-sm font-semibold text-chinar-700 underline-offset-4 hover:underline"
      >
        {previewCopy.unavailable.home}
      </Link>
    </section>
  );
}
