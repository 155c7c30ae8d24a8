import { useQuery } from '@tanstack/react-query';
import { anyText, useListParam, type ListParam } from '@/components/admin/use-list-params';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { INQUIRY_LINK_PARAM } from '@/lib/admin-paths';
import { inquiryLinkCopy as copy } from './email-copy';
import { InquiryDetails } from './InquiryDetails';
import type { InquiryRowActions } from './InquiryRow';
import { InquiryStatusActions } from './InquiryStatusActions';
import { InquiryStatusBadge } from './InquiryStatusBadge';
import { inquiryQueryOptions } from './queries';

/** ?inquiry=<id>: the inquiry a link opens (every inquiry e-mail links to it). */
export const inquiryLinkParam: ListParam<string> = {
  name: INQUIRY_LINK_PARAM,
  fallback: '',
  accepts: anyText,
};

/** The close button under a message (the corner one stays): an obvious way back to the inbox on a phone. */
function CloseFooter() {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{copy.close}</Button>
      </DialogClose>
    </DialogFooter>
  );
}

/**
 * The linked inquiry, its not-found message, or its load error, by its one read: the inquiry in a wide
 * panel, a message alone in a narrow one.
 */
function LinkedInquiry({ id, actions }: { id: string; actions?: InquiryRowActions }) {
  const query = useQuery(inquiryQueryOptions(id));
  if (query.isPending) {
    return (
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{copy.loading}</DialogTitle>
        <LoadingState label={copy.loading} className="py-8" />
      </DialogContent>
    );
  }
  if (query.isError) {
    return (
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{copy.loadError.title}</DialogTitle>
        </DialogHeader>
        <Alert variant="danger" title={copy.loadError.description}>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {copy.loadError.retry}
          </Button>
        </Alert>
        <CloseFooter />
      </DialogContent>
    );
  }
  const inquiry = query.data;
  if (!inquiry) {
    return (
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{copy.notFound.title}</DialogTitle>
          <p className="text-sm text-muted-foreground">{copy.notFound.description}</p>
        </DialogHeader>
        <CloseFooter />
      </DialogContent>
    );
  }
  return (
    <DialogContent size="lg" aria-describedby={undefined}>
      <DialogHeader className="gap-2">
        <DialogTitle className="break-words">{copy.title(inquiry.name)}</DialogTitle>
        <div>
          <InquiryStatusBadge status={inquiry.status} />
        </div>
      </DialogHeader>
      <InquiryDetails
        inquiry={inquiry}
        layout="panel"
        onMarkNew={actions ? () => actions.onSetStatus(inquiry, 'New') : undefined}
      />
      {actions ? (
        <div className="border-t border-border pt-4">
          <InquiryStatusActions inquiry={inquiry} {...actions} />
        </div>
      ) : null}
    </DialogContent>
  );
}

/**
 * The inquiry a link names (/admin/inquiries?inquiry=<id>), in a dialog over the inbox, whatever page it is
 * on: one read by id. Closing it takes the id out of the address (replacing the entry, so Back does not
 * open it again).
 */
export function InquiryLinkDialog({ actions }: { actions?: InquiryRowActions }) {
  const [id, setId] = useListParam(inquiryLinkParam, { history: 'replace' });
  return (
    <Dialog
      open={id !== ''}
      onOpenChange={(open) => {
        if (!open) setId('');
      }}
    >
      {id ? <LinkedInquiry id={id} actions={actions} /> : null}
    </Dialog>
  );
}
