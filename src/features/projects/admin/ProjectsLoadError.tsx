import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { projectMessages } from './messages';

interface ProjectsLoadErrorProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** 'Error Loading Projects' with what went wrong and a Retry button. */
export function ProjectsLoadError({ error, retrying, onRetry }: ProjectsLoadErrorProps) {
  return (
    <Alert
      variant="danger"
      title={projectMessages.loadFailedTitle}
      description={error.message || projectMessages.loadFailedFallback}
    >
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        Retry
      </Button>
    </Alert>
  );
}
