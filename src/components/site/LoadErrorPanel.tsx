import { AlertCircle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface LoadErrorPanelProps {
  title?: string;
  /** The title as the page's heading (a page that is only this panel), else a line of bold text. */
  titleAs?: 'h1' | 'p';
  message: string;
  retryLabel: string;
  retryingLabel: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** An inline "could not load" panel with a Retry button, announced to screen readers. */
export function LoadErrorPanel({
  title,
  titleAs: Title = 'p',
  message,
  retryLabel,
  retryingLabel,
  retrying,
  onRetry,
  className,
}: LoadErrorPanelProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-4 rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-danger shadow-sm">
        <AlertCircle aria-hidden="true" className="size-6" />
      </span>
      {title ? (
        <Title className={cn('font-display font-bold text-ink-950', Title === 'h1' ? 'text-2xl' : 'text-lg')}>
          {title}
        </Title>
      ) : null}
      <p className="max-w-md text-base text-ink-800">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        {retrying ? retryingLabel : retryLabel}
      </Button>
    </div>
  );
}
