import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { pendingInviteCount, staffRecordCount } from './directory';

export type ConnectionState =
  | { status: 'checking' }
  | { status: 'connected'; memberCount: number; inviteCount: number }
  | { status: 'error'; message: string };

/** The staff directory's connection indicator (spec: Checking... / Connected with the count / Error). */
export function ConnectionCard({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <StatusIcon status={state.status} />
          <div className="min-w-0">
            <h2 className="font-sans text-sm font-medium tracking-normal text-muted-foreground">
              Staff directory connection
            </h2>
            <div role="status" className="mt-0.5">
              <StatusText state={state} />
            </div>
          </div>
        </div>
        {state.status === 'error' ? (
          <Button variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-center">
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function StatusIcon({ status }: { status: ConnectionState['status'] }) {
  const box = 'grid size-10 shrink-0 place-items-center rounded-full';
  if (status === 'checking') {
    return (
      <span className={`${box} bg-muted text-muted-foreground`}>
        <Spinner className="size-5" />
      </span>
    );
  }
  if (status === 'connected') {
    return (
      <span className={`${box} bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300`}>
        <CircleCheck aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <span className={`${box} bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-300`}>
      <CircleAlert aria-hidden="true" className="size-5" />
    </span>
  );
}

function StatusText({ state }: { state: ConnectionState }) {
  const title = 'text-base font-semibold text-foreground';
  if (state.status === 'checking') {
    return (
      <>
        <p className={title}>Checking...</p>
        {/* The counts' line, kept while checking so the screen below does not move when they arrive. */}
        <Skeleton className="h-5 w-40" />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <p className={title}>Error</p>
        <p className="text-sm break-words text-danger">{state.message}</p>
      </>
    );
  }
  return (
    <>
      <p className={title}>Connected</p>
      <p className="text-sm text-muted-foreground">
        <span>{staffRecordCount(state.memberCount)}</span>
        {state.inviteCount > 0 ? <span>, {pendingInviteCount(state.inviteCount)}</span> : null}
      </p>
    </>
  );
}
