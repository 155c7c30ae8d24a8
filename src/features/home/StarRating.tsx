import { Star } from 'lucide-react';
import { MAX_RATING } from '@/content/testimonials';
import { cn } from '@/lib/utils';

/** Filled and empty stars for a 1-5 rating, announced as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const clamped = Math.min(MAX_RATING, Math.max(1, Math.round(rating)));
  return (
    <div
      role="img"
      aria-label={`Rated ${clamped} out of ${MAX_RATING}`}
      className={cn('flex gap-1', className)}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-5',
            index < clamped ? 'fill-chinar-500 text-chinar-500' : 'fill-ink-100 text-ink-200',
          )}
        />
      ))}
    </div>
  );
}
