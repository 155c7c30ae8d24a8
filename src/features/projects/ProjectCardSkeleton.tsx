import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a ProjectCard while projects load (it is also what the prerendered HTML holds). */
export function ProjectCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
