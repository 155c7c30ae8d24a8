import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import type { VersionedCollection } from '@/data/models/history';
import { PREVIEW_ACTIVE_LIMIT, PREVIEW_DAY_CHOICES, PREVIEW_DAYS } from '@/data/models/preview';
import type { Preview } from '@/data/schemas/preview';
import { formatSiteDateTime } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { ITEM_NOUN, previewAdminCopy as copy } from './copy';
import { activePreviewsQueryOptions, useCreatePreview, useRefreshPreview, useRevokePreview } from './queries';

export interface PreviewLinksProps {
  collection: VersionedCollection;
  docId: string;
  /** When the draft was last saved: a link made before shows an older version. */
  savedAt: Date | null;
}

interface PreviewLinksDialogProps extends PreviewLinksProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The link's full address, on the site the back office runs on. */
function linkAddress(token: string): string {
  return new URL(paths.preview(token), window.location.origin).href;
}

async function copyLink(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    notify.success(copy.copied);
  } catch {
    notify.error(...copy.copyFailed);
  }
}

interface LinkRowProps {
  preview: Preview;
  index: number;
  savedAt: Date | null;
  onRevoke: (preview: Preview) => void;
}

function LinkRow({ preview, index, savedAt, onRevoke }: LinkRowProps) {
  const inputId = useId();
  const refresh = useRefreshPreview(preview.collection, preview.docId);
  const address = linkAddress(preview.token);
  const outdated = Boolean(savedAt && preview.snapshotAt && savedAt.getTime() > preview.snapshotAt.getTime());

  function update() {
    refresh.mutate(preview, {
      onSuccess: () => notify.success(copy.refreshed, copy.refreshedText),
      onError: () => notify.error(...copy.refreshFailed),
    });
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <Label htmlFor={inputId} className="sr-only">
        {copy.linkLabel(index)}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={address}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyLink(address)}>
            <Copy aria-hidden="true" className="size-4" />
            {copy.copy}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={copy.revokeLabel(index)}
            onClick={() => onRevoke(preview)}
          >
            {copy.revoke}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {copy.expires(formatSiteDateTime(preview.expiresAt))} ·{' '}
        {copy.madeBy(preview.createdByName, formatSiteDateTime(preview.snapshotAt))}
      </p>
      {outdated ? (
        <div className="flex flex-col gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950/40 dark:text-amber-100">
          <p>{copy.outdated}</p>
          <Button variant="outline" size="sm" disabled={refresh.isPending} onClick={update}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {copy.refresh}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Share preview" (downloaded on the editor's first click): makes links to the draft as last saved,
 * lists the working ones with their expiry, updates one to the latest save, revokes one.
 */
export function PreviewLinksDialog({
  collection,
  docId,
  savedAt,
  open,
  onOpenChange,
}: PreviewLinksDialogProps) {
  const daysId = useId();
  const headingId = useId();
  const [days, setDays] = useState<number>(PREVIEW_DAYS.default);
  const [revoking, setRevoking] = useState<Preview | null>(null);
  const links = useQuery({ ...activePreviewsQueryOptions(collection, docId), enabled: open });
  const create = useCreatePreview(collection, docId);
  const revoke = useRevokePreview(collection, docId);
  const active = links.data ?? [];
  const atLimit = active.length >= PREVIEW_ACTIVE_LIMIT;

  function createLink() {
    create.mutate(days, {
      onSuccess: () => notify.success(copy.created, copy.createdText),
      onError: () => notify.error(...copy.createFailed),
    });
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking);
      notify.success(copy.revoked);
    } catch (error) {
      notify.error(...copy.revokeFailed);
      throw error; // keeps the dialog open for another try
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description(ITEM_NOUN[collection])}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={daysId}>{copy.expiryLabel}</Label>
              <Select
                id={daysId}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                containerClassName="sm:w-40"
              >
                {PREVIEW_DAY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {copy.days(choice)}
                  </option>
                ))}
              </Select>
            </div>
            <Button onClick={createLink} disabled={create.isPending || atLimit || links.isPending}>
              {create.isPending ? copy.creating : copy.create}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{copy.unsavedNote}</p>
          {atLimit ? <Alert variant="info" title={copy.limitReached(PREVIEW_ACTIVE_LIMIT)} /> : null}
          <section aria-labelledby={headingId} className="flex flex-col gap-3">
            <h3 id={headingId} className="text-sm font-semibold text-foreground">
              {copy.activeHeading}
            </h3>
            {links.isPending ? (
              <LoadingState label={copy.loading} />
            ) : links.isError ? (
              <Alert variant="danger" title={copy.loadFailed[0]} description={copy.loadFailed[1]}>
                <Button variant="outline" size="sm" onClick={() => void links.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : active.length === 0 ? (
              <p className="text-sm text-muted-foreground">{copy.none}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {active.map((preview, index) => (
                  <LinkRow
                    key={preview.token}
                    preview={preview}
                    index={index + 1}
                    savedAt={savedAt}
                    onRevoke={setRevoking}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(isOpen) => {
            if (!isOpen) setRevoking(null);
          }}
          title={copy.revokeTitle}
          description={copy.revokeText}
          confirmLabel={copy.revoke}
          onConfirm={confirmRevoke}
          destructive
        />
      </DialogContent>
    </Dialog>
  );
}
