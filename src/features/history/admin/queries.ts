import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import type { VersionedCollection } from '@/data/models/history';
import { listRevisionsPage, listTrashPage, restoreFromTrash, restoreRevision } from '@/data/repos/history';
import { pruneRevisions } from '@/data/repos/history-prune';
import type { PageRequest } from '@/data/repos/paging';
import type { TrashItem } from '@/data/schemas/history';
import type { ListCursor } from '@/data/store';
import { blogKeys } from '@/features/blog';
import { projectKeys } from '@/features/projects/admin';
import { historyCopy, trashCopy } from './copy';

/** Versions listed per "Load more" (each page reads this many + 1 revisions). */
const REVISIONS_PAGE_SIZE = 10;

const historyKeys = {
  all: ['history'] as const,
  revisions: (collection: VersionedCollection, docId: string) =>
    [...historyKeys.all, 'revisions', collection, docId] as const,
  trash: () => [...historyKeys.all, 'trash'] as const,
  trashPage: (request: PageRequest) => [...historyKeys.trash(), request] as const,
};

/** A post's or a project's versions, newest first, a page at a time ("Load more"). */
export const revisionsQueryOptions = (collection: VersionedCollection, docId: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.revisions(collection, docId),
    queryFn: ({ pageParam }) =>
      listRevisionsPage(collection, docId, { pageSize: REVISIONS_PAGE_SIZE, after: pageParam }),
    initialPageParam: null as ListCursor | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: { errorToast: { title: historyCopy.loadFailedToast } },
  });

/** One page of recently deleted posts and projects, newest deletion first (staff). */
export const trashPageQueryOptions = (request: PageRequest) =>
  queryOptions({
    queryKey: historyKeys.trashPage(request),
    queryFn: () => listTrashPage(request),
    meta: { errorToast: { title: trashCopy.loadFailedToast } },
  });

/** The trash's first page, as the screen opens, read ahead on a link's intent (the page module's `prefetch`). */
export function prefetchTrash(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(trashPageQueryOptions(FIRST_PAGE));
}

/** The editor, the lists, the dashboard and the public pages of one kind of content. */
function contentKey(collection: VersionedCollection) {
  return collection === 'blog_posts' ? blogKeys.all : projectKeys.all;
}

/** After a restore: the content's queries (the editor's form reloads from them) and the versions. */
function refreshAfterRestore(queryClient: QueryClient, collection: VersionedCollection, docId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKey(collection) }),
    queryClient.invalidateQueries({ queryKey: historyKeys.revisions(collection, docId) }),
  ]);
}

/** Makes a version the current one (editors and admins): a new 'restore' version. */
export function useRestoreRevision(collection: VersionedCollection, docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => restoreRevision(collection, docId, revisionId),
    onSuccess: () => refreshAfterRestore(queryClient, collection, docId),
  });
}

/** Removes the versions the retention policy lets go (admins); the list reloads, also after a failure. */
export function usePruneRevisions(collection: VersionedCollection, docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pruneRevisions(collection, docId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.revisions(collection, docId) }),
  });
}

/** Brings a deleted post or project back (admins). */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashItem) => restoreFromTrash(item),
    // Also after a failure: the item may have been restored by someone else meanwhile.
    onSettled: (_result, _error, item) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKeys.trash() }),
        refreshAfterRestore(queryClient, item.collection, item.docId),
      ]),
  });
}
