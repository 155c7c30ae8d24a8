import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VersionedCollection } from '@/data/models/history';
import {
  createPreview,
  lastPreviewExpiry,
  listActivePreviews,
  refreshPreview,
  revokePreview,
} from '@/data/repos/previews';
import type { Preview } from '@/data/schemas/preview';
import { previewAdminCopy } from './copy';

const previewKeys = {
  all: ['previews'] as const,
  active: (collection: VersionedCollection, docId: string) =>
    [...previewKeys.all, 'active', collection, docId] as const,
  lastExpiry: (collection: VersionedCollection, docId: string) =>
    [...previewKeys.all, 'last-expiry', collection, docId] as const,
};

/** When a draft's last shared link ran out, for the editor's checklist (one read; null: none lately). */
export function useLastPreviewExpiry(collection: VersionedCollection, docId: string | null) {
  return useQuery({
    queryKey: previewKeys.lastExpiry(collection, docId ?? ''),
    queryFn: () => lastPreviewExpiry(collection, docId ?? ''),
    enabled: docId !== null,
    // Advice only: a failed read leaves the checklist without the item, no toast.
  });
}

/** A draft's working links (at most PREVIEW_ACTIVE_LIMIT reads). */
export const activePreviewsQueryOptions = (collection: VersionedCollection, docId: string) =>
  queryOptions({
    queryKey: previewKeys.active(collection, docId),
    queryFn: () => listActivePreviews(collection, docId),
    meta: { errorToast: { title: previewAdminCopy.loadFailed[0] } },
  });

function useInvalidateLinks(collection: VersionedCollection, docId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: previewKeys.active(collection, docId) });
}

export function useCreatePreview(collection: VersionedCollection, docId: string) {
  const invalidate = useInvalidateLinks(collection, docId);
  return useMutation({
    mutationFn: (days: number) => createPreview(collection, docId, days),
    onSettled: invalidate,
  });
}

export function useRefreshPreview(collection: VersionedCollection, docId: string) {
  const invalidate = useInvalidateLinks(collection, docId);
  return useMutation({ mutationFn: (preview: Preview) => refreshPreview(preview), onSettled: invalidate });
}

export function useRevokePreview(collection: VersionedCollection, docId: string) {
  const invalidate = useInvalidateLinks(collection, docId);
  return useMutation({ mutationFn: (preview: Preview) => revokePreview(preview), onSettled: invalidate });
}
