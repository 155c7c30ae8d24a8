import type { ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

interface CardSkeletonProps extends ComponentProps<'div'> {
  /** The picture's placeholder (its aspect ratio and corners). */
  imageClassName: string;
  bodyClassName: string;
  /** One placeholder bar per line of text, top to bottom. */
  lines: readonly string[];
}

/** The grey shape of a card (a picture above lines of text) while its data loads. */
export function CardSkeleton({ imageClassName, bodyClassName, lines, ...props }: CardSkeletonProps) {
  return (
    <div {...props}>
      <Skeleton className={imageClassName} />
      <div className={bodyClassName}>
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  );
}
