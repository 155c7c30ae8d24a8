import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level; h2 for page sections. */
  as?: 'h2' | 'h3';
  inverse?: boolean;
  className?: string;
  id?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  inverse = false,
  className,
  id,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className={cn('eyebrow', inverse && 'text-chinar-300')}>{eyebrow}</p> : null}
      <Heading
        id={id}
        className={cn('mt-3 text-3xl font-extrabold sm:text-4xl', inverse ? 'text-white' : 'text-ink-950')}
      >
        {title}
      </Heading>
      {description ? (
        <div className={cn('mt-4 text-lg leading-8', inverse ? 'text-ink-200' : 'text-muted-foreground')}>
          {description}
        </div>
      ) : null}
    </div>
  );
}
