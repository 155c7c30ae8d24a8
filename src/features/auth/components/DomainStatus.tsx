import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { isLikelyAuthorized } from '../email-link';
import { AuthorizeDomainDialog } from './AuthorizeDomainDialog';

/** Whether login links can come back to this domain, with help for adding it (spec section 2). */
export function DomainStatus({ hostname }: { hostname: string }) {
  const likely = isLikelyAuthorized(hostname);
  const StatusIcon = likely ? CircleCheck : TriangleAlert;
  return (
    <section
      aria-label="Domain authorization"
      className="mb-6 flex flex-col gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm"
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        <dt className="text-muted-foreground">Current domain</dt>
        <dd className="min-w-0 truncate font-mono font-medium text-foreground">{hostname}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <Badge variant={likely ? 'success' : 'warning'}>
            <StatusIcon aria-hidden="true" className="size-3.5" />
            {likely ? 'Likely authorized' : 'May need authorization'}
          </Badge>
        </dd>
      </dl>
      <AuthorizeDomainDialog hostname={hostname} />
    </section>
  );
}
