import { cn } from '@/lib/utils';

interface LogoProps {
  /** The site's name (Settings > General): its first word in ink, the rest in the accent colour. */
  name: string;
  className?: string;
  inverse?: boolean;
}

/** The chinar-leaf mark and wordmark. */
export function Logo({ name, className, inverse = false }: LogoProps) {
  const [firstWord = '', ...rest] = name.split(' ');
  return (
    // A long saved name (up to 80 characters) ends in an ellipsis rather than pushing the menu off a phone.
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill={inverse ? '#ffffff' : '#141833'} />
        <path
          d="M16 5.5l2.3 4.6 4.4-2-1 4.9 4.8.6-3.3 3.5 3.3 2.6-4.9 1.1.5 4.2-4.1-2.4L16 27l-2-4.4-4.1 2.4.5-4.2-4.9-1.1 3.3-2.6-3.3-3.5 4.8-.6-1-4.9 4.4 2z"
          fill="#f25a12"
        />
        <path
          d="M16 13v14"
          stroke={inverse ? '#ffffff' : '#141833'}
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={cn(
          'truncate font-display text-lg font-extrabold tracking-tight',
          inverse ? 'text-white' : 'text-ink-950',
        )}
      >
        {firstWord}
        {rest.length ? (
          <span className={inverse ? 'text-chinar-300' : 'text-chinar-700'}> {rest.join(' ')}</span>
        ) : null}
      </span>
    </span>
  );
}
