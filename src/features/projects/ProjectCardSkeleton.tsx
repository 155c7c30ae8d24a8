import { CardSkeleton } from '@/components/site/CardSkeleton';

/** The shape of a ProjectCard while projects load (it is also what the prerendered HTML holds). */
export function ProjectCardSkeleton() {
  return (
    <CardSkeleton
      aria-hidden="true"
      className="overflow-hidden rounded-card border border-border bg-surface shadow-card"
      imageClassName="aspect-[3/2] rounded-none"
      bodyClassName="space-y-3 p-6"
      lines={['h-5 w-24 rounded-full', 'h-6 w-4/5', 'h-4 w-full', 'h-4 w-11/12', 'h-4 w-2/3']}
    />
  );
}
