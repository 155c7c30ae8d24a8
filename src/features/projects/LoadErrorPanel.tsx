import { AlertCircle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface LoadErrorPanelProps {
  title?: string;
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
      {title ? <p className="font-display text-lg font-bold text-ink-950">{title}</p> : null}
      <p className="max-w-md text-base text-ink-800">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        {retrying ? retryingLabel : retryLabel}
      </Button>
    </div>
  );
}
